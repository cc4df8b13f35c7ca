#!/usr/bin/env python3
"""Misère outcomes of n copies of one form plus a fixed sum of forms, n = 0..N, by plain game-tree
search (docs/periods.md, Theorem 5 and section 6). It shares no code with cgx.

The forms are read from a certificate written by cgx's Certify(Q).Save(...) (the lines
"form i: LABEL; options j k ...; value v"): only the labels and the option lists are used, not the
values or the table. A position is a multiset of forms (a count per form); a move replaces one form
by one of its options (0, the zero game, is dropped). A position is a misère P-position iff it has
a move and every move leads to an N-position.

usage: outcome-sequence.py CERT X N [Y ...]
  X: the label of the repeated form; Y ...: the labels of the fixed forms (a label may repeat).
  Prints n and the outcome of n·X + Y for n = 0..N, then the sequence as one string.
example (period 12 of *4 in Q(cl *((2/320)3/4)0)):
  outcome-sequence.py Q1024.txt '*4' 24 '*2' '*2/' '*((2/320)3/4)0'
"""
import sys
from functools import lru_cache

sys.setrecursionlimit(1000000)


def read_forms(path):
    labels, options = ['0'], [[]]
    for line in open(path, encoding='utf-8'):
        line = line.split('#', 1)[0].strip()
        if not line.startswith('form '):
            continue
        head, rest = line.split(':', 1)
        i = int(head.split()[1])
        parts = [p.strip() for p in rest.split(';')]
        if i != len(labels):
            raise ValueError(f'form {i} out of order')
        labels.append(parts[0])
        opts = parts[1].split()
        if opts[0] != 'options':
            raise ValueError(f'form {i}: no options field')
        options.append([int(j) for j in opts[1:]])
    return labels, options


def main(argv):
    if len(argv) < 4:
        print(__doc__)
        return 2
    labels, options = read_forms(argv[1])
    index = {l: i for i, l in enumerate(labels)}
    x, n_max = index[argv[2]], int(argv[3])
    fixed = [index[l] for l in argv[4:]]
    k = len(labels)

    @lru_cache(maxsize=None)
    def p_position(counts):
        moved = False
        for i in range(1, k):
            if counts[i] == 0:
                continue
            for j in options[i]:
                moved = True
                c = list(counts)
                c[i] -= 1
                if j:
                    c[j] += 1
                if p_position(tuple(c)):
                    return False
        return moved

    seq = []
    for n in range(n_max + 1):
        c = [0] * k
        c[x] += n
        for f in fixed:
            c[f] += 1
        o = 'P' if p_position(tuple(c)) else 'N'
        seq.append(o)
        print(n, o, flush=True)
    print(''.join(seq))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
