#!/usr/bin/env python3
"""What the partial quotients of 0.54, 0.145, 0.355 and 0.724 do (issue 50, part 2).

These four of Plambeck-Siegel's nine unsolved algebraic-periodic games have no family of the shape
cgx's induction proves. For each, this script records, as evidence and never as a result:

- |Q_n| and |P_n| at every heap n that changes the quotient, to the largest heap cgx reaches in
  the budget (MisereQuotient(...).Orders), and which generator each new heap brings (Phi);
- the same from Plambeck's MisereSolver (CGSuite's jar, no cgx code), to the heap it reaches in
  the same budget, compared heap by heap where both got;
- the least heap period p for which, on each residue class mod p, there is a
  polynomial in k (exact rational interpolation on the last points, then checked back to the first
  point where it fails) for |Q_n| and |P_n|: a closed form the data obey from some heap to the
  heap reached, which nothing here proves.

usage (from the repository's root):
  python3 scripts/misere-quotients/four-games.py [--budget S] [--jar PATH]
      [--out test-games/misere-quotients/four-games-orders.tsv] [CODE...]
  python3 scripts/misere-quotients/four-games.py --from-table FILE   (rewrites FILE's "closed" rows from its data)
"""
import argparse
import datetime
import importlib.util
import os
import re
import subprocess
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FOUR = ['0.54', '0.145', '0.355', '0.724']
spec = importlib.util.spec_from_file_location('ms', os.path.join(HERE, 'misere-solver-algebraic.py'))
ms = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ms)
spec = importlib.util.spec_from_file_location('si', os.path.join(HERE, 'shift-invariance.py'))
si = importlib.util.module_from_spec(spec)
spec.loader.exec_module(si)


def cgx_orders(code, budget, max_heap=100000):
    """cgx's rows {n: (|Q_n|, |P_n|)}, the heap reached, and {h: g} for each heap h whose Phi(H_h)
    is a generator g of Q_reached, the first time (shift-invariance.py's generator_heaps)."""
    src = '\n'.join([
        'Q := TimeLimit(%d, MisereQuotient("%s", MaxHeap => %d));' % (budget, code, max_heap),
        'print(["@@max", Q.MaxHeap]);',
        'print("@@gens " + Q.Generators);',
        'for r in Q.Orders do print(["@@row", r[1], r[2], r[3]]) end',
        'for n from 1 to Q.MaxHeap do print("@@phi " + n + " " + Q.Phi(n)) end',
    ])
    p = subprocess.run([os.path.join(ROOT, 'cgx'), '-e', src], cwd=ROOT, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit('cgx failed on %s: %s' % (code, (p.stdout + p.stderr).strip().splitlines()[-1:]))
    rows, reached, phi, gens = {}, 0, {}, []
    for line in p.stdout.splitlines():
        m = re.match(r'\["@@max", (\d+)\]', line)
        if m:
            reached = int(m.group(1))
        m = re.match(r'\["@@row", (\d+), (\d+), (\d+)\]', line)
        if m:
            rows[int(m.group(1))] = (int(m.group(2)), int(m.group(3)))
        if line.startswith('@@gens '):
            gens = [g.strip() for g in line[7:].strip('[] ').split(',')]
        m = re.match(r'@@phi (\d+) (\S+)', line)
        if m:
            phi[int(m.group(1))] = m.group(2)
    return rows, reached, {h: g for g, h in si.generator_heaps(phi, gens).items()}


def at(rows, n):
    """(|Q_n|, |P_n|) from the change rows: the last row at or below n (Q_0 trivial)."""
    best = (1, 0)
    for h in sorted(rows):
        if h <= n:
            best = rows[h]
    return best


def expand(c, roots):
    p = [Fraction(c)]
    for r in roots:
        p = [Fraction(0)] + p
        for t in range(len(p) - 1):
            p[t] -= r * p[t + 1]
    return p


def newton_to_power(coef, xs):
    out = [Fraction(0)] * len(coef)
    for i, c in enumerate(coef):
        for t, v in enumerate(expand(c, xs[:i])):
            out[t] += v
    while len(out) > 1 and out[-1] == 0:
        out.pop()
    return out


def evaluate(poly, k):
    return sum(c * k ** i for i, c in enumerate(poly))


def show_poly(poly):
    terms = []
    for i in range(len(poly) - 1, -1, -1):
        c = poly[i]
        if c == 0:
            continue
        mono = '' if i == 0 else ('k' if i == 1 else 'k^%d' % i)
        s = str(abs(c)) if (abs(c) != 1 or i == 0) else ''
        if abs(c).denominator != 1 and mono:
            s = '(%s)' % abs(c)
        terms.append(('-' if c < 0 else '+', s + mono))
    if not terms:
        return '0'
    head = ('-' if terms[0][0] == '-' else '') + terms[0][1]
    return head + ''.join(' %s %s' % t for t in terms[1:])


def closed_forms(rows, reached):
    """The least heap period p (1..12) such that, for every residue r mod p, |Q_n| and |P_n| at
    n = h_r + p*k are polynomials of degree <= 3 in k over the last part of the data (each fitted
    on its last deg+1 points and checked back to where it first fails, at least deg+4 points):
    (p, [(h_r, what, poly, first, data)]) or (None, why)."""
    for p in range(1, 13):
        out, ok = [], True
        for r in range(p):
            top = reached - ((reached - r) % p)     # the largest heap of this residue
            pts = list(range(top, 0, -p))[::-1]
            if len(pts) < 8:
                ok = False
                break
            for what, idx in (('|Q|', 0), ('|P|', 1)):
                data = [(k, at(rows, n)[idx]) for k, n in enumerate(pts)]
                best = None
                for deg in range(0, 4):
                    tail = data[-(deg + 1):]
                    cand = newton_to_power(divided(tail), [Fraction(k) for k, _ in tail])
                    i = len(data)
                    while i > 0 and evaluate(cand, data[i - 1][0]) == data[i - 1][1]:
                        i -= 1
                    if len(data) - i >= deg + 4 and (best is None or i < best[1]):
                        best = (cand, i)
                if best is None or len(data) - best[1] < max(6, len(data) // 3):
                    ok = False
                    break
                out.append((pts[0], p, what, best[0], best[1], data))
            if not ok:
                break
        if ok:
            return p, out
    return None, 'no heap period up to 12 with polynomial |Q_n| and |P_n| on each residue'


def divided(points):
    n = len(points)
    xs = [Fraction(k) for k, _ in points]
    coef = [Fraction(v) for _, v in points]
    for j in range(1, n):
        for i in range(n - 1, j - 1, -1):
            coef[i] = (coef[i] - coef[i - 1]) / (xs[i] - xs[i - j])
    return coef


def closed_rows(code, rows, reached):
    period, forms = closed_forms(rows, reached)
    if period is None:
        return ['\t'.join([code, 'closed', '', '', '', '', forms])]
    out = []
    for h0, per, what, poly, first, data in forms:
        k0 = data[first][0]
        out.append('\t'.join([code, 'closed', str(h0), '', '', '', '%s at heap %d + %dk: %s for k = %d..%d (heaps %d..%d: %d points; %s)' % (
            what, h0, per, show_poly(poly), k0, data[-1][0], h0 + per * k0, h0 + per * data[-1][0], len(data) - first,
            'every point' if first == 0 else 'not at k = %d' % data[first - 1][0])]))
    return out


def from_table(path):
    """Rewrites the "closed" rows of a recorded table from its "orders" and "agree" rows (no recomputation)."""
    with open(path, encoding='utf-8') as f:
        lines = f.read().rstrip('\n').split('\n')
    keep, rows, reached, order = [], {}, {}, []
    for line in lines:
        fs = line.split('\t')
        if len(fs) > 1 and fs[1] == 'closed':
            continue
        keep.append(line)
        if len(fs) > 4 and fs[1] == 'orders':
            if fs[0] not in rows:
                rows[fs[0]] = {}
                order.append(fs[0])
            rows[fs[0]][int(fs[2])] = (int(fs[3]), int(fs[4]))
        if len(fs) > 6 and fs[1] == 'agree':
            reached[fs[0]] = int(fs[6].split('cgx reached ')[1].split(',')[0])
    out = []
    for line in keep:
        out.append(line)
        fs = line.split('\t')
        if len(fs) > 1 and fs[1] == 'agree':
            out.extend(closed_rows(fs[0], rows[fs[0]], reached[fs[0]]))
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    return 0


def renote(path):
    """Recomputes each game's Q_reached of a recorded table (MaxHeap => reached, no time budget),
    checks that its orders are the table's, and rewrites the notes of the "orders" rows."""
    with open(path, encoding='utf-8') as f:
        lines = f.read().rstrip('\n').split('\n')
    reached = {}
    for line in lines:
        fs = line.split('\t')
        if len(fs) > 6 and fs[1] == 'agree':
            reached[fs[0]] = int(fs[6].split('cgx reached ')[1].split(',')[0])
    out = list(lines)
    for code, n in reached.items():
        rows, got, new = cgx_orders(code, 100000, n)
        for i, line in enumerate(lines):
            fs = line.split('\t')
            if len(fs) > 6 and fs[0] == code and fs[1] == 'orders':
                h = int(fs[2])
                if got != n or rows.get(h) != (int(fs[3]), int(fs[4])):
                    raise SystemExit('%s: Q_%d recomputed differs from the table at heap %d' % (code, n, h))
                fs[6] = 'Phi(H_n) = ' + new.get(h, '(no new generator)')
                out[i] = '\t'.join(fs)
        print('%s: Q_%d recomputed, its orders as recorded' % (code, n), flush=True)
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    return 0


def main(argv):
    ap = argparse.ArgumentParser(description='The partial quotients of 0.54, 0.145, 0.355 and 0.724 (issue 50 part 2), as evidence.')
    ap.add_argument('--budget', type=int, default=150, help='seconds for cgx and for MisereSolver, each game')
    ap.add_argument('--jar', default=os.path.join(ROOT, '..', 'shared', 'cgsuite', 'cgsuite-core-2.2-beta2-with-dependencies.jar'))
    ap.add_argument('--out', default=os.path.join(ROOT, 'test-games/misere-quotients/four-games-orders.tsv'))
    ap.add_argument('--from-table', metavar='FILE', help="rewrite FILE's closed rows from its data, computing nothing")
    ap.add_argument('--renote', metavar='FILE', help="recompute each game's Q_reached of FILE, check its orders, rewrite the notes")
    ap.add_argument('codes', nargs='*')
    opt = ap.parse_args(argv)
    if opt.from_table:
        return from_table(opt.from_table)
    if opt.renote:
        return renote(opt.renote)
    budget, jar, out, codes = opt.budget, opt.jar, opt.out, opt.codes or FOUR
    lines = [
        '# The partial quotients of four of Plambeck-Siegel\'s unsolved games (issue 50, part 2): EVIDENCE, not a solution.',
        '# Written by: python3 scripts/misere-quotients/four-games.py --budget %d %s' % (budget, ' '.join(codes)),
        '# date: %s, %d cores shared with other jobs (the heaps reached depend on the load)' % (datetime.date.today().isoformat(), os.cpu_count()),
        '# Rows "orders": each heap n that changes Q_n (cgx: MisereQuotient(code).Orders within the budget), |Q_n| and |P_n|,',
        '# MisereSolver\'s |Q_n| and |P_n| at n when it reached n in the same budget (else -), and Phi(H_n) when it is a generator of',
        '# Q_reached seen there first.',
        '# Rows "agree": whether the two programs give the same |Q_n| and |P_n| at every heap n both reached.',
        '# Rows "closed": for the least heap period p (1..12) that allows it, per residue a polynomial in k that |Q| (or |P|) at heap h0 + p*k',
        '# equals at every k from the one given to the heap reached (interpolated on the last deg+1 points, then checked back to',
        '# where it first fails): a pattern the data obey, which nothing here proves.',
        'code\tkind\tn\tQ_n\tP_n\tmisere_solver\tnote',
    ]
    for code in codes:
        rows, reached, new = cgx_orders(code, budget)
        changes, ms_reached, _, _ = ms.misere_solver(jar, code, 100000, budget)
        disagree = None
        now_c, now_m = (1, 0), (1, 0)
        for h in range(1, min(reached, ms_reached) + 1):
            now_c = rows.get(h, now_c)
            now_m = changes.get(h, now_m)
            if now_c != now_m and disagree is None:
                disagree = 'heap %d: cgx %d/%d, MisereSolver %d/%d' % (h, now_c[0], now_c[1], now_m[0], now_m[1])
        for n in sorted(rows):
            m = changes.get(n) if n <= ms_reached else None
            ms_text = '-' if n > ms_reached else ('%d/%d' % at(changes, n))
            lines.append('\t'.join([code, 'orders', str(n), str(rows[n][0]), str(rows[n][1]), ms_text, 'Phi(H_n) = ' + new.get(n, '(no new generator)')]))
        lines.append('\t'.join([code, 'agree', str(min(reached, ms_reached)), '', '', str(ms_reached),
                                ('yes: at every heap to %d (cgx reached %d, MisereSolver %d)' % (min(reached, ms_reached), reached, ms_reached)) if disagree is None else 'NO: ' + disagree]))
        lines.extend(closed_rows(code, rows, reached))
        print('%s: cgx to heap %d, MisereSolver to heap %d, %s' % (code, reached, ms_reached, 'agree' if disagree is None else disagree), flush=True)
    with open(out, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
