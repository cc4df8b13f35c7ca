#!/usr/bin/env python3
"""Independent checker of cgx's certificates that a finite monoid Q with P-portion P is the misère
quotient Q(cl A) of the closure of a set A of impartial forms (Plambeck-Siegel section 4).

It shares no code with cgx. A certificate (written by cgx's Certify(Q).Text) lists the forms of the
closure (each in the paper's notation, with its options as the numbers of earlier forms, 0 the zero
game, and its value in Q), the P-portion and the multiplication table of Q on 0..|Q|-1. From the
text alone the checker proves that G -> value(G) (extended to sums as the product of the values of
the terms) is the quotient map of the sums of forms of the closure:

1. the forms: each written form, read in the paper's notation, is the game tree whose options are
   the listed forms; the forms are pairwise distinct and non-zero, and they are exactly the closure
   of the forms named on the closure line (every option is listed, every form is a follower);
2. the algebra: 0 is an identity, the table is commutative and associative (every triple), every
   element is a product of the forms' values, and Q is reduced: no two elements x != y have
   xz in P <=> yz in P for every z;
3. the outcome rule on every sum G of forms of the closure (there are infinitely many; they enter
   only through finitely many values): value(G) in P iff G has an option and no option of G has its
   value in P. Decided by two least fixpoints over sets of elements (docs/algebraic-periodicity.md,
   "The base without a quotient engine"): U[x], the values of the options of the sums of value x;
   W[x] (W1[x]): the z such that some sum of value x (with an option) has no option v with zv in P.
   Then (A) x in P needs U[x] and P disjoint, and no sum without options of value x; (B) x not in P
   needs identity not in W1[x]. By induction on G, value(G) in P exactly when G is a misère
   P-position; with the algebra, equal values are indistinguishable and different values are
   distinguished (reduced, and every z is a value), so Q is the quotient and P its P-portion;
4. a cross-check, not needed by the proof: exhaustive misère search (a position is P iff it has a
   move and every move leads to N) on every sum of at most --terms forms, straight from the option
   lists, compared with the values.

usage: check-form-quotient.py [--terms K] CERT...
       K defaults to the most forms whose sums number at most 50000. Exit 0 if every certificate
       checks, 1 otherwise; each certificate prints its path, then "  OK: ..." or "  FAILED: ...".
"""
import sys

sys.setrecursionlimit(100000)


# ---------------------------------------------------------------- game trees, hash-consed

class Trees:
    """Game trees as numbers: a tree is the set of its options' numbers; 0 is the zero game."""

    def __init__(self):
        self.ids = {frozenset(): 0}
        self.nims = [0]

    def game(self, options):
        key = frozenset(options)
        g = self.ids.get(key)
        if g is None:
            g = self.ids[key] = len(self.ids)
        return g

    def nim(self, n):
        while len(self.nims) <= n:
            self.nims.append(self.game(self.nims))
        return self.nims[n]

    def parse(self, text):
        """The paper's notation: 0, *, or * followed by a body; a body of one item is that item's
        game, of two or more the game with those options; an item is a digit n or {n} (*n), a
        parenthesised body, or an item followed by '/' (the game whose only option is the item)."""
        t = text.strip()
        if t == '0':
            return 0
        if not t.startswith('*'):
            raise ValueError(f'a form starts with "*" or is 0: {text!r}')
        if t == '*':
            return self.nim(1)
        g, pos = self._body(t, 1, False)
        if pos != len(t):
            raise ValueError(f'unexpected {t[pos]!r} at {pos + 1} in {text!r}')
        return g

    def _body(self, t, pos, nested):
        items = []
        while pos < len(t) and t[pos] != ')':
            g, pos = self._item(t, pos)
            items.append(g)
        if nested:
            if pos >= len(t):
                raise ValueError(f'unclosed "(" in {t!r}')
            pos += 1
        elif pos < len(t):
            raise ValueError(f'unmatched ")" at {pos + 1} in {t!r}')
        if not items:
            raise ValueError(f'an empty body in {t!r}')
        return (items[0] if len(items) == 1 else self.game(items)), pos

    def _item(self, t, pos):
        c = t[pos]
        if c.isdigit():
            g, pos = self.nim(int(c)), pos + 1
        elif c == '{':
            end = t.find('}', pos)
            if end < 0 or not t[pos + 1:end].isdigit():
                raise ValueError(f'a bad {{n}} at {pos + 1} in {t!r}')
            g, pos = self.nim(int(t[pos + 1:end])), end + 1
        elif c == '(':
            g, pos = self._body(t, pos + 1, True)
        else:
            raise ValueError(f'unexpected {c!r} at {pos + 1} in {t!r}')
        while pos < len(t) and t[pos] == '/':
            g, pos = self.game([g]), pos + 1
        return g, pos


# ---------------------------------------------------------------- reading a certificate

def parse(text):
    """Lines 'key: value' (# comments). Refuses what is not a certificate of the shape the checks
    read, with the line it is on."""
    cert = {'forms_at': {}, 'rows': {}}
    seen = {}

    def ints(s, at):
        try:
            return [int(x) for x in s.split()]
        except ValueError:
            raise ValueError(f'line {at}: not a list of integers: {s!r}') from None

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
        elif key in ('forms', 'order'):
            v = ints(val, at)
            if len(v) != 1 or v[0] < (0 if key == 'forms' else 1):
                raise ValueError(f'line {at}: {key} needs one number (order >= 1, forms >= 0)')
            cert[key] = v[0]
        elif key == 'P':
            cert['P'] = ints(val, at)
        elif key.startswith('form '):
            i = ints(key[5:], at)
            parts = [p.strip() for p in val.split(';')]
            if len(i) != 1 or len(parts) != 3 or not parts[1].startswith('options') or not parts[2].startswith('value'):
                raise ValueError(f'line {at}: not "form i: LABEL; options j k ...; value v"')
            v = ints(parts[2][5:], at)
            if len(v) != 1:
                raise ValueError(f'line {at}: a form has one value')
            cert['forms_at'][i[0]] = (parts[0], ints(parts[1][7:], at), v[0], at)
        elif key.startswith('row '):
            x = ints(key[4:], at)
            if len(x) != 1:
                raise ValueError(f'line {at}: not "row x: ..."')
            cert['rows'][x[0]] = (ints(val, at), at)
        else:
            raise ValueError(f'line {at}: unknown line: {line}')
    for k in ('closure', 'forms', 'order', 'P'):
        if k not in cert:
            raise ValueError('missing the ' + k + ' line')
    n, order = cert['forms'], cert['order']
    if sorted(cert['forms_at']) != list(range(1, n + 1)):
        raise ValueError(f'the form lines must be forms 1..{n}, each once')
    if sorted(cert['rows']) != list(range(order)):
        raise ValueError(f'the row lines must be rows 0..{order - 1}, each once')
    mul = []
    for x in range(order):
        row, at = cert['rows'][x]
        if len(row) != order or any(v < 0 or v >= order for v in row):
            raise ValueError(f'line {at}: row {x} needs {order} elements in 0..{order - 1}')
        mul.append(row)
    cert['mul'] = mul
    if len(set(cert['P'])) != len(cert['P']) or any(x < 0 or x >= order for x in cert['P']):
        raise ValueError(f'line {seen["P"]}: P must be distinct elements in 0..{order - 1}')
    forms = [None]
    for i in range(1, n + 1):
        label, opts, v, at = cert['forms_at'][i]
        if any(j < 0 or j >= i for j in opts) or len(set(opts)) != len(opts):
            raise ValueError(f'line {at}: form {i} must list distinct options among the forms before it (0..{i - 1})')
        if not 0 <= v < order:
            raise ValueError(f'line {at}: value {v} outside 0..{order - 1}')
        forms.append((label, opts, v))
    cert['form'] = forms
    return cert


# ---------------------------------------------------------------- the checks

def check_forms(cert):
    """Each label is the tree of its listed options; distinct, non-zero, and exactly the closure."""
    trees = Trees()
    tree = [0]
    for i, (label, opts, _) in enumerate(cert['form'][1:], 1):
        t = trees.game(tree[j] for j in opts)
        if trees.parse(label) != t:
            return f'form {i}, {label}, is not the game whose options are the forms {opts} (0: the zero game)'
        if t == 0:
            return f'form {i} is the zero game, which the list leaves out'
        if t in tree:
            return f'forms {tree.index(t)} and {i} are the same game, {label}'
        tree.append(t)
    reach, stack = set(), []
    for r in cert['closure']:
        t = trees.parse(r)
        if t == 0:
            continue
        if t not in tree:
            return f'{r}, named on the closure line, is not a listed form'
        stack.append(tree.index(t))
    while stack:
        i = stack.pop()
        if i and i not in reach:
            reach.add(i)
            stack.extend(cert['form'][i][1])
    missing = [i for i in range(1, len(tree)) if i not in reach]
    if missing:
        return f'form {missing[0]}, {cert["form"][missing[0]][0]}, is no follower of the closure\'s forms'
    return None


def check_algebra(cert):
    mul, order = cert['mul'], cert['order']
    for x in range(order):
        if mul[0][x] != x or mul[x][0] != x:
            return f'0 is not an identity: 0*{x} or {x}*0 is not {x}'
        for y in range(x):
            if mul[x][y] != mul[y][x]:
                return f'not commutative: {x}*{y} != {y}*{x}'
    for x in range(order):
        rx = mul[x]
        for y in range(order):
            ry, xy = mul[y], rx[y]
            if [rx[v] for v in ry] != mul[xy]:
                z = next(z for z in range(order) if rx[ry[z]] != mul[xy][z])
                return f'not associative: ({x}*{y})*{z} != {x}*({y}*{z})'
    values = sorted({f[2] for f in cert['form'][1:]})
    reached, frontier = {0}, [0]
    while frontier:
        nxt = []
        for x in frontier:
            for v in values:
                y = mul[x][v]
                if y not in reached:
                    reached.add(y)
                    nxt.append(y)
        frontier = nxt
    if len(reached) != order:
        return f'element {min(set(range(order)) - reached)} is no product of the forms\' values'
    p = set(cert['P'])
    sig = {}
    for x in range(order):
        s = sum(1 << z for z in range(order) if mul[x][z] in p)
        if s in sig:
            return f'not reduced: elements {sig[s]} and {x} are indistinguishable (xz in P iff yz in P for every z)'
        sig[s] = x
    return None


def bits(mask):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def check_rule(cert):
    """The outcome rule on every sum of forms of the closure, by least fixpoints (module comment, 3)."""
    mul, order, forms = cert['mul'], cert['order'], cert['form'][1:]
    p = set(cert['P'])
    pmask = sum(1 << x for x in p)
    full = (1 << order) - 1
    val = [f[2] for f in forms]
    opt = [sorted({0 if j == 0 else cert['form'][j][2] for j in f[1]}) for f in forms]   # O_h: values of form h's options
    # sums without options: only sums of forms without options (the empty sum among them)
    bare = {0}
    stack = [0]
    while stack:
        x = stack.pop()
        for h in range(len(forms)):
            if not opt[h] and mul[x][val[h]] not in bare:
                bare.add(mul[x][val[h]])
                stack.append(mul[x][val[h]])
    for x in sorted(bare):
        if x in p:
            return f'a sum without a move (an N-position) has the value {x}, which is in P'
    # pz[u]: the z with zu in P; pre[v][t]: the z with zv = t
    pz = [sum(1 << z for z in range(order) if mul[u][z] in p) for u in range(order)]
    pre = {}
    for v in set(val):
        pv = [0] * order
        for z in range(order):
            pv[mul[z][v]] |= 1 << z
        pre[v] = pv

    def times(v, mask):
        out = 0
        for t in bits(mask):
            out |= 1 << mul[v][t]
        return out

    def preimage(v, mask):
        out = 0
        for t in bits(mask):
            out |= pre[v][t]
        return out

    # U: the values of the options of the sums of each value, built one form at a time from the empty sum
    reached = [False] * order
    reached[0] = True
    u = [0] * order
    work, queued = [0], {0}
    while work:
        y = work.pop()
        queued.discard(y)
        for h in range(len(forms)):
            x = mul[y][val[h]]
            new = times(val[h], u[y])
            for o in opt[h]:
                new |= 1 << mul[y][o]
            if not reached[x] or new & ~u[x]:
                reached[x] = True
                u[x] |= new
                if x not in queued:
                    queued.add(x)
                    work.append(x)
    for x in range(order):
        if reached[x] and x in p and u[x] & pmask:
            v = next(bits(u[x] & pmask))
            return f'(A) fails: a sum of value {x}, in P, has an option of value {v}, also in P'
    # W, W1: the z such that some sum of value x (W1: with an option) has no option v with zv in P
    w, w1 = [0] * order, [0] * order
    w[0] = full
    work, queued = [0], {0}
    while work:
        y = work.pop()
        queued.discard(y)
        for h in range(len(forms)):
            x, v = mul[y][val[h]], val[h]
            c = full
            for o in opt[h]:
                c &= ~pz[mul[y][o]]
            g = preimage(v, w[y])
            g1 = preimage(v, w1[y])
            na = g & c
            nm = c & (g1 | (g if opt[h] else 0))
            if na & ~w[x] or nm & ~w1[x]:
                w[x] |= na
                w1[x] |= nm
                if x not in queued:
                    queued.add(x)
                    work.append(x)
    for x in range(order):
        if x not in p and w1[x] & 1:
            return f'(B) fails: a sum of value {x}, not in P, has options and none of a value in P (it is a P-position)'
    return None


def count_sums(n, k):
    c = 1
    for i in range(1, k + 1):
        c = c * (n + i) // i
    return c


def search(cert, terms):
    """Every sum of at most `terms` forms: its misère outcome from the option lists against its value."""
    mul, forms = cert['mul'], cert['form']
    n = len(forms) - 1
    p = set(cert['P'])
    memo = {}

    def is_p(sum_):   # sum_: a sorted tuple of form numbers
        r = memo.get(sum_)
        if r is None:
            moved = False
            r = True
            for k, i in enumerate(sum_):
                if k and sum_[k - 1] == i:
                    continue
                rest = sum_[:k] + sum_[k + 1:]
                for j in forms[i][1]:
                    moved = True
                    if is_p(tuple(sorted(rest + (j,))) if j else rest):
                        r = False
                        break
                if not r:
                    break
            r = r and moved
            memo[sum_] = r
        return r

    def value(sum_):
        x = 0
        for i in sum_:
            x = mul[x][forms[i][2]]
        return x

    count = 0

    def sums(prefix, smallest, left):
        nonlocal count
        count += 1
        s = tuple(prefix)
        if is_p(s) != (value(s) in p):
            return s
        if left:
            for i in range(smallest, n + 1):
                bad = sums(prefix + [i], i, left - 1)
                if bad:
                    return bad
        return None

    bad = sums([], 1, terms)
    if bad:
        names = ' + '.join(forms[i][0] for i in reversed(bad)) or '0'
        return count, f'{names} is a misère {"P" if is_p(bad) else "N"}-position but its value {value(bad)} is {"not " if is_p(bad) else ""}in P'
    return count, None


def check(cert, terms=None):
    n = cert['forms']
    for name, part in (('the forms', check_forms), ('the algebra', check_algebra), ('the outcome rule', check_rule)):
        why = part(cert)
        if why:
            return False, f'{name}: {why}'
    k = terms
    if k is None:
        k = 0
        while k < 30 and count_sums(n, k + 1) <= 50000:
            k += 1
    count, why = search(cert, k)
    if why:
        return False, f'the search: {why}'
    return True, (f'proved: Q (|Q| = {cert["order"]}, |P| = {len(cert["P"])}) is the misère quotient of the closure of '
                  f'{"; ".join(cert["closure"])} ({n} forms), P its P-portion; exhaustive search on the {count} sums '
                  f'of at most {k} forms agrees')


def main(argv):
    terms, paths = None, []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == '--terms':
            if not args or not args[0].isdigit():
                print('check-form-quotient.py: --terms needs a number', file=sys.stderr)
                return 2
            terms = int(args.pop(0))
        elif a in ('-h', '--help'):
            print(__doc__)
            return 0
        elif a.startswith('-'):
            print(f'check-form-quotient.py: unknown option {a} (usage: check-form-quotient.py [--terms K] CERT...)', file=sys.stderr)
            return 2
        else:
            paths.append(a)
    if not paths:
        print('usage: check-form-quotient.py [--terms K] CERT...', file=sys.stderr)
        return 2
    ok = True
    for path in paths:
        try:
            with open(path, encoding='utf-8') as f:
                cert = parse(f.read())
        except (OSError, ValueError, UnicodeDecodeError) as e:
            print(f'{path}:\n  FAILED: not a certificate: {e}')
            ok = False
            continue
        print(f'{path}: {"; ".join(cert["closure"])}')
        try:
            good, why = check(cert, terms)
        except ValueError as e:
            good, why = False, str(e)
        except Exception as e:   # a certificate must never crash the checker: the fuzz test looks for this line
            good, why = False, f'internal error of the checker: {type(e).__name__}: {e}'
        print(('  OK: ' if good else '  FAILED: ') + why, flush=True)
        ok &= good
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
