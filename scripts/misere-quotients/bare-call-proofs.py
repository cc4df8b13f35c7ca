#!/usr/bin/env python3
"""Every recorded proof reproduces with the bare call (issue 50, part 3).

For each of the codes (108) of test-games/misere-quotients/algebraic-proofs.tsv (its "games" column:
each row's code and the census codes that are the same game), runs the bare call
AlgebraicQuotient("CODE") -- no MaxHeap: N is raised from 40 until a family reads and its
weight-form induction holds, within the default time budget -- in one worksheet session, and checks:

  - the family is proved for every heap, with the row's presentation;
  - for the row's own code: the row's base and state count, and the certificate is the recorded
    test-games/misere-quotients/proofs/CODE-algebraic.txt;
  - for the other codes of the row: the certificate the bare call writes passes the independent
    checker, scripts/misere-quotients/check-algebraic-proof.py.

Prints a line per code (N reached, base, seconds) and a summary; exits 1 if any code fails.
BareCallTest does the same in CI (without the checker); this script is the worksheet's view of it.
Its last run is recorded in test-games/misere-quotients/bare-call-proofs.txt.
Run from the repository's root: python3 scripts/misere-quotients/bare-call-proofs.py [CODE ...]
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TSV = os.path.join(ROOT, "test-games", "misere-quotients", "algebraic-proofs.tsv")
PROOFS = os.path.join(ROOT, "test-games", "misere-quotients", "proofs")
CHECKER = os.path.join(ROOT, "scripts", "misere-quotients", "check-algebraic-proof.py")


def rows():
    """(code, base, states, presentation, row's own code) for every code of every row."""
    out = []
    with open(TSV, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or line.startswith("code\t") or not line.strip():
                continue
            code, _maxheap, base, states, games, presentation = line.rstrip("\n").split("\t")
            for g in games.split():
                out.append((g, int(base), int(states), presentation, code))
    return out


def script(codes):
    lines = []
    for code in codes:
        lines += [
            'A := AlgebraicQuotient("%s");' % code,
            'print("@@begin %s");' % code,
            'print(A.Summary);',
            'print("@@proof " + A.Proof);',
            'print(["@@numbers", A.Proved, A.CheckedTo, A.Seconds]);',
            'if A.Found then print("@@presentation " + A.Presentation); if A.Proved then print("@@certificate"); print(A.Certificate) end end',
            'print("@@end");',
        ]
    return "\n".join(lines) + "\n"


def run(codes):
    with tempfile.NamedTemporaryFile("w", suffix=".cgx", delete=False, encoding="utf-8") as f:
        f.write(script(codes))
        path = f.name
    try:
        p = subprocess.run([os.path.join(ROOT, "cgx"), path], cwd=ROOT, capture_output=True, text=True)
    finally:
        os.unlink(path)
    if p.returncode != 0:
        sys.stderr.write(p.stdout + p.stderr)
        sys.exit("the worksheet failed (status %d)" % p.returncode)
    return p.stdout


def parse(out):
    """code -> {proved, checked, seconds, proof, presentation, certificate}"""
    res, cur, cert = {}, None, None
    for line in out.splitlines():
        if line.startswith("@@begin "):
            cur = res.setdefault(line[8:], {"certificate": None})
            cert = None
        elif cur is None:
            continue
        elif line == "@@end":
            if cert is not None:
                cur["certificate"] = "\n".join(cert).rstrip("\n") + "\n"  # print adds a line break to the certificate's own
            cur, cert = None, None
        elif line.startswith("@@proof "):
            cur["proof"] = line[8:]
        elif line.startswith('["@@numbers", '):
            m = re.match(r'\["@@numbers", (true|false), (\d+), ([\d/]+)\]', line)
            a, b = (m.group(3).split("/") + ["1"])[:2]
            cur.update(proved=m.group(1) == "true", checked=int(m.group(2)), seconds=int(a) / int(b))
        elif line.startswith("@@presentation "):
            cur["presentation"] = line[15:]
        elif line == "@@certificate":
            cert = []
        elif cert is not None:
            cert.append(line)
    return res


def checker_ok(certificate):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write(certificate)
        path = f.name
    try:
        p = subprocess.run([sys.executable, CHECKER, path], capture_output=True, text=True)
        return p.returncode == 0 and "OK: proved for every heap" in p.stdout
    finally:
        os.unlink(path)


def main():
    wanted = set(sys.argv[1:])
    todo = [r for r in rows() if not wanted or r[0] in wanted]
    res = parse(run([r[0] for r in todo]))
    failures, total = 0, 0.0
    print("code\tN\tbase\tstates\tseconds\tresult")
    for code, base, states, presentation, own in todo:
        r = res.get(code)
        problems = []
        if r is None or "proved" not in r:
            problems.append("no answer")
            r = {}
        else:
            if not r["proved"]:
                problems.append("not proved: " + r.get("proof", ""))
            if r.get("presentation") != presentation:
                problems.append("presentation %s" % r.get("presentation"))
            m = re.search(r"in all (\d+) abstract states.*to heap (\d+) proves", r.get("proof", ""))
            got_states, got_base = (int(m.group(1)), int(m.group(2))) if m else (None, None)
            if code == own:
                if (got_base, got_states) != (base, states):
                    problems.append("base %s, states %s; recorded %d, %d" % (got_base, got_states, base, states))
                with open(os.path.join(PROOFS, code + "-algebraic.txt"), encoding="utf-8") as f:
                    if r.get("certificate") != f.read():
                        problems.append("certificate differs from proofs/%s-algebraic.txt" % code)
            elif r.get("certificate") is None or not checker_ok(r["certificate"]):
                problems.append("the independent checker refuses the certificate")
            base, states = got_base, got_states
            total += r["seconds"]
        failures += bool(problems)
        print("%s\t%s\t%s\t%s\t%.1f\t%s" % (code, r.get("checked"), base, states, r.get("seconds", 0), "; ".join(problems) or "proved, as recorded"))
    print("%d codes, %d reproduced, %d failed; %.0f s in AlgebraicQuotient in all" % (len(todo), len(todo) - failures, failures, total))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
