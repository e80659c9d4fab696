#!/usr/bin/env python3
"""Ranks the candidate UIKit, Core Graphics and Core Animation symbols by how many UIKit source
files of public iOS projects use them, and writes the top N with their probes.

usage: rank-symbols.py [--top N] [--out FILE] PROJECT_DIR...

Each PROJECT_DIR is one project's checkout, named owner+name; its Swift files that
`import UIKit` are counted. A symbol's share in a project is the fraction of those files that
contain any of its tokens (symbols.tsv, beside this script: alternatives separated by `,`, and
`A&B` when a file must hold both, for a member name too common to count alone); its score is
the mean of its shares over the projects, so a large project weighs no more than a small one.
Comments and string literals are not counted.
"""
import argparse, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
TYPE = r'(?:UI|CG|CA|NS)[A-Z][A-Za-z0-9_]*|IndexPath'


def strip_comments_and_strings(src):
    out, i, n = [], 0, len(src)
    while i < n:
        if src.startswith('//', i):
            j = src.find('\n', i); i = n if j < 0 else j
        elif src.startswith('/*', i):
            j = src.find('*/', i + 2); i = n if j < 0 else j + 2; out.append(' ')
        elif src.startswith('"""', i):
            j = src.find('"""', i + 3); i = n if j < 0 else j + 3; out.append('""')
        elif src[i] == '"':
            j = i + 1
            while j < n and src[j] not in '"\n':
                j += 2 if src[j] == '\\' else 1
            i = j + 1; out.append('""')
        else:
            out.append(src[i]); i += 1
    return ''.join(out)


def tokens(text):
    """The tokens of one file: `Type`, `Type.member…`, `Type(label:)`, `.member`, `.member(label:)`
    (a call's first label), `super.init(label:)`, `override name`, and `func name(label:label:)` and
    `init(label:label:)` for each function and initializer it declares (a delegate method it
    implements, an initializer it overrides)."""
    found = set()
    pattern = r'(?<![A-Za-z0-9_.])(' + TYPE + r')((?:\.[A-Za-z_][A-Za-z0-9_]*)*)(\s*\(\s*([a-z][A-Za-z0-9_]*)\s*:)?'
    for m in re.finditer(pattern, text):
        name, chain, call, label = m.group(1), m.group(2), m.group(3), m.group(4)
        found.add(name)
        parts = [p for p in chain.split('.') if p]
        prefix = name
        for p in parts:
            prefix += '.' + p
            found.add(prefix)
            if not p[0].isupper():
                break
        if call and not parts:
            found.add(name + '(' + label + ':)')
    for m in re.finditer(r'\.([a-z][A-Za-z0-9_]*)(\s*\(\s*([a-z][A-Za-z0-9_]*)\s*:(?!:))?', text):
        found.add('.' + m.group(1))
        if m.group(2) and m.group(1) != 'init':
            found.add('.' + m.group(1) + '(' + m.group(3) + ':)')
    for m in re.finditer(r'\b(super|self)\.init\s*\(\s*([a-z][A-Za-z0-9_]*)\s*:', text):
        found.add(m.group(1) + '.init(' + m.group(2) + ':)')
    for m in re.finditer(r'override\s+(?:(?:public|open|internal|final|class)\s+)*(?:func|var)\s+([A-Za-z_][A-Za-z0-9_]*)', text):
        found.add('override ' + m.group(1))
    for m in re.finditer(r'\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{(]*>)?\s*\(', text):
        found.add('func ' + m.group(1) + '(' + ''.join(label + ':' for label in parameter_labels(text, m.end())) + ')')
    for m in re.finditer(r'(?<![.\w])init\s*[?!]?\s*(?:<[^>{(]*>)?\s*\(', text):
        found.add('init(' + ''.join(label + ':' for label in parameter_labels(text, m.end())) + ')')
    return found


def parameter_labels(text, start):
    """The argument labels of the parameter list that opens just before `start`."""
    labels, depth, i, param = [], 1, start, ''
    while i < len(text) and depth:
        c = text[i]
        if c in '([<':
            depth += 1
        elif c in ')]>' and not (c == '>' and text[i - 1] == '-'):
            depth -= 1
        if depth == 1 and c == ',' or depth == 0:
            label = re.match(r'\s*(?:@\w+\s+)*([A-Za-z_][A-Za-z0-9_]*)', param)
            if label:
                labels.append(label.group(1))
            param = ''
        else:
            param += c
        i += 1
    return labels


def uikit_files(root):
    for d, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith('.swift'):
                src = open(os.path.join(d, name), encoding='utf-8', errors='replace').read()
                if re.search(r'^\s*import\s+UIKit\b', src, re.M):
                    yield tokens(strip_comments_and_strings(src))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--top', type=int, default=300)
    parser.add_argument('--out', default='-')
    parser.add_argument('projects', nargs='+')
    args = parser.parse_args()

    candidates = []
    for line in open(os.path.join(HERE, 'symbols.tsv'), encoding='utf-8'):
        if line.strip() and not line.startswith('#'):
            symbol, toks, probe = line.rstrip('\n').split('\t')
            alternatives = [frozenset(t.split('&')) for t in toks.split(',')]
            candidates.append((symbol, alternatives, probe))

    shares = {symbol: [] for symbol, _, _ in candidates}
    sizes = []
    for root in args.projects:
        files = list(uikit_files(root))
        if not files:
            sys.exit(f'rank-symbols: no Swift file importing UIKit under {root}')
        sizes.append((os.path.basename(os.path.normpath(root)).replace('+', '/'), len(files)))
        for symbol, toks, _ in candidates:
            used = sum(1 for f in files if any(alt <= f for alt in toks))
            shares[symbol].append(used / len(files))

    ranked = sorted(candidates, key=lambda c: (-sum(shares[c[0]]), c[0]))[:args.top]
    out = sys.stdout if args.out == '-' else open(args.out, 'w', encoding='utf-8')
    header = open(os.path.join(HERE, 'top-symbols-header.txt'), encoding='utf-8').read()
    out.write(header.replace('{PROJECTS}', '\n'.join(f'#     {n}: {k} files' for n, k in sizes))
                    .replace('{CANDIDATES}', str(len(candidates))).replace('{TOP}', str(args.top)))
    for rank, (symbol, _, probe) in enumerate(ranked, 1):
        score = sum(shares[symbol]) / len(args.projects)
        out.write(f'{rank}\t{score:.4f}\t{symbol}\t{probe}\n')


main()
