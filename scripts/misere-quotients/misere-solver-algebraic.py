#!/usr/bin/env python3
"""MisereSolver's partial quotients past each proof's base, compared with the family (issue 50, part 7).

For every game of test-games/misere-quotients/algebraic-proofs.tsv (or the codes given), runs
Plambeck's MisereSolver (CGSuite's jar, no cgx code) with --maxheap base + EXTRA and a time budget,
reads |Q_n| and |P_n| at every heap it reaches (it prints the heaps where the quotient changes),
and compares them with the family's: R_F(n), the quotient its Φ(H_1..H_n) generate, reduced, as the
independent checker computes it from the certificate (check-algebraic-proof.py's family_orders).
Writes a table with a header saying the command and the date.

usage (from the repository's root):
  scripts/misere-quotients/misere-solver-algebraic.py [--extra 25] [--budget 300] [--jar PATH]
      [--out test-games/misere-quotients/misere-solver-algebraic.tsv] [--append] [CODE...]
  --append adds rows (and a comment with the command and date) to the table instead of starting it.
"""
import datetime
import importlib.util
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
spec = importlib.util.spec_from_file_location('checker', os.path.join(HERE, 'check-algebraic-proof.py'))
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)

HEADLINE = ['0.26', '4.7', '0.57', '0.157', '0.357']


def rows():
    out = []
    with open(os.path.join(ROOT, 'test-games/misere-quotients/algebraic-proofs.tsv'), encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or line.startswith('code\t') or not line.strip():
                continue
            fs = line.rstrip('\n').split('\t')
            out.append((fs[0], int(fs[2])))
    return out


def misere_solver(jar, code, maxheap, budget):
    """MisereSolver's changes {heap: (|Q|, |P|)}, the last heap it finished, whether it finished, seconds."""
    cmd = ['java', '-Xmx2g', '-cp', jar, 'org.cgsuite.core.misere.solver.CommandLineInterface', '--maxheap', str(maxheap), code]
    t0 = time.time()
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=budget)
        text, finished = r.stdout.decode('utf-8', 'replace'), r.returncode == 0
    except subprocess.TimeoutExpired as e:   # subprocess.run kills the JVM it started
        text, finished = (e.stdout or b'').decode('utf-8', 'replace'), False
    secs = time.time() - t0
    changes = {int(h): (int(q), int(p)) for h, q, p in
               re.findall(r'=== Presentation Changed at Heap (\d+) ===\s*\n.*?\|Q\| = (\d+); \|P\| = (\d+)', text, re.S)}
    finished = finished and f'by Heap {maxheap}' in text
    if finished:
        reached = maxheap
    else:
        # it prints "Presentation Changing at Heap h" when it starts on a heap that changes Q: the heaps
        # before h are done; a heap it changed at ("Changed") is done
        changing = [int(h) for h in re.findall(r'--- Presentation Changing at Heap (\d+) ---', text)]
        reached = max([h - 1 for h in changing] + list(changes) + [0])
    return changes, reached, finished, secs


def main(argv):
    extra, budget, jar, out, codes = 25, 300, os.path.join(ROOT, '..', 'shared', 'cgsuite', 'cgsuite-core-2.2-beta2-with-dependencies.jar'), \
        os.path.join(ROOT, 'test-games/misere-quotients/misere-solver-algebraic.tsv'), []
    append = False
    args = list(argv)
    try:
        while args:
            a = args.pop(0)
            if a in ('-h', '--help'):
                print(__doc__)
                return 0
            if a == '--extra':
                extra = int(args.pop(0))
            elif a == '--budget':
                budget = int(args.pop(0))
            elif a == '--jar':
                jar = args.pop(0)
            elif a == '--out':
                out = args.pop(0)
            elif a == '--append':
                append = True
            elif a.startswith('-'):
                print(f'misere-solver-algebraic.py: unknown option {a} (--help)', file=sys.stderr)
                return 2
            else:
                codes.append(a)
    except (IndexError, ValueError):
        print('misere-solver-algebraic.py: --extra and --budget take a whole number, --jar and --out a path (--help)', file=sys.stderr)
        return 2
    bases = dict(rows())
    unknown = [c for c in codes if c not in bases]
    if unknown:  # checked before the table is written, so a bad call leaves it as it was
        print(f'misere-solver-algebraic.py: no recorded proof for {", ".join(unknown)} (test-games/misere-quotients/algebraic-proofs.tsv)', file=sys.stderr)
        return 2
    if not os.path.isfile(jar):
        print(f'misere-solver-algebraic.py: no CGSuite jar at {jar} (--jar PATH)', file=sys.stderr)
        return 2
    given = list(codes)
    if not codes:
        codes = HEADLINE + [c for c in bases if c not in HEADLINE]
    header = [
        "# MisereSolver's partial quotients past each algebraic-periodicity proof's base, compared with the family",
        '# (issue 50, part 7; docs/algebraic-periodicity.md). MisereSolver (Plambeck; CGSuite 2.2-beta2\'s jar) runs',
        f'# with --maxheap base + {extra} and a budget of {budget} s; at every heap n it reaches, its |Q_n| and |P_n| are',
        '# compared with the family\'s R_F(n) (the quotient the certificate\'s Φ(H_1..H_n) generate, reduced, as',
        '# check-algebraic-proof.py computes it). reached: the last heap MisereSolver finished; agree: "yes" if',
        '# |Q_n| and |P_n| agree at every heap 1..reached, else the first heap that differs.',
        f'# command: scripts/misere-quotients/misere-solver-algebraic.py --extra {extra} --budget {budget}' + (' ' + ' '.join(given) if given else ''),
        f'# date: {datetime.date.today().isoformat()}, {os.cpu_count()} cores (shared with other jobs: times are wall-clock)',
        'code\tbase\ttarget\treached\tpast_base\tagree\tQ_reached\tP_reached\tseconds\tnote',
    ]
    if append:
        with open(out, 'a', encoding='utf-8') as f:
            f.write(f'# then, appended: {header[6][11:]} --append, {header[7][2:]}\n')
    else:
        with open(out, 'w', encoding='utf-8') as f:
            f.write('\n'.join(header) + '\n')
    for code in codes:
        base = bases[code]
        target = base + extra
        with open(os.path.join(ROOT, f'test-games/misere-quotients/proofs/{code}-algebraic.txt'), encoding='utf-8') as c:
            F = checker.Family(checker.parse(c.read()))
        changes, reached, finished, secs = misere_solver(jar, code, target, budget)
        agree, now = 'yes', (1, 0)
        fam = None
        for h in range(1, reached + 1):
            now = changes.get(h, now)
            fam = checker.family_orders(F, h)
            if fam != now:
                agree = f'no: heap {h}: MisereSolver {now[0]}/{now[1]}, family {fam[0]}/{fam[1]}'
                break
        note = 'finished' if finished else f'stopped by the {budget} s budget'
        row = [code, base, target, reached, reached - base, agree, now[0], now[1], round(secs), note]
        with open(out, 'a', encoding='utf-8') as f:
            f.write('\t'.join(map(str, row)) + '\n')
        print('\t'.join(map(str, row)), flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
