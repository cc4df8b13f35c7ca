#!/usr/bin/env python3
"""How many misère forms born by day n have a closure containing a closure proved infinite.

If cl A is contained in cl B, positions of cl A pairwise distinguished in cl A stay so in cl B (their
distinguishers are in cl B), so Q(cl B) is infinite when Q(cl A) is. This script takes the closures
whose quotients are proved infinite (the rows of test-games/misere-quotients/infinite.tsv whose
certificate the independent checker LatticeProofChecker re-verifies; LatticeProofTest runs it) and
counts, among the canonical forms {S} born by day n (S a set of forms born by day n - 1), those with
cl(S) containing one of them: for each closure alone, and for their union. A closure given by a
single form born by day n (such as *(2/0)0) counts that form itself.

It builds the forms and decides canonicity with check-form-exclusions.py (Conway's simplification,
numpy over all 2^m sets S), which shares no code with cgx.

usage: count-infinite-forms.py [--day N] [--tsv FILE] [--ranks A:B] [CLOSURE ...]
  --ranks A:B: only the forms {S} whose mask S (a bit per form born by day N - 1, in this
  script's order of those forms, which is not the census's order of ranks) is in [A, B).
  CLOSURE: forms born by day N - 1 separated by ';' (e.g. '*2/21; *2/0'); without any, the
  'infinite (proved)' rows of FILE (default test-games/misere-quotients/infinite.tsv) whose
  game is a list of forms.
"""
import argparse
import importlib.util
import os
import sys

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('check_form_exclusions', os.path.join(_here, 'check-form-exclusions.py'))
_cfe = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cfe)


def closures_from_tsv(path):
    out = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or line.startswith('game\t') or not line.strip():
                continue
            cols = line.rstrip('\n').split('\t')
            if cols[2] == 'infinite (proved)' and cols[1].startswith('cl'):
                out.append(cols[0])
    return out


def ranks_arg(text):
    a, colon, b = text.partition(':')
    if not colon:
        raise argparse.ArgumentTypeError(f'expected A:B, got {text!r}')
    return int(a), int(b)


def main(argv):
    ap = argparse.ArgumentParser(description='Counts the forms born by day N whose closure contains a closure proved infinite.')
    ap.add_argument('--day', type=int, default=5)
    ap.add_argument('--tsv', default=os.path.join(_here, '..', '..', 'test-games', 'misere-quotients', 'infinite.tsv'))
    ap.add_argument('--ranks', type=ranks_arg, help="A:B: only the masks S in [A, B), in this script's order of the forms")
    ap.add_argument('closures', nargs='*', metavar='CLOSURE', help="forms born by day N - 1 separated by ';'")
    args = ap.parse_args(argv)
    day, ranks, closures = args.day, args.ranks, args.closures
    if not closures:
        closures = closures_from_tsv(args.tsv)
    import numpy as np
    trees = _cfe.Trees()
    days, opts, is_p, below, bit, follow = _cfe.day_forms(day, trees)
    cl, canon = _cfe.closures_and_canonical(below, bit, follow, opts, is_p)
    if ranks:
        canon[:ranks[0]] = False
        canon[ranks[1]:] = False
    print(f'canonical forms born by day {day}' + (f' of rank {ranks[0]} to {ranks[1] - 1}' if ranks else '') + f': {int(canon.sum())}')
    union = np.zeros(len(canon), dtype=bool)
    skipped = 0
    for text in closures:
        w = 0
        try:
            names = [n.strip() for n in text.split(';')]
            single = None
            if len(names) == 1 and trees.parse(names[0]) not in bit:
                # a form born by day n: {S} itself, S its options (all born by day n - 1)
                kids = _cfe.tree_options(trees, trees.parse(names[0]))
                if any(k not in bit for k in kids):
                    raise ValueError(f'{names[0]} is not a form born by day {day}')
                single = sum(1 << bit[k] for k in kids)
            for name in names if single is None else []:
                t = trees.parse(name)
                if t not in bit:
                    raise ValueError(f'{name} is not a form born by day {day - 1}')
                w |= 1 << bit[t] | follow[bit[t]]
        except ValueError as e:
            print(f'cl{{{text}}}: skipped ({e})')
            skipped += 1
            continue
        if single is not None:
            hit = np.zeros(len(canon), dtype=bool)
            hit[single] = bool(canon[single])
            union |= hit
            print(f'cl{{{text}}}: the form itself' + ('' if hit[single] else ' (not counted: not in canonical form, or outside the ranks)'))
            continue
        hit = ((cl & w) == w) & canon
        union |= hit
        print(f'cl{{{text}}}: {int(hit.sum())} forms')
    print(f'forms born by day {day} whose closure contains one of the {len(closures) - skipped} closures: {int(union.sum())} (infinite quotients)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
