#!/usr/bin/env python3
"""The quotients of the minimal closures outside the day-5 forms census's down-set (|Q| <= 64).

The census prunes every form whose options' closure contains one of 94 minimal closed sets W with
|Q(cl W)| > 64 (test-games/misere-quotients/proofs/exclusions/day5-b64/exclusions.txt). This script
says what each Q(cl W) is:

- infinite (proved): the rows of test-games/misere-quotients/infinite.tsv (lattice proofs, re-verified
  by the independent checker in CI); not computed again here;
- finite: MisereQuotient computes it to the end within the time and MaxOrder 2000, Certify proves it
  (algebra, outcome rule on every sum, exhaustive search), and the independent checker
  check-form-quotient.py (no code shared with cgx) re-verifies the certificate;
- open: neither; the note says where the computation stopped.

The number of generators is that of the non-zero forms of cl W, computed by check-form-exclusions.py's
own forms (no cgx code).

usage: minimal-closures.py [--seconds T] [--sets N,N,...|all] [--certs DIR] [--write]
  without --sets: sets 5 and 14 (a quick run); --write rewrites
  test-games/misere-quotients/minimal-closures-day5.tsv (with --sets all).
"""
import argparse
import importlib.util
import os
import subprocess
import sys
import tempfile

_here = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(_here, '..', '..'))
GAMES = os.path.join(ROOT, 'test-games', 'misere-quotients')
EXCLUSIONS = os.path.join(GAMES, 'proofs', 'exclusions', 'day5-b64', 'exclusions.txt')
TSV = os.path.join(GAMES, 'minimal-closures-day5.tsv')

_spec = importlib.util.spec_from_file_location('check_form_exclusions', os.path.join(_here, 'check-form-exclusions.py'))
_cfe = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cfe)


def minimal_sets(path=EXCLUSIONS):
    """[(set number, [form, ...])] in the order of exclusions.txt."""
    out = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('set '):
                head, _, rest = line.partition(':')
                forms = [x.strip() for x in rest.split('; certificate')[0].split(';')]
                out.append((int(head.split()[1]), forms))
    return out


def proved_infinite(path=os.path.join(GAMES, 'infinite.tsv')):
    """{frozenset of forms: certificate} of the rows 'infinite (proved)' given by a list of forms."""
    out = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            cols = line.rstrip('\n').split('\t')
            if line.startswith('#') or cols[0] == 'game' or len(cols) < 3:
                continue
            if cols[2] == 'infinite (proved)' and cols[1].startswith('cl'):
                out[frozenset(x.strip() for x in cols[0].split(';'))] = cols[6]
    return out


def generators(forms, trees, bit, follow):
    """The non-zero forms of the closure of these forms born by day 4."""
    w = 0
    for name in forms:
        b = bit[trees.parse(name)]
        w |= 1 << b | follow[b]
    zero = trees.parse('0')
    return bin(w).count('1') - (1 if zero in bit and w >> bit[zero] & 1 else 0)


def compute(n, forms, seconds, certs):
    """(status, order, |P|, max period, note) from cgx: the quotient within the time, certified when finite."""
    cert = os.path.join(certs, f'W{n}-quotient.txt')
    lst = '[' + ', '.join(forms) + ']'
    src = (f'Q := TimeLimit({seconds}, MisereQuotient({lst}, MaxOrder => 2000)); '
           f'if Q.IsComplete then C := Certify(Q); print(["finite", Q.Order, Q.PPortion.Size, Q.MaxElementPeriod, C.Proved, C.Save("{cert}")]) '
           f'else print(["open", Q.Order, Q.MaxHeap]) end')
    p = subprocess.run([os.path.join(ROOT, 'cgx'), '-e', src], cwd=ROOT, capture_output=True, text=True)
    out = [l for l in p.stdout.splitlines() if l.startswith('[')]
    if p.returncode != 0 or not out:
        raise SystemExit(f'cgx failed on set {n}: {(p.stdout + p.stderr).strip().splitlines()[-1:]}')
    f = [x.strip().strip('"') for x in out[-1].strip('[]').split(',')]
    if f[0] == 'open':
        why = [l for l in (p.stdout + p.stderr).splitlines() if 'stopped at' in l]
        return 'open', '', '', '', f'MisereQuotient (MaxOrder 2000, {seconds} s) stopped with Q_{f[2]} of order {f[1]}' + (
            ': ' + why[-1].split(': ', 1)[-1].split('; returning')[0] if why else '')
    if f[4] != 'true':
        raise SystemExit(f'set {n}: Certify did not prove the quotient')
    check = subprocess.run([sys.executable, os.path.join(_here, 'check-form-quotient.py'), cert], capture_output=True, text=True)
    if check.returncode != 0 or 'OK: proved' not in check.stdout:
        raise SystemExit(f'set {n}: the independent checker refused {cert}: {check.stdout}{check.stderr}')
    return 'finite', f[1], f[2], f[3], 'certified: Certify, and check-form-quotient.py re-verifies it'


def main(argv):
    ap = argparse.ArgumentParser(description='The quotients of the 94 minimal closures outside the day-5 census bound.')
    ap.add_argument('--seconds', type=int, default=40)
    ap.add_argument('--sets', default='5,14', help="set numbers separated by ',' or 'all'")
    ap.add_argument('--certs', help='folder for the certificates (default: a temporary one)')
    ap.add_argument('--write', action='store_true', help='rewrite ' + os.path.relpath(TSV, ROOT))
    args = ap.parse_args(argv)
    sets = minimal_sets()
    if args.sets != 'all':
        want = {int(x) for x in args.sets.split(',')}
        sets = [s for s in sets if s[0] in want]
    if args.write and args.sets != 'all':
        raise SystemExit('--write needs --sets all')
    trees = _cfe.Trees()
    _, _, _, _, bit, follow = _cfe.day_forms(5, trees)
    infinite = proved_infinite()
    certs = args.certs or tempfile.mkdtemp(prefix='cgx-minimal-')
    os.makedirs(certs, exist_ok=True)
    rows = []
    for n, forms in sets:
        g = generators(forms, trees, bit, follow)
        if frozenset(forms) in infinite:
            row = (n, '; '.join(forms), g, 'infinite (proved)', '', '', '', 'lattice proof: infinite.tsv, ' + infinite[frozenset(forms)])
        else:
            row = (n, '; '.join(forms), g) + compute(n, forms, args.seconds, certs)
        rows.append(row)
        print('\t'.join(str(x) for x in row), flush=True)
    counts = {}
    for r in rows:
        counts[r[3]] = counts.get(r[3], 0) + 1
    print('counts: ' + ', '.join(f'{v} {k}' for k, v in sorted(counts.items())))
    if args.write:
        with open(TSV, 'w', encoding='utf-8') as f:
            f.write('# The minimal closed sets W of forms born by day 4 outside the day-5 forms census\'s down-set |Q| <= 64\n'
                    '# (proofs/exclusions/day5-b64/exclusions.txt), and what Q(cl W) is. Written by\n'
                    f'# scripts/misere-quotients/minimal-closures.py --sets all --seconds {args.seconds} --write; MinimalClosuresTest re-checks a sample.\n'
                    '# generators: the non-zero forms of cl W. finite: computed by MisereQuotient, proved by Certify, re-verified by check-form-quotient.py.\n'
                    '# infinite (proved): a lattice proof (infinite.tsv). open: neither within the time and MaxOrder 2000.\n'
                    '# ' + ', '.join(f'{v} {k}' for k, v in sorted(counts.items())) + '\n')
            f.write('set\tforms\tgenerators\tstatus\torder\tpsize\tmaxperiod\tnote\n')
            for r in rows:
                f.write('\t'.join(str(x) for x in r) + '\n')
        print('wrote ' + os.path.relpath(TSV, ROOT))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
