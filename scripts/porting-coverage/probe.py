#!/usr/bin/env python3
"""Compiles one probe per listed symbol against the built `UIKit` module and reports how many
resolve.

usage: probe.py [--list FILE]... [--build-root DIR] [--swift-version 5|6] [--markdown FILE]

The probes (the list's last column) go into one Swift file, each alone in its own
`@MainActor` function on known lines; the file is type-checked with the flags SwiftPM used
for the UIKit target (read from DIR/.build/debug.yaml, so build it first; DIR is this
repository unless `--build-root` names another checkout whose build to probe). The probes with an error
on their lines are set aside and the rest type-checked again, until a pass has no error: the
compiler stops checking bodies after some errors, so one pass does not see them all, and a
symbol counts as resolved only in a file that compiles cleanly. Each list (by default the 300
and the 1,000 most used symbols) is counted on its own.
"""
import argparse, ast, os, re, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
PRELUDE = '''import UIKit

/// The target of the target-action probes.
final class ProbeTarget {
    func tap() {}
}
'''


def read_list(path):
    symbols = []
    for line in open(path, encoding='utf-8'):
        if line.startswith('#') or not line.strip():
            continue
        rank, score, symbol, probe = line.rstrip('\n').split('\t')
        symbols.append((int(rank), symbol, probe))
    return symbols


def uikit_compile_flags(build_root):
    """The swiftc arguments SwiftPM used for the UIKit target, minus its sources and outputs."""
    path = os.path.join(build_root, '.build', 'debug.yaml')
    if not os.path.exists(path):
        sys.exit(f'probe: no {path}; run `swift build --target UIKit` in {build_root} first')
    lines = open(path, encoding='utf-8').read().split('\n')
    args = None
    for i, line in enumerate(lines):
        if re.match(r'\s*"C\.UIKit-[^"]*\.module":', line):
            for follow in lines[i:i + 30]:
                if follow.strip().startswith('args:'):
                    args = ast.literal_eval(follow.split('args:', 1)[1].strip())
                    break
            break
    if args is None:
        sys.exit(f'probe: no UIKit compile command in {path}; run `swift build --target UIKit` first')
    with_value = {'-module-name', '-emit-module-path', '-output-file-map', '-index-store-path', '-j',
                  '-emit-objc-header-path', '-package-name', '-swift-version'}
    alone = {'-emit-dependencies', '-emit-module', '-emit-objc-header', '-parse-as-library', '-c', '-incremental',
             '-enable-batch-mode', '-parseable-output', '-color-diagnostics', '-no-color-diagnostics',
             '-experimental-skip-non-inlinable-function-bodies', '-serialize-diagnostics'}
    kept, skip = [], False
    for arg in args[1:]:
        if skip:
            skip = False
        elif arg in with_value:
            skip = True
        elif arg not in alone and not arg.endswith('.swift') and not arg.startswith('@') and not arg.startswith('-j'):
            kept.append(arg)
    return [args[0]] + kept


def typecheck(flags, symbols, swift_version):
    """Errors per rank: the first error message on each probe's lines."""
    source, lines_of = [PRELUDE], {}
    line = PRELUDE.count('\n') + 1
    for rank, _, probe in symbols:
        source.append(f'@MainActor func probe{rank}() {{\n    {probe}\n}}\n')
        lines_of[line + 1] = rank
        line += 3
    with tempfile.TemporaryDirectory() as tmp:
        file = os.path.join(tmp, 'Probe.swift')
        open(file, 'w', encoding='utf-8').write(''.join(source))
        result = subprocess.run(flags + ['-typecheck', '-module-name', 'Probe', '-swift-version', swift_version, file],
                                capture_output=True, text=True)
    errors, stray = {}, []
    for match in re.finditer(r'^.*Probe\.swift:(\d+):\d+: error: (.*)$', result.stdout + result.stderr, re.M):
        number, message = int(match.group(1)), match.group(2)
        rank = lines_of.get(number) or lines_of.get(number - 1)
        if rank is None:
            stray.append(f'line {number}: {message}')
        else:
            errors.setdefault(rank, message)
    if result.returncode != 0 and not errors and not stray:
        sys.exit('probe: swiftc failed without a diagnostic:\n' + result.stderr[-2000:])
    return errors, stray


def resolve(flags, symbols, swift_version):
    """The symbols that resolve and the first error of each that does not: (resolved, unresolved)."""
    remaining, errors = symbols, {}
    while True:
        found, stray = typecheck(flags, remaining, swift_version)
        if stray:
            sys.exit('probe: errors outside any probe:\n' + '\n'.join(stray))
        if not found:
            break
        errors.update(found)
        remaining = [s for s in remaining if s[0] not in found]
    return remaining, [(rank, symbol, errors[rank]) for rank, symbol, _ in symbols if rank in errors]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--list', action='append',
                        help='a ranked list to probe (repeatable); default: the 300 and the 1,000 lists')
    parser.add_argument('--build-root', default=ROOT,
                        help='the checkout whose .build to probe (default: this repository)')
    parser.add_argument('--swift-version', default='5', choices=['5', '6'])
    parser.add_argument('--markdown', help='write the report as Markdown to this file')
    args = parser.parse_args()

    lists = args.list or [os.path.join(ROOT, 'Tests/PortingTests/Fixtures', name) for name in LISTS]
    flags = uikit_compile_flags(os.path.abspath(args.build_root))
    results = []
    for path in lists:
        symbols = read_list(path)
        resolved, unresolved = resolve(flags, symbols, args.swift_version)
        results.append((path, symbols, len(resolved), unresolved))
        print(f'{len(resolved)} of {len(symbols)} symbols resolve (Swift {args.swift_version} mode; '
              f'{os.path.relpath(path, ROOT)}).')
        for rank, symbol, message in unresolved:
            print(f'  {rank:4}  {symbol}: {message}')
    if args.markdown:
        revision = subprocess.run(['git', 'describe', '--always', '--dirty'], cwd=args.build_root,
                                  capture_output=True, text=True).stdout.strip()
        write_markdown(args.markdown, results, args.swift_version, revision)


LISTS = ['top-symbols.txt', 'top-symbols-1000.txt']


def table_rows(unresolved):
    rows = []
    for rank, symbol, message in unresolved:
        message = message.replace('|', '\\|').replace(' [#', ' ').rstrip(']')
        rows.append(f'| {rank} | `{symbol}` | {message} |\n')
    return rows


def link(path):
    relative = os.path.relpath(path, ROOT)
    return f'[`{relative}`](../{relative})'


def write_markdown(path, results, swift_version, revision):
    """The 300 section as the headline, then each longer list with its unresolved symbols by rank."""
    (first_path, first, first_count, first_unresolved), longer = results[0], results[1:]
    with open(path, 'w', encoding='utf-8') as out:
        out.write('# API coverage\n\n')
        out.write('<!-- Written by scripts/porting-coverage.sh; edit the scripts, not this file. -->\n\n')
        out.write(f'**{first_count} of the {len(first)} UIKit, Core Graphics and Core Animation symbols typical iOS '
                  f'apps use most resolve** with `import UIKit` (Swift {swift_version} mode, at {revision}).')
        for _, symbols, count, _ in longer:
            out.write(f' Of the {len(symbols):,} most used, **{count:,} resolve**.')
        out.write('\n\n')
        out.write('The lists, and how they were chosen (frequency in the UIKit files of four public iOS code '
                  f'bases, tutorial and shipping apps), are {link(first_path)}'
                  + ''.join(f' and {link(p)}' for p, _, _, _ in longer) +
                  '. Each symbol has one probe, a statement '
                  'using it as iOS code does (a call with its labels, a key path, an override, a reference to a '
                  'delegate requirement); `scripts/porting-coverage.sh` type-checks them all against the built '
                  'modules and counts the probes without an error.\n\n')
        out.write(f'## The {len(first_unresolved)} of the {len(first)} that do not resolve\n\n')
        out.write('| rank | symbol | first error |\n| ---: | --- | --- |\n')
        out.writelines(table_rows(first_unresolved))
        for _, symbols, count, unresolved in longer:
            out.write(f'\n## The {len(unresolved)} of the {len(symbols):,} that do not resolve\n\n')
            out.write(f'{count:,} of the {len(symbols):,} resolve. The others, by rank:\n')
            band = 100
            for low in range(1, len(symbols) + 1, band):
                high = min(low + band - 1, len(symbols))
                rows = [u for u in unresolved if low <= u[0] <= high]
                out.write(f'\n### Ranks {low}\u2013{high}: {len(rows)} of {high - low + 1} do not resolve\n\n')
                if rows:
                    out.write('| rank | symbol | first error |\n| ---: | --- | --- |\n')
                    out.writelines(table_rows(rows))


main()
