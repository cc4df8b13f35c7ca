#!/usr/bin/env python3
"""A proved family's |Q_n| and |P_n| against a recorded table of computed ones (issue 50, part 7).

Reads the certificate test-games/misere-quotients/proofs/CODE-algebraic.txt with the independent
checker (check-algebraic-proof.py: family_orders gives R_F(n), the quotient the family's
Phi(H_1..H_n) generate, reduced) and a table written by four-games.py (rows "orders": the heaps
where cgx's Q_n changes, with |Q_n| and |P_n|; row "agree": the heap cgx reached), and compares
them at every heap n up to the one reached. Prints one line; exit code 1 if they differ.

usage (from the repository's root): python3 scripts/misere-quotients/family-orders.py CODE TABLE
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
spec = importlib.util.spec_from_file_location('checker', os.path.join(HERE, 'check-algebraic-proof.py'))
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    code, table = argv
    with open(os.path.join(ROOT, 'test-games/misere-quotients/proofs', code + '-algebraic.txt'), encoding='utf-8') as f:
        F = checker.Family(checker.parse(f.read()))
    rows, reached = {}, 0
    with open(table, encoding='utf-8') as f:
        for line in f:
            fs = line.rstrip('\n').split('\t')
            if len(fs) > 2 and fs[0] == code and fs[1] == 'orders':
                rows[int(fs[2])] = (int(fs[3]), int(fs[4]))
            if len(fs) > 6 and fs[0] == code and fs[1] == 'agree':
                reached = int(fs[6].split('cgx reached ')[1].split(',')[0])
    if not reached:
        print('%s: no rows in %s' % (code, table))
        return 2
    now = (1, 0)
    for n in range(1, reached + 1):
        now = rows.get(n, now)
        fam = checker.family_orders(F, n)
        if fam != now:
            print('%s: DIFFER at heap %d: computed %d/%d, the family %d/%d' % (code, n, now[0], now[1], fam[0], fam[1]))
            return 1
    print('%s: the family\'s |Q_n| and |P_n| equal the computed ones at every heap n = 1..%d' % (code, reached))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
