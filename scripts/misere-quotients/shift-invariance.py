#!/usr/bin/env python3
"""Is Q_N's presentation invariant under the shift of its indexed generators? (issue 50, part 2)

For a game whose new generators arrive periodically (0.54: one at heap 10 + 7k, one at 14 + 7k),
name each generator from the start of the period by its residue r and index k (x_(r,k)), and the
earlier ones as constants. Shifting every indexed generator by one period (k -> k + 1) maps a
relation to another; if the presentation cgx prints for Q_N is, in a window of indices, mapped into
itself, the quotient has the shape of an algebraic-periodic family with BOUNDED exponents (no b^n
growing with n), several indexed families at once. This script reports:

- the generators' heaps and the period (from Phi);
- the window [k0, K] of indices where every relation is carried by the shift to a relation of the
  presentation (K leaves out the last TOP periods, whose generators the heaps above N may still
  change), the number of relations checked, and the first that is not carried, if any;
- the relation templates: each relation with least index k0 written with k, as a family would state
  them.

A shifted relation is "carried" when it holds in Q_N: both sides have the same normal form
(Q.Multiply), so relations the presentation writes another way count. It is EVIDENCE: Q_N to a
finite N says nothing of later heaps.

usage: python3 scripts/misere-quotients/shift-invariance.py CODE N [--top T] [--start HEAP]   (from the repository's root)
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def quotient(code, n):
    src = '\n'.join([
        'Q := MisereQuotient("%s", MaxHeap => %d);' % (code, n),
        'print("@@max " + Q.MaxHeap);',
        'print("@@gens " + Q.Generators);',
        'print("@@pres " + Q.Presentation);',
        'for h from 1 to Q.MaxHeap do print("@@phi " + h + " " + Q.Phi(h)) end',
    ])
    p = subprocess.run([os.path.join(ROOT, 'cgx'), '-e', src], cwd=ROOT, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit('cgx failed: %s' % (p.stdout + p.stderr).strip().splitlines()[-1:])
    out = {'phi': {}}
    for line in p.stdout.splitlines():
        if line.startswith('@@max '):
            out['max'] = int(line[6:])
        elif line.startswith('@@gens '):
            out['gens'] = [g.strip() for g in line[7:].strip('[] ').split(',')]
        elif line.startswith('@@pres '):
            out['pres'] = line[7:]
        elif line.startswith('@@phi '):
            _, h, w = line.split(' ', 2)
            out['phi'][int(h)] = w.strip()
    return out


def word(text, gens):
    """A word 'ab^2c' (or 'ab^7*g16_': names of several characters, '*' between factors) as
    {generator: exponent}, each factor the longest generator name that starts there; '1' is empty."""
    text = text.strip().replace('*', '')
    if text == '1':
        return {}
    names = sorted(gens, key=len, reverse=True)
    out = {}
    i = 0
    while i < len(text):
        g = next((n for n in names if text.startswith(n, i)), None)
        if g is None:
            raise ValueError('not a generator at %r in %r' % (text[i:], text))
        i += len(g)
        e = 1
        m = re.match(r'\^(\d+)', text[i:])
        if m:
            e = int(m.group(1))
            i += len(m.group(0))
        out[g] = out.get(g, 0) + e
    return out


def generator_heaps(phi, gens):
    """{generator: the first heap h with Phi(H_h) that generator}, from {h: Phi(H_h)}."""
    heap_of = {}
    for h in sorted(phi):
        if phi[h] in gens and phi[h] not in heap_of:
            heap_of[phi[h]] = h
    return heap_of


def main(argv):
    args = list(argv)
    top, start = 3, None
    if '--start' in args:
        i = args.index('--start')
        start = int(args[i + 1])
        del args[i:i + 2]
    if '--top' in args:
        i = args.index('--top')
        top = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 2 or not args[1].isdigit():
        print(__doc__)
        return 2
    code, n = args[0], int(args[1])
    q = quotient(code, n)
    gens = q['gens']
    body = q['pres'][q['pres'].index('|') + 1:].rstrip('> ')
    rels = []
    for r in body.split(','):
        l, rhs = r.split('=')
        rels.append((word(l, gens), word(rhs, gens)))
    heap_of = generator_heaps(q['phi'], gens)
    order = sorted(heap_of, key=heap_of.get)
    heaps = [heap_of[g] for g in order]
    gaps = [b - a for a, b in zip(heaps, heaps[1:])]
    found = None
    for per in range(1, 5):
        for s in range(len(gaps)):
            tail = gaps[s:]
            if len(tail) >= 3 * per and all(tail[i] == tail[i % per] for i in range(len(tail))):
                found = (per, s)
                break
        if found:
            break
    if not found:
        print('%s: no period in the generators\' heaps %s' % (code, heaps))
        return 1
    per, s = found
    period = sum(gaps[s:s + per])
    # the first period's generators are constants (0.54's c at heap 7 opens the pattern but has
    # relations of its own), unless --start names the heap of the first indexed generator
    s = heaps.index(start) if start in heaps else s + per
    name = {}
    for i, g in enumerate(order):
        name[g] = ('const', g) if i < s else ((i - s) % per, (i - s) // per)
    kmax = max(k for g, (r, k) in ((g, v) for g, v in name.items() if v[0] != 'const'))
    print('%s, Q_%d: generators at heaps %s' % (code, q['max'], ', '.join('%s %d' % (g, heap_of[g]) for g in order)))
    fams = ['x_k at heaps %d + %dk (%s)' % (heap_of[order[s + r]], period, ', '.join(g for g in order if name[g][0] == r)) for r in range(per)]
    print('constants %s; %d indexed famil%s: %s' % (', '.join(order[:s]), per, 'y' if per == 1 else 'ies', '; '.join(f.replace('x_k', 'x%d_k' % r if per > 1 else 'x_k') for r, f in enumerate(fams))))
    by = {v: g for g, v in name.items()}

    def key(rel):
        return tuple(sorted((tuple(sorted(rel[0].items())), tuple(sorted(rel[1].items())))))

    def indices(rel):
        return [name[g][1] for side in rel for g in side if name[g][0] != 'const']

    def shifted(rel, d):
        out = []
        for side in rel:
            t = {}
            for g, e in side.items():
                v = name[g]
                if v[0] == 'const':
                    t[g] = e
                else:
                    h = by.get((v[0], v[1] + d))
                    if h is None:
                        return None
                    t[h] = e
            out.append(t)
        return tuple(out)

    def text(side):
        return ''.join(g + ('^%d' % e if e > 1 else '') for g, e in side.items()) or '1'

    # every shifted relation (by +1 and -1), decided in Q_N: both sides' normal forms
    todo = []
    for r in rels:
        for d in (1, -1):
            t = shifted(r, d)
            if t is not None:
                todo.append((key(r), d, text(t[0]), text(t[1])))
    holds = {}
    if todo:
        src = '\n'.join(['Q := MisereQuotient("%s", MaxHeap => %d);' % (code, n)] +
                         ['print("@@ %d " + (Q.Multiply("%s", "1") == Q.Multiply("%s", "1")));' % (i, l, r) for i, (_, _, l, r) in enumerate(todo)])
        with tempfile.NamedTemporaryFile('w', suffix='.cgx', delete=False, encoding='utf-8') as f:
            f.write(src + '\n')   # a script file: the list is too long for a command line
        try:
            p = subprocess.run([os.path.join(ROOT, 'cgx'), f.name], cwd=ROOT, capture_output=True, text=True)
        finally:
            os.unlink(f.name)
        if p.returncode != 0:
            raise SystemExit('cgx failed: %s' % (p.stdout + p.stderr).strip().splitlines()[-1:])
        for line in p.stdout.splitlines():
            if line.startswith('@@ '):
                _, i, v = line.split()
                holds[(todo[int(i)][0], todo[int(i)][1])] = v == 'true'

    def carried(rel, d):
        return holds.get((key(rel), d), False)
    K = kmax - top                   # the last periods left out
    if K < 2:
        print('too few periods below the top of Q_%d (indices to %d, the last %d left out): compute more heaps' % (q['max'], kmax, top))
        return 1
    best = None
    for k0 in range(0, K):
        checked, bad = 0, None
        for r in rels:
            ix = indices(r)
            if not ix or min(ix) < k0 or max(ix) + 1 > K:
                continue
            checked += 1
            if not carried(r, 1):
                bad = r
                break
        # and the other way: each relation in the window with least index > k0 comes from one below
        if bad is None:
            for r in rels:
                ix = indices(r)
                if not ix or min(ix) < k0 + 1 or max(ix) > K:
                    continue
                if not carried(r, -1):
                    bad = r
                    break
        if bad is None:
            best = (k0, checked)
            break
        elif k0 == 0:
            first_bad = bad
    show = lambda rel: ' = '.join(''.join(g + ('^%d' % e if e > 1 else '') for g, e in side.items()) or '1' for side in rel)
    if best is None:
        print('NOT shift-invariant in any window below index %d: e.g. %s is not carried (its shift does not hold in Q_%d)' % (K, show(first_bad), q['max']))
        return 1
    k0, checked = best
    print('shift-invariant for indices %d..%d (the last %d period%s left out): each of the %d relations there, shifted by k -> k + 1, holds in Q_%d, and so does each shifted by k -> k - 1 with least index above %d'
          % (k0, K, top, '' if top == 1 else 's', checked, q['max'], k0))
    # templates: the relations whose least index is k0, in terms of k
    temps = []
    for r in rels:
        ix = indices(r)
        if ix and min(ix) == k0 and max(ix) <= K:
            def tn(g):
                v = name[g]
                if v[0] == 'const':
                    return g
                d = v[1] - k0
                fam = 'x%d' % v[0] if per > 1 else 'x'
                return '%s_(k%s)' % (fam, '' if d == 0 else '+%d' % d)
            temps.append(' = '.join(''.join(tn(g) + ('^%d' % e if e > 1 else '') for g, e in side.items()) or '1' for side in r))
    print('templates (k >= %d; a relation x_j..x_k with a gap j < k - 1 appears once per gap):' % k0)
    for t in temps:
        print('  ' + t)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
