#!/usr/bin/env python3
"""Independent checker of cgx's certificates that misère quotients of closures of forms are large,
and of the exclusions of the census of forms that rest on them (docs/forms-census.md, "Certified
exclusions"). It shares no code with cgx (it reads the paper's notation with the game trees of
check-form-quotient.py, a script like this one).

1. A certificate that |Q(cl A)| > B (cgx: CertifyOrderExceeds(A, B).Text, or ExclusionCertificates)
   lists the forms of the closure (each in the paper's notation with its options as the numbers of
   earlier forms, 0 the zero game), B + 1 sums X_1..X_{B+1} and test sums Z_1..Z_m of those forms
   (as form numbers), and each X_i's outcome vector (o-(X_i + Z_j))_j. The checker proves:
   - each written form is the game tree whose options are the listed forms; the forms are pairwise
     distinct, non-zero, and exactly the closure of the forms on the closure line;
   - every listed outcome, by its own exhaustive misère search on the sums of the forms (a sum is a
     P-position iff it has a move and every move leads to an N-position; a move replaces one form
     by one of its options);
   - the B + 1 vectors are pairwise distinct.
   Two sums X, Y with o-(X + Z) != o-(Y + Z) are distinguishable (Plambeck-Siegel, Definition 3.3),
   so they have different images in Q(cl A): |Q(cl A)| >= B + 1. And for any closure C containing
   cl A, the same sums and tests are sums of C's forms: |Q(C)| > B (no Lemma 4.6 needed).

2. --census INDEX [--forms DIR]: the census's exclusions at bound B (INDEX: ExclusionCertificates'
   exclusions.txt, with its certificates beside it). The checker:
   - builds the canonical misère forms born by day n - 1 itself: {S} (S a set of forms born by the
     day before) is canonical iff no option reverses (Conway, ONAG ch. 12; Siegel, Combinatorial Game
     Theory V.3): {S} = E, E = {T} an option of an option of {S}, when T is a subset of S, every
     member of S outside T has E as an option, and (the proviso) T is non-empty or some member of S
     is a misère P-position. It prints the counts by day (1, 2, 3, 5, 22 in the literature);
   - checks each listed minimal set W (its maximal forms, among those forms) against its
     certificate (part 1), whose closure line must name the same forms;
   - for every one of the 2^m sets S of forms born by day n - 1 (numpy), decides whether {S} is
     canonical by the rule above, computes cl(S), and counts the canonical {S} whose closure
     contains a certified W: for them |Q(cl {S})| > B is proved;
   - with --forms DIR: checks every certificate DIR/*.txt of a single form born by day n (part 1)
     and counts those forms as proved too (when no W already covers them);
   - prints the forms left: not excluded by any certificate checked here.

usage: check-form-exclusions.py CERT...
       check-form-exclusions.py --census INDEX [--forms DIR] [--expect-canonical N]
Exit 0 if everything checks, 1 if a certificate fails, 2 on bad usage; each certificate prints its
path, then "  OK: ..." or "  FAILED: ..." (one line).
"""
import importlib.util
import os
import sys

sys.setrecursionlimit(100000)

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('check_form_quotient', os.path.join(_here, 'check-form-quotient.py'))
_cfq = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cfq)
Trees = _cfq.Trees


# ---------------------------------------------------------------- reading a certificate

def parse(text):
    """Lines 'key: value' (# comments). Refuses what is not a certificate of this shape, with the
    line it is on."""
    cert = {'forms_at': {}, 'tests_at': {}, 'sums_at': {}}
    seen = {}

    def ints(s, at):
        try:
            return [int(x) for x in s.split()]
        except ValueError:
            raise ValueError(f'line {at}: not a list of integers: {s!r}') from None

    def one(key, at):
        v = ints(key.split(None, 1)[1] if len(key.split(None, 1)) == 2 else '', at)
        if len(v) != 1:
            raise ValueError(f'line {at}: not "{key.split()[0]} i: ..."')
        return v[0]

    for at, line in enumerate(text.splitlines(), 1):
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        key, colon, val = line.partition(':')
        key, val = key.strip(), val.strip()
        if not colon:
            raise ValueError(f'line {at}: not "key: value": {line}')
        if key in seen:
            raise ValueError(f'line {at}: a second "{key}" line (the first is line {seen[key]})')
        seen[key] = at
        if key == 'closure':
            cert['closure'] = [r.strip() for r in val.split(';')]
            if not all(cert['closure']):
                raise ValueError(f'line {at}: an empty form in the closure line')
        elif key in ('forms', 'bound', 'tests'):
            v = ints(val, at)
            if len(v) != 1 or v[0] < (1 if key == 'bound' else 0):
                raise ValueError(f'line {at}: {key} needs one number (bound >= 1, forms and tests >= 0)')
            cert[key] = v[0]
        elif key.startswith('form '):
            parts = [p.strip() for p in val.split(';')]
            if len(parts) != 2 or not parts[1].startswith('options'):
                raise ValueError(f'line {at}: not "form i: LABEL; options j k ..."')
            cert['forms_at'][one(key, at)] = (parts[0], ints(parts[1][7:], at), at)
        elif key.startswith('test '):
            cert['tests_at'][one(key, at)] = (ints(val, at), at)
        elif key.startswith('sum '):
            parts = [p.strip() for p in val.split(';')]
            if len(parts) != 2 or any(c not in 'PN' for c in parts[1]):
                raise ValueError(f'line {at}: not "sum i: j k ...; OUTCOMES" (OUTCOMES: P and N)')
            cert['sums_at'][one(key, at)] = (ints(parts[0], at), parts[1], at)
        else:
            raise ValueError(f'line {at}: unknown line: {line}')
    for k in ('closure', 'forms', 'bound', 'tests'):
        if k not in cert:
            raise ValueError('missing the ' + k + ' line')
    n, m, b = cert['forms'], cert['tests'], cert['bound']
    if sorted(cert['forms_at']) != list(range(1, n + 1)):
        raise ValueError(f'the form lines must be forms 1..{n}, each once')
    if sorted(cert['tests_at']) != list(range(1, m + 1)):
        raise ValueError(f'the test lines must be tests 1..{m}, each once')
    if sorted(cert['sums_at']) != list(range(1, b + 2)):
        raise ValueError(f'the sum lines must be sums 1..{b + 1} (bound + 1), each once')
    forms = [None]
    for i in range(1, n + 1):
        label, opts, at = cert['forms_at'][i]
        if any(j < 0 or j >= i for j in opts) or len(set(opts)) != len(opts):
            raise ValueError(f'line {at}: form {i} must list distinct options among the forms before it (0..{i - 1})')
        forms.append((label, opts))
    cert['form'] = forms

    def a_sum(v, at):
        if v == [0]:
            return ()
        if any(j < 1 or j > n for j in v):
            raise ValueError(f'line {at}: a sum lists forms 1..{n} (or is 0, the empty sum)')
        return tuple(sorted(v))

    cert['test'] = [a_sum(*cert['tests_at'][j]) for j in range(1, m + 1)]
    cert['sum'] = []
    for i in range(1, b + 2):
        v, outcomes, at = cert['sums_at'][i]
        if len(outcomes) != m:
            raise ValueError(f'line {at}: {len(outcomes)} outcomes for {m} tests')
        cert['sum'].append((a_sum(v, at), outcomes, at))
    return cert


# ---------------------------------------------------------------- the checks

def check_forms(cert, trees):
    """Each label is the tree of its listed options; distinct, non-zero, exactly the closure. The
    trees of the forms (index 0: the zero game), or an error."""
    tree = [0]
    for i, (label, opts) in enumerate(cert['form'][1:], 1):
        t = trees.game(tree[j] for j in opts)
        try:
            parsed = trees.parse(label)
        except ValueError as e:
            return None, f'form {i}: {e}'
        if parsed != t:
            return None, f'form {i}, {label}, is not the game whose options are the forms {opts} (0: the zero game)'
        if t == 0:
            return None, f'form {i} is the zero game, which the list leaves out'
        if t in tree:
            return None, f'forms {tree.index(t)} and {i} are the same game, {label}'
        tree.append(t)
    reach, stack = set(), []
    for r in cert['closure']:
        try:
            t = trees.parse(r)
        except ValueError as e:
            return None, f'the closure line: {e}'
        if t == 0:
            continue
        if t not in tree:
            return None, f'{r}, named on the closure line, is not a listed form'
        stack.append(tree.index(t))
    while stack:
        i = stack.pop()
        if i and i not in reach:
            reach.add(i)
            stack.extend(cert['form'][i][1])
    missing = [i for i in range(1, len(tree)) if i not in reach]
    if missing:
        return None, f'form {missing[0]}, {cert["form"][missing[0]][0]}, is no follower of the closure\'s forms'
    return tree, None


class Search:
    """Exhaustive misère search on sums of forms (sorted tuples of form numbers): P iff the sum
    has a move and every move leads to N; a move replaces one form by one of its options (0: the
    form is gone)."""

    def __init__(self, forms):
        self.opts = [()] + [tuple(opts) for (_, opts) in forms[1:]]
        self.memo = {}

    def is_p(self, s):
        r = self.memo.get(s)
        if r is not None:
            return r
        moved = False
        r = True
        last = None
        for k, i in enumerate(s):
            if i == last:
                continue
            last = i
            rest = s[:k] + s[k + 1:]
            for o in self.opts[i]:
                moved = True
                t = rest if o == 0 else tuple(sorted(rest + (o,)))
                if self.is_p(t):
                    r = False
                    break
            if not r:
                break
        r = r and moved
        self.memo[s] = r
        return r


def check(cert, trees=None):
    """None if the certificate proves |Q(cl A)| > B, else the first failure (one line)."""
    trees = trees or Trees()
    _, err = check_forms(cert, trees)
    if err:
        return err
    vectors = {}
    for i, (x, outcomes, at) in enumerate(cert['sum'], 1):
        if outcomes in vectors:
            return f'sums {vectors[outcomes]} and {i} have the same outcome vector {outcomes}: not distinguished'
        vectors[outcomes] = i
    search = Search(cert['form'])
    for i, (x, outcomes, at) in enumerate(cert['sum'], 1):
        for j, z in enumerate(cert['test'], 1):
            p = search.is_p(tuple(sorted(x + z)))
            if p != (outcomes[j - 1] == 'P'):
                return (f'sum {i} + test {j} is a misère {"P" if p else "N"}-position, not {outcomes[j - 1]} as listed '
                        f'(line {at})')
    cert['positions'] = len(search.memo)
    return None


def check_file(path, trees=None):
    """(cert or None, error or None) for one certificate file."""
    try:
        with open(path, encoding='utf-8') as f:
            cert = parse(f.read())
    except (OSError, UnicodeDecodeError, ValueError) as e:
        return None, str(e)
    return cert, check(cert, trees)


# ---------------------------------------------------------------- the forms by day

def forms_by_day(day, trees):
    """The canonical forms born by each day 0..day (lists of trees), by Conway's simplification
    (module docstring); and the misère P-positions among all trees met."""
    p_memo = {}
    options_of = {}

    def opts(t):
        return options_of[t]

    def is_p(t):
        r = p_memo.get(t)
        if r is None:
            o = opts(t)
            r = p_memo[t] = bool(o) and not any(is_p(u) for u in o)
        return r

    options_of[0] = ()
    days = [[0]]
    for d in range(1, day + 1):
        prev = days[-1]
        out = []
        for mask in range(1 << len(prev)):
            s = [prev[i] for i in range(len(prev)) if mask >> i & 1]
            if canonical(s, opts, is_p):
                t = trees.game(s)
                options_of[t] = tuple(s)
                out.append(t)
        days.append(out)
    return days, opts, is_p


def canonical(s, opts, is_p):
    """{S} canonical: no E = {T}, an option of a member of S, with T in S, every member of S
    outside T having E as an option, and (the proviso) T non-empty or some member of S P."""
    sset = set(s)
    some_p = any(is_p(d) for d in s)
    for d in s:
        for e in opts(d):
            t = set(opts(e))
            if not t <= sset:
                continue
            if not t and not some_p:
                continue
            if all(e in opts(x) for x in sset - t):
                return False
    return True


# ---------------------------------------------------------------- the census's exclusions

def day_forms(day, trees):
    """The forms born by day - 1 (trees), their bits, and each one's proper followers as a mask."""
    days, opts, is_p = forms_by_day(day - 1, trees)
    below = days[-1]
    bit = {t: i for i, t in enumerate(below)}
    follow = []
    for t in below:   # proper followers, as a mask of bits
        seen, stack = set(), list(opts(t))
        while stack:
            u = stack.pop()
            if u and u not in seen:
                seen.add(u)
                stack.extend(opts(u))
        follow.append(sum(1 << bit[u] for u in seen))
    return days, opts, is_p, below, bit, follow


def closures_and_canonical(below, bit, follow, opts, is_p):
    """For every set S of the forms below (a mask, numpy): cl(S) as a mask, and whether {S} is canonical."""
    import numpy as np
    m = len(below)
    n = 1 << m
    masks = np.arange(n, dtype=np.int64)
    cl = masks.copy()
    for i in range(m):
        cl |= np.where((masks >> i) & 1 == 1, follow[i], 0)
    pmask = sum(1 << bit[t] for t in below if is_p(t))
    some_p = (masks & pmask) != 0
    canon = np.ones(n, dtype=bool)
    for e in sorted({e for d in below for e in opts(d)}):   # E: an option of a member
        tm = sum(1 << bit[u] for u in opts(e))
        having = sum(1 << bit[d] for d in below if e in opts(d))
        rest = masks & ~tm
        rev = ((masks & tm) == tm) & (rest != 0) & ((rest & ~having) == 0)
        if tm == 0:
            rev &= some_p
        canon &= ~rev
    return cl, canon


def census(index, forms_dir, expect_canonical, out):
    import numpy as np
    base = os.path.dirname(os.path.abspath(index))
    meta, sets, undecided = {}, [], []
    with open(index, encoding='utf-8') as f:
        for at, line in enumerate(f, 1):
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            key, colon, val = line.partition(':')
            if not colon:
                raise ValueError(f'{index} line {at}: not "key: value"')
            key = key.strip()
            if key in ('day', 'bound'):
                meta[key] = int(val)
            elif key.startswith('set '):
                parts = [p.strip() for p in val.split(';')]
                if len(parts) < 2 or not parts[-1].startswith('certificate '):
                    raise ValueError(f'{index} line {at}: not "set k: FORM; ...; certificate FILE"')
                sets.append((key, parts[:-1], parts[-1][len('certificate '):].strip(), at))
            elif key.startswith('undecided '):
                undecided.append((key, val.strip()))
            else:
                raise ValueError(f'{index} line {at}: unknown line: {line}')
    if 'day' not in meta or 'bound' not in meta:
        raise ValueError(f'{index}: missing the day or bound line')
    day, bound = meta['day'], meta['bound']
    trees = Trees()
    days, opts, is_p, below, bit, follow = day_forms(day, trees)
    print('canonical forms born by day 0..%d: %s' % (day - 1, ', '.join(str(len(x)) for x in days)), file=out)
    m = len(below)

    failures = 0
    certified = []
    for key, names, file, at in sets:
        path = os.path.join(base, file)
        roots = []
        for r in names:
            t = trees.parse(r)
            if t not in bit:
                raise ValueError(f'{index} line {at}: {r} is not a form born by day {day - 1}')
            roots.append(t)
        cert, err = check_file(path, trees)
        if err is None and {trees.parse(r) for r in cert['closure']} != set(roots):
            err = 'its closure line names other forms than the index: ' + '; '.join(cert['closure'])
        if err is None and cert['bound'] != bound:
            err = f'bound {cert["bound"]}, not the census\'s {bound}'
        print(path, file=out)
        if err:
            failures += 1
            print('  FAILED: ' + err, file=out)
            continue
        w = 0
        for t in roots:
            w |= 1 << bit[t] | follow[bit[t]]
        certified.append(w)
        print(f'  OK: |Q(cl {{{", ".join(names)}}})| > {bound}: {bound + 1} sums, {len(cert["test"])} tests, '
              f'{cert["positions"]} positions searched', file=out)

    n = 1 << m
    cl, canon = closures_and_canonical(below, bit, follow, opts, is_p)
    ncanon = int(canon.sum())
    print(f'canonical forms born by day {day}: {ncanon}', file=out)
    if expect_canonical is not None and ncanon != expect_canonical:
        print(f'  FAILED: expected {expect_canonical}', file=out)
        failures += 1
    pruned = np.zeros(n, dtype=bool)
    for w in certified:
        pruned |= (cl & w) == w
    pruned &= canon
    npruned = int(pruned.sum())
    alone = 0
    if forms_dir:
        for name in sorted(os.listdir(forms_dir)):
            if not name.endswith('.txt'):
                continue
            path = os.path.join(forms_dir, name)
            cert, err = check_file(path, trees)
            s = None
            if err is None:
                if len(cert['closure']) != 1:
                    err = 'a form\'s certificate names one form on its closure line'
                else:
                    g = trees.parse(cert['closure'][0])
                    kids = tree_options(trees, g)
                    if any(k not in bit for k in kids):
                        err = f'{cert["closure"][0]} is not a form born by day {day}'
                    else:
                        s = sum(1 << bit[k] for k in kids)
                        if not canon[s]:
                            err = f'{cert["closure"][0]} is not in canonical form'
                        elif cert['bound'] != bound:
                            err = f'bound {cert["bound"]}, not the census\'s {bound}'
            if err:
                failures += 1
                print(path + '\n  FAILED: ' + err, file=out)
                continue
            if not pruned[s]:
                pruned[s] = True
                alone += 1
    print(f'forms born by day {day} proved to have |Q(cl G)| > {bound}: {int(pruned.sum())} '
          f'({npruned} whose closure contains one of the {len(certified)} certified closures, {alone} certified alone)', file=out)
    print(f'forms left (not excluded by a certificate checked here): {ncanon - int(pruned.sum())}', file=out)
    if undecided:
        print(f'minimal closures the census left undecided (not certified): {len(undecided)}', file=out)
    return failures


def tree_options(trees, g):
    """The options of tree g (Trees keys each tree by the frozenset of its options)."""
    for key, t in trees.ids.items():
        if t == g:
            return list(key)
    raise ValueError('unknown tree')


# ---------------------------------------------------------------- main

def main(argv):
    args = list(argv)
    if not args or args[0] in ('-h', '--help'):
        print(__doc__.strip().split('usage:')[1].split('Exit')[0].strip(), file=sys.stderr)
        return 2
    if args[0] == '--census':
        index, forms_dir, expect = None, None, None
        k = 1
        try:
            index = args[k]
            k += 1
            while k < len(args):
                if args[k] == '--forms':
                    forms_dir = args[k + 1]
                elif args[k] == '--expect-canonical':
                    expect = int(args[k + 1])
                else:
                    raise IndexError
                k += 2
        except (IndexError, ValueError):
            print('check-form-exclusions.py: usage: --census INDEX [--forms DIR] [--expect-canonical N]', file=sys.stderr)
            return 2
        try:
            return 1 if census(index, forms_dir, expect, sys.stdout) else 0
        except (OSError, ValueError) as e:
            print(f'check-form-exclusions.py: {e}', file=sys.stderr)
            return 2
    bad = 0
    trees = Trees()
    for path in args:
        cert, err = check_file(path, trees)
        print(path)
        if err:
            bad += 1
            print('  FAILED: ' + err)
        else:
            print(f'  OK: |Q(cl {"; ".join(cert["closure"])})| > {cert["bound"]}: {cert["bound"] + 1} sums pairwise distinguished by '
                  f'{len(cert["test"])} tests, {cert["positions"]} positions searched')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
