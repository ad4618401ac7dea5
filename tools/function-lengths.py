#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists functions longer than a limit in the C++ sources, and fails when there is one.

    tools/function-lengths.py [--limit N] DIR...

A function is taken as the lines from its signature to the closing brace in column 0 that ends
it; the body counts, the signature's own lines do not. clang-format puts every function body's
closing brace in column 0 (namespace closings are marked and skipped), which is what makes this
simple reading exact enough for a rule. Headers are read too: templates and inline functions
defined outside a class also close in column 0.
"""
import argparse
import pathlib
import sys


def functions(path):
    lines = path.read_text(encoding='utf-8').splitlines()
    start = None
    name = None
    for number, line in enumerate(lines, 1):
        if line == '{' and start is None:
            start = number
            # The signature is the nearest line above that starts in column 0.
            back = number - 2
            while back > 0 and (lines[back].startswith(' ') or lines[back].startswith(':')):
                back -= 1
            name = lines[back].strip()
        elif line.startswith('}') and start is not None and not line.startswith('} //'):
            if not line.startswith('};'):
                yield name, start, number, number - start - 1
            start = None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--limit', type=int, default=60)
    parser.add_argument('dirs', nargs='+')
    args = parser.parse_args()
    # A mistyped folder would otherwise pass as one without long functions.
    for d in args.dirs:
        if not pathlib.Path(d).is_dir():
            parser.error(f'{d} is not a folder')
    long = []
    for d in args.dirs:
        paths = list(pathlib.Path(d).rglob('*.cpp')) + list(pathlib.Path(d).rglob('*.h'))
        for path in sorted(paths):
            for name, start, end, length in functions(path):
                if length > args.limit:
                    long.append((length, f'{path}:{start}', name))
    for length, where, name in sorted(long, reverse=True):
        print(f'{length:4d} lines  {where}  {name}')
    if long:
        print(f'{len(long)} function(s) over {args.limit} lines', file=sys.stderr)
        return 1
    print(f'no function over {args.limit} lines')
    return 0


if __name__ == '__main__':
    sys.exit(main())
