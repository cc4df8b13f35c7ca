#!/usr/bin/env python3
"""Independent checker of cgx's proofs that an algebraic-periodic family is the misère quotient
of an octal game for every heap (docs/algebraic-periodicity.md, "The weight-form induction").

It shares no code with cgx. It reads a certificate (the family, the game's code digits and the
base heap B) and proves, from the certificate alone, that p(G) = [Φ_F(G) ∈ P_F], computed from the
heaps' weights, obeys the misère rule (G is P iff G has a move and no option is P) at every sum G
of heaps; by induction on G's birthday, p is then the misère outcome of every sum. Three parts:

- the base: every sum of heaps <= B. The sums enter only through a finite monoid (their weights,
  clipped, reduced), and the rule is decided on it exactly: a direct check for the P-positions
  and a least fixpoint for the N-positions (base_check);
- exhaustive misère search on every sum of total size <= --sums (default 20), straight from the
  digits, compared with p: a cross-check of the base check, not needed by the proof (search);
- the step: every sum with a heap > B, by finitely many abstract states (step). A pattern may
  interleave pure powers of b (words "pure a u v": a^a b^(uk+v)); the step then follows levels,
  delta = W - beta(level of the top heap) and the other heaps' top index, with the far lemma
  (docs/algebraic-periodicity.md, "Pure powers of b").

usage: check-algebraic-proof.py [--sums T] [--skip-base] CERT...
       exit 0 if every certificate checks, 1 otherwise. --skip-base checks the step alone (the
       base is then not verified, and OK says so).
"""
import sys
from types import SimpleNamespace

NEG, POS = 'NEG', 'POS'


class Family:
    """Generators a, b (maybe c) and x_n; b^(n+t) x_n = a^alpha(n) b^beta(n); P = {a, b^2m} plus
    a^e b^m x_n, m < n, with parities (e, m, n) in pidx; Phi from a prefix, then a pattern."""

    def __init__(self, cert):
        self.t = cert['t']
        self.alpha = cert['alpha']
        self.beta = cert['beta']
        self.pidx = cert['pidx']
        self.prefix = cert['prefix']
        self.h0 = len(self.prefix) + 1
        self.pattern = cert['pattern']
        self.cx = cert.get('cx', [])      # [(e_i, j_i)]: c_i x_n = a^e_i b^j_i x_n, i = 1, 2, ...
        self.u = cert.get('u', 0)         # the parities decide P for a^e b^m x_n with m < n + u
        self.p = len(self.pattern)
        slopes = {pt[2][0] for pt in self.pattern if pt[2] is not None}
        if len(slopes) != 1 or min(slopes) < 1:
            raise ValueError('the pattern needs family generators, with one index slope q >= 1')
        self.q = slopes.pop()
        self.pure = any(pt[2] is None for pt in self.pattern)
        self.P = 2 * self.p
        self._memo = {}

    def al(self, n):
        return (self.alpha[0] * n + self.alpha[1]) % 2

    def be(self, n):
        return self.beta[0] * n + self.beta[1]

    def wN(self, n):
        return self.be(n) - n - self.t

    def stats(self, h):
        """(e, w, nu) of heap h: the a-parity, the weight, the index (-1: none)."""
        r = self._memo.get(h)
        if r is None:
            r = self._memo[h] = self._stats(h)
        return r

    def _stats(self, h):
        if h < self.h0:
            a, b, c, x = self.prefix[h - 1]
            if x >= 0:
                return ((a + self.al(x)) % 2, b + self.wN(x), x)
            if c:
                return ((a + self.cx[c - 1][0]) % 2, self.cx[c - 1][1], -1)
            return (a % 2, b, -1)
        k, r = divmod(h - self.h0, self.p)
        a, j, idx = self.pattern[r]
        if idx is None:    # a pure a^a b^(uk+v), j = (u, v)
            return (a % 2, j[0] * k + j[1], -1)
        ik, il = idx
        n = ik * k + il
        return ((a + self.al(n)) % 2, j + self.wN(n), n)

    def level(self, h):
        """A heap's level: its index; for a pure power of b past h0, the largest index among the p
        heaps below it (so a large heap's weight is its level plus a constant of its class)."""
        n = self.stats(h)[2]
        if n >= 0 or h < self.h0:
            return n
        return max([self.stats(h - i)[2] for i in range(1, self.p + 1) if h - i >= 1] + [-1])

    def pclass(self, e, wpar, npar, cls):
        """P-membership of the element with a-parity e, weight parity wpar, top index parity npar,
        and d = W - beta(N) in class GE (d >= 0), MID (-t <= d < 0) or LT (d < -t)."""
        if cls == 'GE':
            return e == 0 and wpar == 0
        if cls == 'MID':
            return False
        return self.pidx[(e - self.al(npar)) % 2][(wpar - self.wN(npar)) % 2][npar]

    def rule(self, E, W, N, kind):
        """P-membership of a product with a-parity E, weight W, top index N (-1: none) and kind
        (0: a power of a, 1: a^e c, 2: anything else); Lemma W, and P = {a, b^2m (m >= 1)} on the
        pure elements."""
        if N >= 0:
            d = W - self.be(N)
            return self.pclass(E % 2, W % 2, N % 2, self.dclass(d))
        if kind >= 10:   # a^e c_i alone
            return False
        return (E % 2 == 1 and W == 0) or (E % 2 == 0 and W % 2 == 0 and W >= 2)

    def dclass(self, d):
        """Where d = W - beta(N) lies: collapsed (GE, d >= 0), never P (MID, u - t <= d < 0), or by the parities (LT)."""
        return 'GE' if d >= 0 else ('MID' if d >= self.u - self.t else 'LT')

    def is_c(self, h):
        """Which sporadic generator heap h's value is (1, 2, ...), or 0."""
        return self.prefix[h - 1][2] if h < self.h0 else 0


def options(digits, h):
    out = []
    for k, dg in enumerate(digits):
        if k > h:
            break
        rem = h - k
        if dg & 1 and rem == 0 and k > 0:
            out.append(())
        if dg & 2 and rem >= 1 and k > 0:
            out.append((rem,))
        if dg & 4:
            for u in range(1, rem // 2 + 1):
                out.append((u, rem - u))
    return out


def reduced_monoid(F, B):
    """The values of the sums of heaps <= B (base_check, 1): the monoid M of s(G), reduced to R.
    R's elements are 0..r-1 with the product mt, P-membership PR and identity ONE; cl maps M to R,
    hv gives each heap's value in M, mul is M's product, one M's identity, and witness[x] a sum of
    value x in M."""
    st = {h: F.stats(h) for h in range(1, B + 1)}
    if any(w < 0 for (_, w, _) in st.values()):
        raise ValueError('a heap has a negative weight')
    NB = max(s[2] for s in st.values())
    jc = max([j for _, j in F.cx] + [0])
    cap = max(F.be(max(NB, 0)) + 2, jc + 1, 3)

    def clip(W):
        return W if W < cap else cap + (W - cap) % 2

    def mul(x, y):
        # kind 0: a power of a, 10 + i: a^e c_i alone, 2: anything else
        k = y[3] if x[3] == 0 else (x[3] if y[3] == 0 else 2)
        return ((x[0] + y[0]) % 2, clip(x[1] + y[1]), max(x[2], y[2]), k)

    def isP(x):
        return F.rule(*x)

    hv = {}
    for h in range(1, B + 1):
        e, w, n = st[h]
        hv[h] = (e, clip(w), n, 10 + F.is_c(h) if F.is_c(h) else (0 if w == 0 and n < 0 else 2))
    one = (0, 0, -1, 0)
    first = {}
    for h in range(B, 0, -1):
        first[hv[h]] = h
    gens = sorted(first)
    # the closure, with a witness sum for each element
    witness = {one: ()}
    todo = [one]
    while todo:
        x = todo.pop()
        for g in gens:
            y = mul(x, g)
            if y not in witness:
                witness[y] = tuple(sorted(witness[x] + (first[g],)))
                todo.append(y)
    elems = sorted(witness)
    idx = {x: i for i, x in enumerate(elems)}
    n = len(elems)
    gtab = [[idx[mul(x, g)] for g in gens] for x in elems]
    cls = [1 if isP(x) else 0 for x in elems]
    count = len(set(cls))
    while True:
        sig = {}
        cls = [sig.setdefault((cls[i],) + tuple(cls[j] for j in gtab[i]), len(sig)) for i in range(n)]
        if len(sig) == count:
            break
        count = len(sig)
    r = count
    rep = [None] * r
    for i in range(n):
        if rep[cls[i]] is None:
            rep[cls[i]] = elems[i]
    cl = lambda x: cls[idx[x]]
    mt = [[cl(mul(rep[a], rep[b])) for b in range(r)] for a in range(r)]
    # the reduction is a congruence: multiplying any element by a heap lands in the class mt says
    gcl = [cl(g) for g in gens]
    for i in range(n):
        for k, j in enumerate(gtab[i]):
            if cls[j] != mt[cls[i]][gcl[k]]:
                raise RuntimeError('the reduction is not a congruence')
    PR = [isP(rep[a]) for a in range(r)]
    ONE = cl(one)
    return SimpleNamespace(n=n, r=r, mt=mt, PR=PR, ONE=ONE, cl=cl, hv=hv, mul=mul, one=one, witness=witness, rep=rep)


def family_orders(F, n):
    """|Q_n| and |P_n| as the family predicts them: R for the heaps <= n (R_F(n), reduced)."""
    m = reduced_monoid(F, n)
    return m.r, sum(m.PR)


def base_check(F, digits, B, out):
    """The misère rule for p at every sum of heaps <= B (there are infinitely many), decided exactly.

    1. A sum G is seen as s(G) = (E mod 2, W clipped, N, kind) from its heaps' (e, w, nu): E and W
       add, N is the largest index, and kind says whether G's product is a power of a, a^e c, or
       else. Every weight is >= 0, so clipping W at cap >= beta(N_B) + 2 (keeping its parity) is
       compatible with addition, and p depends on s(G) alone: past cap, d >= 0 for every N <= N_B.
       So s is a homomorphism onto a finite commutative monoid M (the closure of the heaps' s),
       and p = [s(G) in P_M]. M is then reduced (Moore's refinement along the heaps: x ~ y iff
       p(xz) = p(yz) for every z), a congruence; R = M/~, and every check below is on R.
    2. Sums of heaps without moves are N-positions: such heaps must be the identity in R.
    3. (A) If p(G), no option is P. An option of G = X + H_h moves in H_h: its value is x·o for
       an option value o of heap h. Every x in R is a sum's value, so: for all x, h with
       x·phi(h) in P, no o in O_h has x·o in P.
    4. (B) If not p(G) and G has a move, some option is P. Let Wt(y, z) say: some sum Y of value y
       has no option v with z·v in P. The empty sum gives Wt(1, z); Y + H_h has the options
       Y' + H_h and Y + o, so Wt(y·phi(h), z) <= Wt(y, z·phi(h)) and no o in O_h has z·y·o in P.
       Every sum is built so, heap by heap, so the least fixpoint of these rules is Wt exactly.
       A sum G with a move and no P-option is Y + H_h with h a heap with a move: Wt(y, phi(h)) and
       no o with y·o in P; its value y·phi(h) must then be outside P.
    With 2-4, p obeys the misère rule at every sum of heaps <= B.
    """
    m = reduced_monoid(F, B)
    n, r, mt, PR, ONE, cl, hv, mul, one, witness, rep = m.n, m.r, m.mt, m.PR, m.ONE, m.cl, m.hv, m.mul, m.one, m.witness, m.rep
    sums = lambda hs: ' + '.join(f'H_{h}' for h in hs) if hs else 'the empty sum'
    if PR[ONE]:
        return False, 'the empty sum (an N-position) would be P'
    kinds = {}
    for h in range(1, B + 1):
        ov = set()
        for o in options(digits, h):
            v = one
            for part in o:
                v = mul(v, hv[part])
            ov.add(cl(v))
        kinds.setdefault((cl(hv[h]), frozenset(ov)), h)
    for (g, ov), h in kinds.items():
        if not ov and g != ONE:
            return False, f'heap {h} has no move (it is the game 0) but its value is not the identity: base'
    # (A)
    for (g, ov), h in kinds.items():
        for x in range(r):
            if PR[mt[x][g]]:
                for o in ov:
                    if PR[mt[x][o]]:
                        return False, f'{sums(witness[rep[x]] + (h,))} is P by the family, but it has an option in P (heap {h} moves): base'
    # (B): the least fixpoint Wt, by a worklist; parents rebuild a witness sum
    moving = []
    for (g, ov), h in kinds.items():
        if not ov:
            continue
        Dh = bytearray(not any(PR[mt[u][o]] for o in ov) for u in range(r))
        pre = [[] for _ in range(r)]
        for z in range(r):
            pre[mt[z][g]].append(z)
        moving.append((g, Dh, pre, h))
    Wt = [bytearray(r) for _ in range(r)]
    parent = {}
    stack = []
    for z in range(r):
        Wt[ONE][z] = 1
        stack.append((ONE, z))
    while stack:
        y, w = stack.pop()
        my = mt[y]
        for g, Dh, pre, h in moving:
            zs = pre[w]
            if not zs:
                continue
            t = my[g]
            Wrow = Wt[t]
            for z in zs:
                if not Wrow[z] and Dh[mt[z][y]]:
                    Wrow[z] = 1
                    parent[(t, z)] = (y, w, h)
                    stack.append((t, z))
    for g, Dh, pre, h in moving:
        for y in range(r):
            if Wt[y][g] and Dh[y] and not PR[mt[y][g]]:
                hs, at = [h], (y, g)
                while at in parent:   # Wt(t, z) came from Wt(y, z·phi(h)) by adding H_h; the seeds are the empty sum
                    py, pw, ph = parent[at]
                    hs.append(ph)
                    at = (py, pw)
                return False, f'{sums(sorted(hs))} is not P by the family, but it has a move and no option in P: base'
    pairs = sum(map(sum, Wt))
    out(f'  base: the misère rule holds at every sum of heaps <= {B} (their values: {n} elements, reduced to {r}; '
        f'{len(moving)} kinds of heap with moves; {pairs} pairs (y, z) without a P-option)')
    return True, ''


def outcomes(digits):
    """The misère outcome of a sum of heaps (a sorted tuple), P (True) or N, straight from the rules."""
    memo = {}
    opts = {}

    def o(h):
        r = opts.get(h)
        if r is None:
            r = opts[h] = options(digits, h)
        return r

    def isP(pos):
        r = memo.get(pos)
        if r is not None:
            return r
        moved = False
        r = True
        prev = None
        for i, h in enumerate(pos):
            if h == prev:
                continue
            prev = h
            rest = pos[:i] + pos[i + 1:]
            for opt in o(h):
                moved = True
                if isP(tuple(sorted(rest + opt))):
                    r = False
                    break
            if not r:
                break
        r = r and moved
        memo[pos] = r
        return r
    return isP


def search(F, digits, T, out):
    """Exhaustive misère search on every sum of total size <= T, compared with p."""
    if T <= 0:
        return True, ''
    sys.setrecursionlimit(max(10000, 20 * T))
    isP = outcomes(digits)

    def parts(n, mx):
        yield ()
        for h in range(min(n, mx), 0, -1):
            for rest in parts(n - h, h):
                yield (h,) + rest

    count = ps = 0
    for pos in parts(T, T):
        pos = tuple(sorted(pos))
        stats = [F.stats(h) for h in pos]
        cs = [F.is_c(h) for h in pos if F.is_c(h)]
        E = sum(s[0] for s in stats)
        W = sum(s[1] for s in stats)
        N = max([s[2] for s in stats] + [-1])
        kind = 10 + cs[0] if len(cs) == 1 and N < 0 and W == F.cx[cs[0] - 1][1] else (0 if W == 0 and N < 0 and not cs else 2)
        want = F.rule(E, W, N, kind)
        got = isP(pos)
        count += 1
        ps += got
        if want != got:
            name = ' + '.join(f'H_{h}' for h in pos) or 'the empty sum'
            return False, f'{name} is {"P" if got else "N"} by exhaustive search, but {"P" if want else "N"} by the family: search'
    out(f'  search: every sum of total size <= {T} ({count} sums, {ps} P-positions) has the outcome the family gives')
    return True, ''


def check(cert, out=print, sums=20, skip_base=False):
    """(True, why) if the certificate proves its family for every heap, else (False, why)."""
    F = Family(cert)
    digits = cert['digits']
    if any(d > 7 for d in digits):
        return False, 'the method covers octal games (at most two heaps left)'
    D = len(digits) - 1
    P, h0, t, b1 = F.P, F.h0, F.t, F.beta[0]
    if F.be(0) < 2 or F.be(0) < t:
        return False, 'beta(0) must be at least 2 and t'
    # slopes per period P' = 2p (h -> h + P'): nu +2q, w +2q(b1 - 1), beta(nu) +2q b1
    if not (2 * F.q * (b1 - 1) < 2 * F.q * b1):
        return False, 'weights must fall behind thresholds'
    if F.pure:
        # pure powers of b: their weights must grow on the family's slope, with beta's slope 2
        # (then every large heap's weight is its level plus a constant of its class)
        if b1 != 2:
            return False, 'a pattern with pure powers of b needs beta of slope 2'
        for a, j, idx in F.pattern:
            if idx is None and j[0] != F.q * (b1 - 1):
                return False, f'a pure power of b in the pattern grows by {j[0]} per period, not {F.q * (b1 - 1)}'
    Hs2 = 2 * h0 + 2 * P + D + 2

    def rep(rho, K):
        return h0 + P * K + rho

    def opt_stats(o):
        parts = [F.stats(x) for x in o]
        return (sum(x[0] for x in parts), sum(x[1] for x in parts), max([x[2] for x in parts] + [-1]))

    def is_split(o):
        return len(o) == 2 and o[0] >= h0

    # how far an option's index can pass its heap's level; exact gaps up to Gc
    over, minC = 0, None
    for K in (60, 61):
        for rho in range(P):
            h = rep(rho, K)
            lam = F.level(h)
            c = F.stats(h)[1] - lam
            minC = c if minC is None else min(minC, c)
            for o in options(digits, h):
                over = max(over, opt_stats(o)[2] - lam)
    Gc = over + 2
    if F.pure:
        # the far lemma for a pure top heap M: an index N <= lam - Gc - 1 + over gives d >= w(M) - N - t >= 0
        Gc = max(Gc, over + t - 1 - minC)

    def near_index(nu, lam):
        """a bounded option's index followed exactly (with pure powers of b only down to Gc + 1 below)"""
        return nu >= 0 and (not F.pure or nu >= lam - (Gc + 1))

    S = 0
    for K in (60, 61):
        for rho in range(P):
            h = rep(rho, K)
            e, w, n = F.stats(h)
            lam = F.level(h)
            for o in options(digits, h):
                if is_split(o):
                    continue
                _, ow, nuv = opt_stats(o)
                S = max(S, abs(ow - w) + (b1 * abs(nuv - lam) if near_index(nuv, lam) else 0))
    L = S + t + 3 + (b1 * Gc if F.pure else 0)
    out(f'  h0 = {h0}, period {P}, shifts <= {S}, index overshoot <= {over}; window L = {L}, exact gaps <= {Gc}'
        + (', pure powers of b' if F.pure else ''))

    def kinds_of(y, lam):
        """options of heap y: (de, dw, rel), rel the option's index minus lam, 'NONE' or 'FAR' (more than Gc + 1 below)"""
        e, w, n = F.stats(y)
        ks = set()
        for o in options(digits, y):
            oe, ow, nuv = opt_stats(o)
            rel = 'NONE' if nuv < 0 else ('FAR' if nuv - lam < -(Gc + 1) else nuv - lam)
            ks.add(((oe - e) % 2, ow - w, rel))
        return ks

    def shift(dc, s):
        """classes d + s can fall in, d clipped to NEG (< -L), -L..L, POS (> L)."""
        if dc == NEG:
            hi = -L - 1 + s
            return {c for c in ('GE', 'MID', 'LT') if c == 'LT' or (c == 'MID' and hi >= F.u - t) or (c == 'GE' and hi >= 0)}
        if dc == POS:
            lo = L + 1 + s
            return {c for c in ('GE', 'MID', 'LT') if c == 'GE' or (c == 'MID' and lo < 0) or (c == 'LT' and lo < F.u - t)}
        return {F.dclass(dc + s)}

    smallNu = max([max(F.stats(h)[2], F.level(h)) for h in range(1, Hs2)] + [-1])

    def good_top(h):
        lam = F.level(h)
        return h >= Hs2 and lam - Gc - 1 > smallNu and F.stats(h)[1] - F.be(lam) < -L

    hmin = Hs2
    while not all(good_top(h) for h in range(hmin, hmin + 4 * P)):
        hmin += 1
    topBelow = max(max(F.stats(h)[2], F.level(h)) for h in range(1, hmin))
    B = hmin
    while not all(F.level(h) > topBelow for h in range(B + 1, B + 1 + 4 * P)):
        B += 1
    out(f'  every sum with a heap > {B} has its top heap >= {hmin}')
    if cert['base'] < B:
        return False, f'the base must reach heap {B}, the certificate gives {cert["base"]}'
    if not skip_base:
        # the sums of heaps <= B, which the step does not cover
        for part in (lambda: base_check(F, digits, B, out), lambda: search(F, digits, sums, out)):
            good, why = part()
            if not good:
                return False, why

    Krep = 80
    # splits of the top heap into two large parts: past index lam - R, d' is past the window for any d in it
    dwmax = 0
    for rho in range(P):
        h = rep(rho, 60)
        w = F.stats(h)[1]
        for o in options(digits, h):
            if is_split(o):
                dwmax = max(dwmax, abs(opt_stats(o)[1] - w))
    R = (2 * L + t + 3 + dwmax) // b1 + Gc + 2
    dvals = [NEG] + list(range(-L, L + 1)) + [POS]
    wstep = F.stats(rep(0, 61))[1] - F.stats(rep(0, 60))[1]   # a heap's weight grows by this per period (every class)
    states = failures = 0
    first = []
    for rhoM in range(P):
        views = []
        for K in (Krep, Krep + 1):
            hM = rep(rhoM, K)
            eM, wM, nM = F.stats(hM)
            lam = F.level(hM)
            Mb, Mbig = set(), set()
            deepest = {}   # per (k, u mod P'): the lowest index a split of M into two large parts reaches
            for o in options(digits, hM):
                oe, ow, nuv = opt_stats(o)
                de, dw = (oe - eM) % 2, ow - wM
                # the far lemma: a part z without an index with w(z) >= lam - Gc - 1 + t
                farok = any(F.stats(x)[2] < 0 and F.stats(x)[1] - lam + Gc + 1 - t >= 0 for x in o)
                if is_split(o):
                    key = (hM - o[0] - o[1], o[0] % P)
                    deepest[key] = min(deepest.get(key, 0), (nuv if nuv >= 0 else -1) - lam)
                    # a split whose index falls R or more below lam is, for every check, the same as one at -R or -R-1
                    if nuv < 0:
                        rel = None
                    else:
                        rel = nuv - lam if nuv - lam > -R else -R - ((nuv - lam + R) % 2)
                    Mbig.add((de, dw, rel, farok))
                else:
                    Mb.add((de, dw, nuv - lam if near_index(nuv, lam) else None, farok))
            if not Mb:
                return False, 'a large heap has no bounded move'
            if any(v > -R for v in deepest.values()):
                return False, 'the representative top heap is too small'
            types = {}
            for h in range(1, Hs2):
                types[('S', h)] = (h, kinds_of(h, lam))
            for rho in range(P):
                lo = Hs2 + (h0 + rho - Hs2) % P   # the first heap of the class past the small ones
                k1, k2 = kinds_of(lo, lam), kinds_of(lo + 8 * P, lam)
                if k1 != k2:
                    return False, f'far heaps of class {rho} do not all have the same moves'
                types[('F', rho)] = (lo, k1)
                for g in range(Gc + 1):
                    ys = [y for y in range(Hs2, 2 * hM + 4 * P) if (y - h0) % P == rho and F.level(y) == lam - g]
                    if len(ys) > 1:
                        return False, 'a level repeats within a class'
                    if ys and not (nM < 0 and g == 0 and F.stats(ys[0])[2] >= 0):   # a tie of levels goes to an indexed heap
                        types[('G', rho, g)] = (ys[0], kinds_of(ys[0], lam))
            views.append((hM, eM, wM, nM, lam, Mb, Mbig, types))
        (hM, eM, wM, nM, lam, Mb, Mbig, types), other = views
        if (eM, wM % 2, lam % 2, nM < 0, Mb) != (other[1], other[2] % 2, other[4] % 2, other[3] < 0, other[5]) or \
                {k: v[1] for k, v in types.items()} != {k: v[1] for k, v in other[7].items()} or Mbig != other[6]:
            return False, f'the moves of top heaps of class {rhoM} are not the same at two sizes'
        if F.pure and wM - lam != other[2] - other[4]:
            return False, f'the weights of top heaps of class {rhoM} do not follow their levels'
        d0 = {k: wM + F.stats(v[0])[1] - F.be(lam) for k, v in types.items() if k[0] == 'G'}
        d0b = {k: other[2] + F.stats(v[0])[1] - F.be(other[4]) for k, v in other[7].items() if k[0] == 'G'}
        if d0 != d0b:
            return False, 'near ties do not fix d'
        pureM = nM < 0
        kmin = 0
        while rep(rhoM, kmin) < hmin:
            kmin += 1
        # a near tie's weight when M is its class's smallest top heap; it grows by wstep per period of M
        wlow = {k: F.stats(v[0])[1] - (Krep - kmin) * wstep for k, v in types.items() if k[0] == 'G'}

        def reachable(bad, need, epar):
            """Can heaps of the types in bad (any numbers of each) weigh exactly need, with a-parity epar?"""
            items = set()
            for nm in bad:
                e, _, w, _, gap, _ = info[nm]
                if nm[0] in ('F', 'G'):
                    # a far class: its members' weights from its first heap on; a near tie: from its weight at the least M
                    lo = w if nm[0] == 'F' else wlow[nm]
                    if wstep <= 0:
                        if lo <= need:
                            items.add((lo, e))
                    else:
                        items |= {(lo + j * wstep, e) for j in range(0, max(0, need - lo) // wstep + 1) if lo + j * wstep <= need}
                elif w <= need:
                    items.add((w, e))
            reach = [[False, False] for _ in range(need + 1)]
            reach[0][0] = True
            toggles = any(w == 0 and e == 1 for (w, e) in items)
            for W in range(need + 1):
                if toggles and (reach[W][0] or reach[W][1]):
                    reach[W][0] = reach[W][1] = True
                for par in (0, 1):
                    if reach[W][par]:
                        for (w, e) in items:
                            if w > 0 and W + w <= need:
                                reach[W + w][par ^ e] = True
            return reach[need][epar]

        top_moves = sorted([m + (False,) for m in Mb] + [m + (True,) for m in Mbig], key=str)
        info = {}
        for name, (y, ks) in types.items():
            e, w, n = F.stats(y)
            gap = 'S' if name[0] == 'S' else ('FAR' if name[0] == 'F' else name[2])
            info[name] = (e, w % 2, w, n >= 0, gap, ks)
        for eps in (0, 1):
            for Wp in (0, 1):
                for dc in dvals:
                    def exact(de, dw, c):
                        """P-values with the top index at lam + c"""
                        return {F.pclass((eps + de) % 2, (Wp + dw) % 2, (lam + c) % 2, k) for k in shift(dc, dw - b1 * c)}

                    def collapsed(de, dw):
                        """d' >= 0: in P iff E' = 0 and W' even"""
                        return {F.pclass((eps + de) % 2, (Wp + dw) % 2, 0, 'GE')}

                    def anything(de, dw):
                        return {F.pclass((eps + de) % 2, (Wp + dw) % 2, npar, k) for npar in (0, 1) for k in ('GE', 'MID', 'LT')}

                    for g2 in ['NONE', 'FAR'] + list(range(Gc + 1)):
                        if pureM and g2 == 0:
                            continue   # an indexed heap at M's level would be the top
                        states += 1
                        exactg = g2 not in ('NONE', 'FAR')
                        if exactg:
                            # the top index of the others is held by a near indexed heap y at gap g2: delta >= d0(y)
                            los = [d0[nm] for nm in info if nm[0] == 'G' and info[nm][3] and info[nm][4] == g2]
                            if not los or (dc == NEG and min(los) >= -L) or (dc not in (NEG, POS) and dc < min(los)):
                                continue

                        def allowed(nm):
                            gap, isnu = info[nm][4], info[nm][3]
                            if not isnu:
                                return True
                            if g2 == 'NONE':
                                return False
                            if g2 == 'FAR':
                                return gap in ('S', 'FAR')
                            return gap in ('S', 'FAR') or gap >= g2
                        A = [nm for nm in info if allowed(nm)]

                        if not pureM:
                            here = 'LT' if dc == NEG else ('GE' if dc == POS else F.dclass(dc))
                            pG = {F.pclass(eps, Wp, lam % 2, here)}
                        elif exactg:
                            pG = exact(0, 0, -g2)
                        else:
                            pG = collapsed(0, 0)   # the far lemma, or no index at all

                        def after_M(de, dw, rel, farok, big):
                            if rel is None:
                                # no index in M's option (or one more than Gc + 1 below): the top index is the others'
                                if exactg:
                                    return exact(de, dw, -g2)
                                return collapsed(de, dw) if farok else anything(de, dw)
                            if g2 == 'NONE':
                                return exact(de, dw, rel)
                            if g2 == 'FAR':
                                res = exact(de, dw, rel)
                                if big or rel < -(Gc + 1):
                                    res |= anything(de, dw)   # the far heap may hold the new top index
                                return res
                            return exact(de, dw, max(rel, -g2))

                        def after_y(nm, de, dw, rel):
                            if not pureM:   # M holds the top index lam
                                return exact(de, dw, max(0, rel) if isinstance(rel, int) else 0)
                            near = isinstance(rel, int)
                            if not exactg:
                                # an index more than Gc + 1 - over below lam: the far lemma, M unchanged
                                return exact(de, dw, rel) if near else collapsed(de, dw)
                            res = exact(de, dw, max(rel, -g2) if near else -g2)
                            if rel == 'FAR' and info[nm][4] == 'FAR':
                                # a far heap's option reaches at most Gc + 1 - over below lam
                                for c in range(-g2 + 1, -(Gc + 1) + over + 1):
                                    res |= exact(de, dw, c)
                            if info[nm][3] and info[nm][4] == g2 and not (near and rel >= -g2):
                                # y may hold the top index and give it up: the option's index, a far one, or a third near heap z's (delta >= d0(y) + w(z))
                                res |= exact(de, dw, rel) if near else collapsed(de, dw)
                                most = -L - 1 if dc == NEG else (10 ** 18 if dc == POS else dc)
                                for z in info:
                                    if z[0] == 'G' and info[z][3] and info[z][4] >= g2 and d0[nm] + wlow[z] <= most:
                                        res |= exact(de, dw, max(rel, -info[z][4]) if near else -info[z][4])
                            return res

                        bad_here = None
                        if True in pG:
                            for (de, dw, rel, farok, big) in top_moves:
                                if True in after_M(de, dw, rel, farok, big):
                                    bad_here = ('a P-position with a P-option of its top heap', (de, dw, rel))
                                    break
                            if bad_here is None:
                                for nm in A:
                                    if any(True in after_y(nm, de, dw, rel) for (de, dw, rel) in info[nm][5]):
                                        bad_here = ('a P-position with a P-option of another heap', nm)
                                        break
                        if bad_here is None and False in pG:
                            while True:   # a block to leave
                                if any(after_M(de, dw, rel, farok, False) == {True} for (de, dw, rel, farok) in Mb):
                                    break
                                bad = [nm for nm in A if not any(after_y(nm, de, dw, rel) == {True} for (de, dw, rel) in info[nm][5])]
                                if g2 == 'FAR' and not any(info[nm][3] and info[nm][4] in ('S', 'FAR') for nm in bad):
                                    break
                                req = []
                                if exactg:
                                    req = [nm for nm in bad if info[nm][3] and info[nm][4] == g2]
                                    if not req:
                                        break
                                span = {(0, 0)}
                                for nm in bad:
                                    v = (info[nm][0], info[nm][1])
                                    span |= {((a + v[0]) % 2, (b + v[1]) % 2) for (a, b) in span}
                                if ((eps - eM) % 2, (Wp - wM) % 2) not in span:
                                    break
                                pos = any(info[nm][2] > 0 or (nm[0] != 'S' and wstep > 0) for nm in bad)
                                if not exactg:
                                    if dc != NEG and not pos:
                                        break
                                else:
                                    lo = min(d0[nm] for nm in req)
                                    dd = -10 ** 18 if dc == NEG else (10 ** 18 if dc == POS else dc)
                                    if dd < lo and not (dc == NEG and lo < -L):
                                        break
                                    if dc not in (NEG, POS):
                                        # delta exact: W = beta(lam) + delta fixes W's parity, and the heaps besides
                                        # M and the near tie y weigh exactly delta - d0(y)
                                        if (dc + F.be(lam)) % 2 != Wp:
                                            break
                                        if not any(dc >= d0[nm] and reachable(bad, dc - d0[nm], (eps - eM - info[nm][0]) % 2) for nm in req):
                                            break
                                bad_here = ('an N-position without a move to P', bad[:6])
                                break
                        if bad_here:
                            failures += 1
                            if len(first) < 5:
                                first.append(f'top heap class {rhoM}{" (pure)" if pureM else ""}, e = {eps}, W = {Wp} mod 2, delta = {dc}, top index of the others at gap {g2}: {bad_here[0]} {bad_here[1]}')
    out(f'  {states} abstract states checked, {failures} failures')
    for f in first:
        out('  ' + f)
    if failures:
        return False, 'the induction step fails'
    if skip_base:
        return True, f'the step holds; proved for every heap given the base (heaps <= {B}), which was not checked (--skip-base)'
    return True, f'proved for every heap: the misère rule holds at every sum of heaps <= {B} (the base) and at every sum with a larger heap (the step)'


def parse(text):
    """Lines 'key: value' (# comments); words of the family as a,b,c,x tuples. Refuses what is not
    a certificate of the shape the checks read, with the line it is on."""
    cert = {}
    lines = {}

    def nums(s, at):
        try:
            return [int(x) for x in s.replace(',', ' ').split()]
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
        if key in lines:
            raise ValueError(f'line {at}: a second {key} line (the first is line {lines[key]})')
        lines[key] = at

        def count(xs, k):
            if len(xs) != k:
                raise ValueError(f'line {at}: {key} needs {k} numbers, not {len(xs)}')
            return xs
        if key == 'game':
            cert['game'] = val
        elif key == 'digits':
            ds = nums(val, at)
            if len(ds) < 2:
                raise ValueError(f'line {at}: a code has at least two digits (digit 0 and one move), not {val}')
            if any(d < 0 for d in ds):
                raise ValueError(f'line {at}: a negative digit ({min(ds)}): a code\'s digits are numbers 0..7')
            if ds[0] not in (0, 4):
                raise ValueError(f'line {at}: digit 0 (taking nothing) must be 0 or 4, not {ds[0]}')
            cert['digits'] = ds
        elif key == 't':
            cert['t'] = count(nums(val, at), 1)[0]
            if cert['t'] < 1:
                raise ValueError(f'line {at}: t must be at least 1')
        elif key in ('alpha', 'beta'):
            cert[key] = tuple(count(nums(val, at), 2))
        elif key == 'c':
            # one pair per sporadic generator c, d, ...: c_i x_n = a^e b^j x_n
            cert['cx'] = [tuple(count(nums(w, at), 2)) for w in val.split(';')]
            if len(cert['cx']) > 3 or any(e not in (0, 1) or j < 1 for e, j in cert['cx']):
                raise ValueError(f'line {at}: c: at most 3 sporadic generators, each c_i·x_n = a^e b^j x_n with e in 0..1 and j >= 1')
        elif key == 'u':
            cert['u'] = count(nums(val, at), 1)[0]
        elif key == 'P':
            # eight bits, index e*4 + m*2 + n
            bits = count(nums(val, at), 8)
            if any(b not in (0, 1) for b in bits):
                raise ValueError(f'line {at}: P needs eight bits 0 or 1')
            cert['pidx'] = [[[bool(bits[e * 4 + m * 2 + n]) for n in (0, 1)] for m in (0, 1)] for e in (0, 1)]
        elif key == 'prefix':
            cert['prefix'] = [tuple(count(nums(w, at), 4)) for w in val.split(';') if w.strip()]
        elif key == 'pattern':
            pat = []
            for w in val.split(';'):
                if w.strip().startswith('pure'):
                    a, u, v = count(nums(w.strip()[4:], at), 3)
                    if a not in (0, 1) or u < 0 or v < 0:
                        raise ValueError(f'line {at}: pure pattern word {a} {u} {v} is not a^a b^(uk+v) with a in 0..1, u >= 0, v >= 0')
                    pat.append((a, (u, v), None))
                elif w.strip():
                    a, j, ik, il = count(nums(w, at), 4)
                    pat.append((a, j, (ik, il)))
            cert['pattern'] = pat
        elif key == 'base':
            cert['base'] = count(nums(val, at), 1)[0]
        else:
            raise ValueError(f'line {at}: unknown line: {line}')
    for k in ('game', 'digits', 't', 'alpha', 'beta', 'P', 'prefix', 'pattern', 'base'):
        if k not in cert and not (k == 'P' and 'pidx' in cert):
            raise ValueError('missing ' + k)
    t, at = cert['t'], lines.get('prefix')
    if not 0 <= cert.get('u', 0) <= t:
        raise ValueError(f'line {lines["u"]}: u must be 0..t')
    ns = len(cert.get('cx', []))
    for a, b, c, x in cert['prefix']:
        if a not in (0, 1) or b < 0 or c < 0 or x < -1 or (c >= 1 and (b != 0 or x != -1)):
            raise ValueError(f'line {at}: prefix word {a} {b} {c} {x} is not in normal form (a sporadic generator stands alone)')
        if c > ns:
            raise ValueError(f'line {at}: prefix word {a} {b} {c} {x} uses sporadic generator {c}, but the family has {ns} (its c line)')
        if x >= 0 and b >= x + t:
            raise ValueError(f'line {at}: prefix word {a} {b} {c} {x} is not in normal form (b^{b} x_{x} collapses: b < x + t)')
    at = lines.get('pattern')
    if not cert['pattern']:
        raise ValueError(f'line {at}: the pattern is empty')
    for a, j, idx in cert['pattern']:
        if idx is None:
            continue
        q, s = idx
        if a not in (0, 1) or j < 0 or q < 1 or s < 0 or j >= s + t:
            raise ValueError(f'line {at}: pattern word {a} {j} {q} {s} is not a^a b^j x_(qk+s) in normal form (a in 0..1, q >= 1, s >= 0, 0 <= j < s + t)')
    b1, b0 = cert['beta']
    if b1 < 1 or b0 < max(2, t):
        raise ValueError(f'line {lines["beta"]}: beta(n) = {b1}n + {b0} needs slope >= 1 and beta(0) >= 2 and t (so that beta(n) >= n + t)')
    if cert['base'] < 1:
        raise ValueError(f'line {lines["base"]}: the base must be a heap >= 1')
    return cert


def main(argv):
    sums, skip_base, paths = 20, False, []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == '--sums':
            sums = int(args.pop(0))
        elif a == '--skip-base':
            skip_base = True
        else:
            paths.append(a)
    ok = True
    for path in paths:
        try:
            with open(path, encoding='utf-8') as f:
                cert = parse(f.read())
        except (OSError, ValueError, UnicodeDecodeError) as e:
            print(f'{path}:\n  FAILED: not a certificate: {e}')
            ok = False
            continue
        print(f'{path}: {cert["game"]}')
        try:
            good, why = check(cert, sums=sums, skip_base=skip_base)
        except ValueError as e:
            good, why = False, str(e)
        except Exception as e:   # a certificate must never crash the checker: the fuzz test looks for this line
            good, why = False, f'internal error of the checker: {type(e).__name__}: {e}'
        print(('  OK: ' if good else '  FAILED: ') + why, flush=True)
        ok &= good
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
