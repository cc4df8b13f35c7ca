# Independent check (no engine code): are heaps a and b indistinguishable on all sums X of total size <= W?
# Usage: python3 indistinguishable.py CODE a b W   e.g. python3 indistinguishable.py 0.315 3 13 14
import sys
from functools import lru_cache
sys.setrecursionlimit(100000)
def mk(code):
    a,b=code.split('.'); d=[int(a)]+[int(c) for c in b]
    def moves(n):
        out=[]
        for k in range(1,min(n,len(d)-1)+1):
            r=n-k; dk=d[k]
            if dk&1 and r==0: out.append(())
            if dk&2 and r>0: out.append((r,))
            if dk&4:
                for x in range(1,r//2+1): out.append((x,r-x))
        return out
    M={n:moves(n) for n in range(0,80)}
    @lru_cache(None)
    def P(pos):
        anym=False
        for i,h in enumerate(pos):
            if i and pos[i-1]==h: continue
            for o in M[h]:
                anym=True
                nxt=tuple(sorted(pos[:i]+pos[i+1:]+o))
                if P(nxt): return False
        return anym
    return P
def parts(n,mx):
    yield ()
    for h in range(min(n,mx),0,-1):
        for r in parts(n-h,h): yield (h,)+r
code,a,b,W=sys.argv[1],int(sys.argv[2]),int(sys.argv[3]),int(sys.argv[4])
P=mk(code)
bad=[X for X in parts(W,W) if P(tuple(sorted(X+(a,))))!=P(tuple(sorted(X+(b,))))]
print(code,a,b,"distinguished by" if bad else "indistinguishable on all X of size <=",W, bad[:3])
