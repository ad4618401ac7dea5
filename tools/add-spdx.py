#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Puts an SPDX licence line at the top of every source file that lacks one, or checks for it.

    tools/add-spdx.py [PATH...]           add the line where it is missing (default: the tree)
    tools/add-spdx.py --check [PATH...]   list the files without it; exit 1 when there is one

Each kind of file gets the line in its own comment syntax: "//" for C++, "#" for CMake, shell,
Python, the desktop entry and the tool configurations, an XML comment for XML, SVG and HTML, an
HTML comment for Markdown and a roff comment for the man page. The line goes after a shebang, an
XML declaration or a DOCTYPE, which must stay first. The licence is GPL-3.0-or-later, except in
the AppStream metadata, which is under the CC0-1.0 that its metadata_license names. Files that
cannot carry a comment (JSON, images, the command line's golden outputs, fuzzing inputs) are left
alone, and so are the .ts files, which lupdate rewrites without comments; the package's copyright
file covers all of them. Running it twice changes nothing: a file that names an SPDX identifier
near its top is skipped.
"""
import argparse
import os
import pathlib
import subprocess
import sys

LICENCE = 'GPL-3.0-or-later'
# The AppStream metadata is under the licence its metadata_license names, as AppStream asks.
LICENCE_BY_SUFFIX = {'.metainfo.xml': 'CC0-1.0'}
TAG = 'SPDX-License-Identifier:'
# The identifier counts only near the top, where the script puts it and where readers look.
HEAD_LINES = 5

SLASHES = ('// ', '')
HASH = ('# ', '')
MARKUP = ('<!-- ', ' -->')
ROFF = ('.\\" ', '')

BY_SUFFIX = {
    '.cpp': SLASHES, '.h': SLASHES, '.cpp.in': SLASHES,
    '.cmake': HASH, '.sh': HASH, '.py': HASH, '.desktop': HASH,
    '.xml': MARKUP, '.svg': MARKUP, '.html': MARKUP, '.md': MARKUP,
    '.1': ROFF,
}
BY_NAME = {
    'CMakeLists.txt': HASH, '.clang-format': HASH, '.gitignore': HASH,
}
# Lines that must stay first in their file: the SPDX line goes below them.
FIRST_LINE_PREFIXES = ('#!', '<?xml', '<!DOCTYPE', '<!doctype')


def comment_syntax(path):
    """The (opening, closing) of a one-line comment for this file, or None to leave it alone."""
    if path.name in BY_NAME:
        return BY_NAME[path.name]
    for suffix, syntax in BY_SUFFIX.items():
        if path.name.endswith(suffix):
            return syntax
    # Scripts without a suffix (the CI entry point) are known by their shebang; fuzzing inputs
    # and golden outputs have none and stay as they are.
    if not path.suffix and path.is_file():
        with path.open('rb') as stream:
            if stream.read(2) == b'#!':
                return HASH
    return None


def has_identifier(text):
    return any(TAG in line for line in text.splitlines()[:HEAD_LINES])


def licence_of(path):
    for suffix, licence in LICENCE_BY_SUFFIX.items():
        if path.name.endswith(suffix):
            return licence
    return LICENCE


def with_identifier(text, syntax, licence):
    lines = text.splitlines(keepends=True)
    position = 0
    while position < len(lines) and lines[position].startswith(FIRST_LINE_PREFIXES):
        position += 1
    newline = '\r\n' if text.endswith('\r\n') else '\n'
    inserted = [f'{syntax[0]}{TAG} {licence}{syntax[1]}{newline}']
    # A file that opens with its own comment or code gets a blank line below the licence, so that
    # the licence does not read as the first line of the file's description. After a shebang the
    # licence joins the script's leading comment, as is usual for scripts. In roff a blank line is
    # output, so the man page gets none.
    rest = lines[position] if position < len(lines) else ''
    if position == 0 and rest.strip() and syntax is not ROFF:
        inserted.append(newline)
    return ''.join(lines[:position] + inserted + lines[position:])


def tracked_files(root):
    """Every file git knows or would add, or every file under root when git is not at hand."""
    try:
        listed = subprocess.run(
            ['git', '-C', str(root), 'ls-files', '-z', '--cached', '--others', '--exclude-standard'],
            check=True, capture_output=True).stdout
        return [root / name for name in listed.decode('utf-8').split('\0') if name]
    except (OSError, subprocess.CalledProcessError):
        pass
    found = []
    for folder, subfolders, files in os.walk(root):
        # Build folders and version control stay out; the CI folder is part of the source.
        subfolders[:] = [name for name in subfolders
                         if name == '.ci' or not name.startswith('.')
                         and not (pathlib.Path(folder) / name / 'CMakeCache.txt').exists()]
        found.extend(pathlib.Path(folder) / name for name in files)
    return found


def selected(files, paths):
    paths = [path.resolve() for path in paths]
    for file in files:
        resolved = file.resolve()
        if not paths or any(resolved == path or path in resolved.parents for path in paths):
            yield file


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--check', action='store_true', help='list files without the line')
    parser.add_argument('paths', nargs='*', type=pathlib.Path,
                        help='files or folders to limit the run to (default: the whole tree)')
    args = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    # A mistyped path would otherwise pass as one whose files all carry the line.
    missing_paths = [str(path) for path in args.paths if not path.exists()]
    if missing_paths:
        sys.exit(f'add-spdx: no such file or folder: {", ".join(missing_paths)}')
    lacking = []
    for file in sorted(selected(tracked_files(root), args.paths)):
        syntax = comment_syntax(file) if file.is_file() else None
        if syntax is None:
            continue
        text = file.read_text(encoding='utf-8')
        if has_identifier(text):
            continue
        lacking.append(file)
        if not args.check:
            # Written in place so that the file keeps its mode (the scripts stay executable).
            with file.open('w', encoding='utf-8', newline='') as stream:
                stream.write(with_identifier(text, syntax, licence_of(file)))
    for file in lacking:
        relative = os.path.relpath(file, root)
        print(f'{relative}: no {TAG} line' if args.check else f'added to {relative}')
    if args.check and lacking:
        print(f'add-spdx: {len(lacking)} file(s) without an "{TAG}" line; '
              'run tools/add-spdx.py to add it')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
