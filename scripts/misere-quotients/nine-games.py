#!/usr/bin/env python3
"""The bare call on Plambeck-Siegel's nine unsolved algebraic-periodic games (issue 50's benchmark).

Runs AlgebraicQuotient("CODE") -- no MaxHeap: N is raised from 30 until a family reads and its
weight-form induction holds, or the answer cannot improve, or its time budget (60 s by default)
ends -- once per game, each in a fresh worksheet (as a user would type it), and prints a markdown
table: the answer (proved / evidence / no family), the largest N reached, the seconds the call
took (A.Seconds) and the whole run's (the worksheet's start included), and why it ended. The issue asks for each game
in under a minute on 2 cores.

Run from the repository's root: python3 scripts/misere-quotients/nine-games.py [--budget S] [CODE ...]
"""
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NINE = ["0.157", "0.357", "0.175", "0.516", "0.734", "0.54", "0.145", "0.355", "0.724"]


def one(code, budget):
    call = 'AlgebraicQuotient("%s"%s)' % (code, "" if budget is None else ", TimeLimit => %s" % budget)
    src = "\n".join([
        "A := %s;" % call,
        'print(["@@", A.Found, A.Proved, A.CheckedTo, A.Seconds]);',
        'if A.Found then print("@@why " + A.Proof) else print("@@why " + A.Reason) end',
        'for s in A.Search do print("@@step " + s) end',
    ])
    t0 = time.time()
    p = subprocess.run([os.path.join(ROOT, "cgx"), "-e", src], cwd=ROOT, capture_output=True, text=True)
    if p.returncode != 0:
        return {"error": (p.stdout + p.stderr).strip().splitlines()[-1:]}
    r = {"steps": [], "wall": time.time() - t0}
    for line in p.stdout.splitlines():
        m = re.match(r'\["@@", (true|false), (true|false), (\d+), ([\d/]+)\]', line)
        if m:
            a, b = (m.group(4).split("/") + ["1"])[:2]
            r.update(found=m.group(1) == "true", proved=m.group(2) == "true", checked=int(m.group(3)), seconds=int(a) / int(b))
        elif line.startswith("@@why "):
            r["why"] = line[6:]
        elif line.startswith("@@step "):
            r["steps"].append(line[7:])
    return r


def main():
    args = sys.argv[1:]
    budget = None
    if args[:1] == ["--budget"]:
        budget, args = args[1], args[2:]
    games = args or NINE
    print("| game | answer | N reached | seconds (call) | seconds (run) | why it ended |")
    print("|---|---|---|---|---|---|")
    steps = {}
    for code in games:
        r = one(code, budget)
        steps[code] = r.get("steps", [])
        if "error" in r:
            print("| %s | error | | | | %s |" % (code, " ".join(r["error"])))
            continue
        answer = "proved" if r["proved"] else "evidence (family found)" if r["found"] else "no family"
        last = r["steps"][-1] if r["steps"] else ""
        reached = max([int(x) for x in re.findall(r"^Q_(\d+):", "\n".join(r["steps"]), re.M)] + [r["checked"]])
        why = last[len("stopped: "):] if last.startswith("stopped: ") else r["why"]
        print("| %s | %s | %d | %.1f | %.1f | %s |" % (code, answer, reached, r["seconds"], r["wall"], why.replace("|", "\\|")))
        sys.stdout.flush()
    # what each N gave (A.Search): for a game without a family, the first relation of the shape
    # that does not hold in Q_N, with and without a sporadic c
    print()
    print("## What each N gave (A.Search)")
    for code in games:
        print()
        print("%s:" % code)
        for s in steps[code]:
            print("- " + s.replace("|", "\\|"))


if __name__ == "__main__":
    main()
