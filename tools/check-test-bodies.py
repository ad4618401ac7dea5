#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails on a test that cannot fail: a GoogleTest body with a bare `return;` (a row that does not
apply says so with GTEST_SKIP()), or a body with no assertion at all, neither an EXPECT_, ASSERT_,
FAIL or ADD_FAILURE of its own nor a call of a helper that asserts (HELPERS below).

    tools/check-test-bodies.py DIR...
"""
import pathlib
import re
import sys

# Helpers of the test sources that assert for their callers; a body that calls one asserts.
HELPERS = {
    "expectSwitchedAsBuilt",  # tests/ui/language_switch_test.cpp
}

TEST_START = re.compile(
    r"^\s*(TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\s*\(([^)]*)\)\s*(?=\{|$)", re.M)
ASSERTION = re.compile(r"\b(EXPECT_\w+|ASSERT_\w+|FAIL|ADD_FAILURE|GTEST_FAIL)\s*\(")
LAMBDA_HEAD = re.compile(r"\]\s*(\((?:[^()]|\([^()]*\))*\))?\s*(mutable\s*)?(->\s*[\w:<>&* ]+)?\s*$")


def strip_comments_and_strings(text):
    """Blanks out comments and string and character literals, keeping lines and offsets."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('R"', i):
            m = re.match(r'R"([^(]*)\(', text[i:])
            end = text.find(")" + m.group(1) + '"', i) if m else -1
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def body_at(text, start):
    """The test body that starts at the first brace after start: (open, close) offsets."""
    open_at = text.index("{", start)
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return open_at, i
    raise ValueError("unbalanced braces")


def bare_returns(text, open_at, close_at):
    """Offsets of `return;` in the body outside lambdas."""
    found = []
    lambdas = []  # stack: True where the brace opens a lambda body
    i = open_at
    while i <= close_at:
        if text[i] == "{":
            lambdas.append(bool(LAMBDA_HEAD.search(text[max(0, i - 300):i])))
        elif text[i] == "}":
            lambdas.pop()
        elif text.startswith("return", i) and not any(lambdas[1:]):
            if re.match(r"return\s*;", text[i:]) and not re.match(r"\w", text[i - 1]):
                found.append(i)
        i += 1
    return found


def problems_in(path, raw):
    """The problems of one source file's test bodies, and how many bodies it has."""
    problems = []
    text = strip_comments_and_strings(raw)
    bodies = 0
    for m in TEST_START.finditer(text):
        open_at, close_at = body_at(text, m.end())
        body = text[open_at:close_at]
        bodies += 1
        line = text.count("\n", 0, m.start()) + 1
        name = m.group(2).replace(" ", "")
        for at in bare_returns(text, open_at, close_at):
            problems.append(f"{path}:{text.count(chr(10), 0, at) + 1}: {name} returns "
                            "without a word: use GTEST_SKIP() << why")
        calls = set(re.findall(r"\b([A-Za-z_]\w*)\s*\(", body))
        if not ASSERTION.search(body) and not calls & HELPERS:
            problems.append(f"{path}:{line}: {name} asserts nothing")
    return problems, bodies


# The check's own cases: what it must find, so that it cannot pass by finding nothing.
SELF_TEST = {
    "TEST(A, Returns)\n{\n    if (x)\n        return;\n    EXPECT_TRUE(y);\n}\n": 1,
    "TEST_P(A, Silent)\n{\n    // EXPECT_TRUE(x) in a comment\n    f(\"ASSERT_EQ(\");\n}\n": 1,
    "TEST_F(A, Lambda)\n{\n    auto f = [](int v) { if (v) return; };\n    EXPECT_EQ(1, 1);\n}\n": 0,
    "TEST(A, Fine)\n{\n    if (x)\n        GTEST_SKIP() << \"why\";\n    ASSERT_TRUE(y);\n}\n": 0,
}


def main(dirs):
    for source, expected in SELF_TEST.items():
        found, _ = problems_in("self-test", source)
        if len(found) != expected:
            print(f"self-test: expected {expected} problems, found {found} in:\n{source}")
            return 1
    problems = []
    bodies = 0
    for d in dirs:
        for path in sorted(pathlib.Path(d).rglob("*.cpp")):
            found, count = problems_in(path, path.read_text(encoding="utf-8"))
            problems += found
            bodies += count
    for p in problems:
        print(p)
    print(f"checked {bodies} test bodies: {len(problems)} problems")
    if bodies == 0:
        print("no test bodies found: wrong folder?")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
