#!/usr/bin/env python3
"""Independent checker of cgx's proofs that an algebraic-periodic family is the misère quotient
of an octal game for every heap (docs/algebraic-periodicity.md, "The weight-form induction").

It shares no code with cgx: it reads a certificate (the family, the game's code digits and the
base heap B), recomputes the heaps' weights from the family, the moves from the digits, and
re-runs the finite check of the induction step, then tells whether B is large enough. The base
(the family agrees with every Q_n, n <= B) is cgx's FamilyCheck, not re-done here.

usage: check-algebraic-proof.py CERT...   exit 0 if every certificate checks, 1 otherwise
"""
import sys

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
        self.cx = cert.get('cx')
        self.p = len(self.pattern)
        slopes = {pt[2][0] for pt in self.pattern}
        if len(slopes) != 1 or min(slopes) < 1:
            raise ValueError('the pattern needs one index slope q >= 1')
        self.q = slopes.pop()
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
                return ((a + self.cx[0]) % 2, self.cx[1], -1)
            return (a % 2, b, -1)
        k, r = divmod(h - self.h0, self.p)
        a, j, (ik, il) = self.pattern[r]
        n = ik * k + il
        return ((a + self.al(n)) % 2, j + self.wN(n), n)

    def pclass(self, e, wpar, npar, cls):
        """P-membership of the element with a-parity e, weight parity wpar, top index parity npar,
        and d = W - beta(N) in class GE (d >= 0), MID (-t <= d < 0) or LT (d < -t)."""
        if cls == 'GE':
            return e == 0 and wpar == 0
        if cls == 'MID':
            return False
        return self.pidx[(e - self.al(npar)) % 2][(wpar - self.wN(npar)) % 2][npar]


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


def check(cert, out=print):
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
    Hs2 = 2 * h0 + 2 * P + D + 2

    def rep(rho, K):
        return h0 + P * K + rho

    def kinds_of(y, N):
        e, w, n = F.stats(y)
        ks = set()
        for o in options(digits, y):
            parts = [F.stats(x) for x in o]
            de = (sum(x[0] for x in parts) - e) % 2
            dw = sum(x[1] for x in parts) - w
            nuv = max([x[2] for x in parts] + [-1])
            up = max(0, nuv - N)
            ks.add((de, dw, up, (N + up) % 2))
        return ks

    # bounds on the shifts of bounded moves, and on how far an option's index can pass its heap's
    S, dnu = 0, 0
    for K in (60, 61):
        for rho in range(P):
            h = rep(rho, K)
            e, w, n = F.stats(h)
            for o in options(digits, h):
                parts = [F.stats(x) for x in o]
                nuv = max([x[2] for x in parts] + [-1])
                dnu = max(dnu, nuv - n)
                if len(o) == 2 and o[0] >= h0:
                    continue
                dw = sum(x[1] for x in parts) - w
                S = max(S, abs(dw) + b1 * abs(nuv - n))
    Gc = dnu + 2
    L = S + t + 3
    out(f'  h0 = {h0}, period {P}, shifts <= {S}, index overshoot <= {dnu}; window L = {L}, exact gaps <= {Gc}')

    def shift(dc, s):
        """classes d + s can fall in, d clipped to NEG (< -L), -L..L, POS (> L)."""
        def cls(d):
            return 'GE' if d >= 0 else ('MID' if d >= -t else 'LT')
        if dc == NEG:
            hi = -L - 1 + s
            return {c for c in ('GE', 'MID', 'LT') if c == 'LT' or (c == 'MID' and hi >= -t) or (c == 'GE' and hi >= 0)}
        if dc == POS:
            lo = L + 1 + s
            return {c for c in ('GE', 'MID', 'LT') if c == 'GE' or (c == 'MID' and lo < 0) or (c == 'LT' and lo < -t)}
        return {cls(dc + s)}

    smallNu = max([F.stats(h)[2] for h in range(1, Hs2)] + [-1])

    def good_top(h):
        e, w, n = F.stats(h)
        return h >= Hs2 and n - Gc - 1 > smallNu and w - F.be(n) < -L

    hmin = Hs2
    while not all(good_top(h) for h in range(hmin, hmin + 4 * P)):
        hmin += 1
    topBelow = max(F.stats(h)[2] for h in range(1, hmin))
    B = hmin
    while not all(F.stats(h)[2] > topBelow for h in range(B + 1, B + 1 + 4 * P)):
        B += 1
    out(f'  every sum with a heap > {B} has its top heap >= {hmin}')

    Krep = 80
    # splits of the top heap into two large parts: past index N - R, d' is past the window for any d in it
    dwmax = 0
    for rho in range(P):
        h = rep(rho, 60)
        e, w, n = F.stats(h)
        for o in options(digits, h):
            if len(o) == 2 and o[0] >= h0:
                dwmax = max(dwmax, abs(sum(F.stats(x)[1] for x in o) - w))
    R = (2 * L + t + 3 + dwmax) // b1 + Gc + 2
    dvals = [NEG] + list(range(-L, L + 1)) + [POS]
    wstep = F.stats(rep(0, 61))[1] - F.stats(rep(0, 60))[1]   # a heap's weight grows by this per period (every class)
    states = failures = 0
    first = []
    for rhoM in range(P):
        views = []
        for K in (Krep, Krep + 1):
            hM = rep(rhoM, K)
            eM, wM, N = F.stats(hM)
            Mb, Mbig = set(), set()
            deepest = {}   # per (k, u mod P'): the lowest index a split of M into two large parts reaches
            for o in options(digits, hM):
                parts = [F.stats(x) for x in o]
                de = (sum(x[0] for x in parts) - eM) % 2
                dw = sum(x[1] for x in parts) - wM
                nuv = max([x[2] for x in parts] + [-1])
                if len(o) == 2 and o[0] >= h0:
                    key = (hM - o[0] - o[1], o[0] % P)
                    deepest[key] = min(deepest.get(key, 0), nuv - N)
                    # a split whose index falls R or more below N is, for every check, the same as one at -R or -R-1
                    rel = nuv - N if nuv - N > -R else -R - ((nuv - N + R) % 2)
                    Mbig.add((de, dw, rel))
                else:
                    Mb.add((de, dw, nuv - N if nuv >= 0 else None))
            if not Mb:
                return False, 'a large heap has no bounded move'
            if any(v > -R for v in deepest.values()):
                return False, 'the representative top heap is too small'
            types = {}
            for h in range(1, Hs2):
                types[('S', h)] = (h, kinds_of(h, N))
            for rho in range(P):
                lo = Hs2 + (h0 + rho - Hs2) % P   # the first heap of the class past the small ones
                k1, k2 = kinds_of(lo, N), kinds_of(lo + 8 * P, N)
                if k1 != k2:
                    return False, f'far heaps of class {rho} do not all have the same moves'
                types[('F', rho)] = (lo, k1)
                for g in range(Gc + 1):
                    ys = [y for y in range(Hs2, 2 * hM + 4 * P) if (y - h0) % P == rho and F.stats(y)[2] == N - g]
                    if len(ys) > 1:
                        return False, 'an index repeats within a class'
                    if ys:
                        types[('G', rho, g)] = (ys[0], kinds_of(ys[0], N))
            views.append((hM, eM, wM, N, Mb, Mbig, types))
        (hM, eM, wM, N, Mb, Mbig, types), other = views
        if (eM, wM % 2, N % 2, Mb) != (other[1], other[2] % 2, other[3] % 2, other[4]) or \
                {k: v[1] for k, v in types.items()} != {k: v[1] for k, v in other[6].items()} or Mbig != other[5]:
            return False, f'the moves of top heaps of class {rhoM} are not the same at two sizes'
        d0 = {k: wM + F.stats(v[0])[1] - F.be(N) for k, v in types.items() if k[0] == 'G'}
        d0b = {k: other[2] + F.stats(v[0])[1] - F.be(other[3]) for k, v in other[6].items() if k[0] == 'G'}
        if d0 != d0b:
            return False, 'near ties do not fix d'
        Np = N % 2
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
                    here = 'LT' if dc == NEG else ('GE' if dc == POS else ('GE' if dc >= 0 else ('MID' if dc >= -t else 'LT')))
                    pG = F.pclass(eps, Wp, Np, here)
                    # what each type's options can reach does not depend on the second index
                    reachP, wins = {}, {}
                    for nm, inf in info.items():
                        outs = [{F.pclass((eps + de) % 2, (Wp + dw) % 2, npar, k) for k in shift(dc, dw - b1 * up)} for (de, dw, up, npar) in inf[5]]
                        reachP[nm] = any(True in o for o in outs)
                        wins[nm] = any(o == {True} for o in outs)
                    for g2 in ['NONE', 'FAR'] + list(range(Gc + 1)):
                        states += 1

                        def allowed(nm):
                            gap, isnu = info[nm][4], info[nm][3]
                            if g2 == 'NONE':
                                return gap == 'S' and not isnu
                            if g2 == 'FAR':
                                return gap in ('S', 'FAR')
                            return gap in ('S', 'FAR') or gap >= g2
                        A = [nm for nm in info if allowed(nm)]

                        def after_M(de, dw, rel, big):
                            res = set()
                            if rel is None:
                                return {'small'}
                            cands = []
                            if g2 == 'NONE':
                                cands.append(rel)
                            elif g2 == 'FAR':
                                cands.append(rel)
                                if big or rel < -(Gc + 1):
                                    cands.append('far')   # the far second heap may be the new top
                            else:
                                cands.append(max(rel, -g2))
                            for c in cands:
                                if c == 'far':
                                    res |= {F.pclass((eps + de) % 2, (Wp + dw) % 2, npar, k) for npar in (0, 1) for k in ('GE', 'MID', 'LT')}
                                    continue
                                s = dw - b1 * c
                                res |= {F.pclass((eps + de) % 2, (Wp + dw) % 2, (N + c) % 2, k) for k in shift(dc, s)}
                            return res

                        bad_here = None
                        if pG:
                            for (de, dw, rel, big) in top_moves:
                                r = after_M(de, dw, rel, big)
                                if True in r or 'small' in r:
                                    bad_here = ('a P-position with a P-option of its top heap', (de, dw, rel))
                                    break
                            if bad_here is None:
                                for nm in A:
                                    if reachP[nm]:
                                        bad_here = ('a P-position with a P-option of another heap', nm)
                                        break
                        else:
                            if any(after_M(de, dw, rel, False) == {True} for (de, dw, rel) in Mb):
                                continue
                            bad = [nm for nm in A if not wins[nm]]
                            if g2 == 'FAR' and not any(info[nm][3] for nm in bad):
                                continue
                            req = []
                            if g2 not in ('NONE', 'FAR'):
                                req = [nm for nm in bad if info[nm][4] == g2]
                                if not req:
                                    continue
                            span = {(0, 0)}
                            for nm in bad:
                                v = (info[nm][0], info[nm][1])
                                span |= {((a + v[0]) % 2, (b + v[1]) % 2) for (a, b) in span}
                            if ((eps - eM) % 2, (Wp - wM) % 2) not in span:
                                continue
                            pos = any(info[nm][2] > 0 or (nm[0] != 'S' and wstep > 0) for nm in bad)
                            if g2 in ('NONE', 'FAR'):
                                if dc != NEG and not pos:
                                    continue
                            else:
                                lo = min(d0[nm] for nm in req)
                                dd = -10 ** 18 if dc == NEG else (10 ** 18 if dc == POS else dc)
                                if dd < lo and not (dc == NEG and lo < -L):
                                    continue
                                if dc not in (NEG, POS):
                                    # d exact: W = beta(N) + d fixes W's parity, and the heaps besides
                                    # M and the near tie y weigh exactly d - d0(y)
                                    if (dc + F.be(N)) % 2 != Wp:
                                        continue
                                    if not any(dc >= d0[nm] and reachable(bad, dc - d0[nm], (eps - eM - info[nm][0]) % 2) for nm in req):
                                        continue
                            bad_here = ('an N-position without a move to P', bad[:6])
                        if bad_here:
                            failures += 1
                            if len(first) < 5:
                                first.append(f'top heap class {rhoM}, e = {eps}, W = {Wp} mod 2, d = {dc}, second index gap {g2}: {bad_here[0]} {bad_here[1]}')
    out(f'  {states} abstract states checked, {failures} failures')
    for f in first:
        out('  ' + f)
    if failures:
        return False, 'the induction step fails'
    if cert['base'] < B:
        return False, f'the base must reach heap {B}, the certificate gives {cert["base"]}'
    return True, f'proved for every heap, given the base (heaps <= {cert["base"]})'


def parse(text):
    """Lines 'key: value' (# comments); words of the family as a,b,c,x tuples."""
    cert = {}
    for line in text.splitlines():
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        key, _, val = line.partition(':')
        key, val = key.strip(), val.strip()
        nums = lambda s: [int(x) for x in s.replace(',', ' ').split()]
        if key == 'game':
            cert['game'] = val
        elif key == 'digits':
            cert['digits'] = nums(val)
        elif key == 't':
            cert['t'] = int(val)
        elif key in ('alpha', 'beta'):
            cert[key] = tuple(nums(val))
        elif key == 'c':
            cert['cx'] = tuple(nums(val))
        elif key == 'P':
            # eight bits, index e*4 + m*2 + n
            bits = nums(val)
            cert['pidx'] = [[[bool(bits[e * 4 + m * 2 + n]) for n in (0, 1)] for m in (0, 1)] for e in (0, 1)]
        elif key == 'prefix':
            cert['prefix'] = [tuple(nums(w)) for w in val.split(';') if w.strip()]
        elif key == 'pattern':
            pat = []
            for w in val.split(';'):
                if w.strip():
                    a, j, ik, il = nums(w)
                    pat.append((a, j, (ik, il)))
            cert['pattern'] = pat
        elif key == 'base':
            cert['base'] = int(val)
        else:
            raise ValueError('unknown line: ' + line)
    for a, b, c, x in cert.get('prefix', []):
        if a not in (0, 1) or b < 0 or c not in (0, 1) or x < -1 or (c == 1 and (b != 0 or x != -1)):
            raise ValueError(f'prefix word {a} {b} {c} {x} is not in normal form (c stands alone)')
    for k in ('game', 'digits', 't', 'alpha', 'beta', 'P', 'prefix', 'pattern', 'base'):
        if k not in cert and not (k == 'P' and 'pidx' in cert):
            raise ValueError('missing ' + k)
    return cert


def main(paths):
    ok = True
    for path in paths:
        try:
            with open(path, encoding='utf-8') as f:
                cert = parse(f.read())
        except (OSError, ValueError) as e:
            print(f'{path}:\n  FAILED: not a certificate: {e}')
            ok = False
            continue
        print(f'{path}: {cert["game"]}')
        try:
            good, why = check(cert)
        except ValueError as e:
            good, why = False, str(e)
        print(('  OK: ' if good else '  FAILED: ') + why)
        ok &= good
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
