#!/usr/bin/env bash
# Census measurement (a script, not a test): every octal code 0.d1..dk, k <= DIGITS (default 3),
# with a per-code timeout (default 10 s), three ways in one run:
#   1. ./cgx census on Spark local[1]      2. ./cgx census on Spark local[*]
#   3. MisereSolver (CGSuite 2.2), code by code, with the same --timeout
# then counts what each solves and checks that every code both solve agrees (period, preperiod,
# |Q|, |P|, standard form).
#
#   scripts/census/measure.sh [--digits D] [--timeout S] [--out DIR] [--cgsuite JAR]
#                             [--only local1|localall|misere|compare]... [--codes 'CODE ...'] [--kill-after S]
#
# Parts already done in DIR are kept (the census parts resume; MisereSolver skips codes it has),
# so an interrupted measurement is rerun with the same command. A small trial: --digits 1 (7 codes).
# --codes runs MisereSolver on the codes given (instead of the census's) and limits the comparison
# to them, e.g. --codes '0.61 0.62'.
# MisereSolver ignores its --timeout on some codes (0.61, 0.62 and 0.65 run for minutes): a run
# still going after --kill-after seconds (default 3 x timeout + 30) is killed and recorded as
# 'timeout' with the note 'killed after S s'.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
digits=3; timeout=10; out="$here/census-measure"; jar="$here/../shared/cgsuite/cgsuite-core-2.2-beta2-with-dependencies.jar"; only=()
subset=""; kill_after=""
while [ $# -gt 0 ]; do
  case "$1" in
    --digits) digits="$2"; shift 2;;
    --timeout) timeout="$2"; shift 2;;
    --out) out="$2"; shift 2;;
    --cgsuite) jar="$2"; shift 2;;
    --only) only+=("$2"); shift 2;;
    --codes) subset="$2"; shift 2;;
    --kill-after) kill_after="$2"; shift 2;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done
[ ${#only[@]} -eq 0 ] && only=(localall misere local1 compare)
case "$digits" in [1-6]) ;; *) echo "--digits must be 1 to 6, got $digits" >&2; exit 2;; esac
[[ "$timeout" =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "--timeout must be a number of seconds, got $timeout" >&2; exit 2; }
[ -n "$kill_after" ] || kill_after=$(echo "$timeout * 3 + 30" | bc)
[[ "$kill_after" =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "--kill-after must be a number of seconds, got $kill_after" >&2; exit 2; }
mkdir -p "$out"
log="$out/measure.log"
want() { local p; for p in "${only[@]}"; do [ "$p" = "$1" ] && return 0; done; return 1; }
stamp() { date -u +%H:%M:%S; }

census() { # name master
  local name="$1" master="$2" t0 t1
  echo "$(stamp) census $name: ./cgx census --digits $digits --no-prefix4 --timeout $timeout --master '$master' --out $out/$name --resume" | tee -a "$log"
  t0=$(date +%s)
  CGX_JAVA_OPTS="-Dcgx.census.lines=1" "$here/cgx" census --digits "$digits" --no-prefix4 --timeout "$timeout" --master "$master" \
    --out "$out/$name" --resume 2>>"$out/$name.progress" | tee "$out/$name.summary"
  t1=$(date +%s)
  echo "$(stamp) census $name: wall $((t1 - t0)) s (this invocation)" | tee -a "$log"
}

want localall && census localall 'local[*]'
want local1 && census local1 'local[1]'

if want misere; then
  [ -f "$jar" ] || { echo "MisereSolver jar not found: $jar (give --cgsuite JAR)" >&2; exit 2; }
  codes="$out/localall/census.tsv"
  if [ -n "$subset" ]; then codes="$out/codes.txt"; { echo code; printf '%s\n' $subset; } > "$codes"
  else [ -f "$codes" ] || { echo "run the localall part first (it lists the codes)" >&2; exit 2; }; fi
  ms="$out/misere.tsv"
  [ -f "$ms" ] || printf 'code\tstatus\tperiod\tpreperiod\torder\tpsize\tstandard\tseconds\tnote\n' > "$ms"
  echo "$(stamp) MisereSolver: java -cp $jar org.cgsuite.core.misere.solver.CommandLineInterface --timeout $timeout CODE, code by code${subset:+ (codes: $subset)}, killed after $kill_after s" | tee -a "$log"
  t0=$(date +%s)
  tail -n +2 "$codes" | cut -f1 | while read -r code; do
    awk -F'\t' -v c="$code" '$1 == c { found = 1 } END { exit !found }' "$ms" && continue
    s0=$(date +%s.%N)
    rc=0
    res="$(timeout -s KILL "$kill_after" java -Xmx2g -cp "$jar" org.cgsuite.core.misere.solver.CommandLineInterface --timeout "$timeout" "$code" 2>&1)" || rc=$?
    s1=$(date +%s.%N)
    secs=$(echo "$s1 - $s0" | bc)
    field() { echo "$res" | grep -E "^$1 *:" | tail -1 | sed -E 's/^[^:]*: *//' | tr -d ' '; }
    if echo "$res" | grep -q "Solution Found"; then
      printf '%s\tsolved\t%s\t%s\t%s\t%s\t%s\t%s\t\n' "$code" "$(field Period)" "$(field Preperiod)" "$(field Q-Size)" "$(field P-Size)" "$(field StdForm)" "$secs" >> "$ms"
    elif [ "$rc" -eq 137 ] || [ "$rc" -eq 124 ]; then
      printf '%s\ttimeout\t\t\t\t\t\t%s\tkilled after %s s\n' "$code" "$secs" "$kill_after" >> "$ms"
      echo "$(stamp) MisereSolver $code: no answer after $kill_after s (its --timeout $timeout was ignored): killed, recorded as timeout" | tee -a "$log"
    elif echo "$res" | grep -q "Timeout"; then
      printf '%s\ttimeout\t\t\t\t\t\t%s\t\n' "$code" "$secs" >> "$ms"
    else
      printf '%s\tfailed\t\t\t\t\t\t%s\t%s\n' "$code" "$secs" "$(echo "$res" | tail -1 | tr '\t' ' ' | cut -c1-200)" >> "$ms"
    fi
  done
  t1=$(date +%s)
  echo "$(stamp) MisereSolver: wall $((t1 - t0)) s (this invocation)" | tee -a "$log"
fi

if want compare; then
  python3 - "$out" "$subset" <<'PY' | tee "$out/compare.txt"
import csv, os, sys
out = sys.argv[1]
subset = set(sys.argv[2].split())
def read(p):
    if not os.path.exists(p): return None
    with open(p) as f: return {r['code']: r for r in csv.DictReader(f, delimiter='\t') if not subset or r['code'] in subset}
runs = {n: read(os.path.join(out, n, 'census.tsv')) for n in ('local1', 'localall')}
ms = read(os.path.join(out, 'misere.tsv'))
for n, t in runs.items():
    if t is None: print(f'{n}: not run'); continue
    st = [r['status'] for r in t.values()]
    secs = sum(float(r['seconds'] or 0) for r in t.values() if r['rep'] == r['code'])
    print(f"cgx {n}: {len(t)} codes: {st.count('solved')} solved, {st.count('partial')} partial, {st.count('failed')} failed "
          f"(sum of per-code seconds over distinct games {secs:.0f} s)")
if ms is not None:
    st = [r['status'] for r in ms.values()]
    killed = [c for c, r in ms.items() if (r.get('note') or '').startswith('killed')]
    print(f"MisereSolver: {len(ms)} codes: {st.count('solved')} solved, {st.count('timeout')} timed out "
          f"(of which {len(killed)} ignored --timeout and were killed: {' '.join(killed)}), {st.count('failed')} failed "
          f"(sum of seconds incl. JVM start {sum(float(r['seconds']) for r in ms.values()):.0f} s)")
ref = runs['localall'] or runs['local1']
if ref is not None and ms is not None:
    both = agree = 0; only_cgx = []; only_ms = []; dis = []; std_dis = []; conv = []
    for c, r in ms.items():
        x = ref.get(c)
        if x is None: continue
        if x['standard'] != r['standard'] and r['standard']: std_dis.append((c, x['standard'], r['standard']))
        a, b = x['status'] == 'solved', r['status'] == 'solved'
        if a and b:
            both += 1
            mine = (x['period'], x['preperiod'], x['order'], x['psize'])
            theirs = (r['period'], r['preperiod'], r['order'], r['psize'])
            if mine == theirs: agree += 1
            elif mine[0] == theirs[0] and mine[2:] == theirs[2:] and (mine[1], theirs[1]) == ('1', '0'): conv.append(c)
            else: dis.append((c, mine, theirs))
        elif a: only_cgx.append(c)
        elif b: only_ms.append(c)
    print(f'codes both solve: {both}; agreeing on (period, preperiod, |Q|, |P|): {agree}')
    print(f'solved by cgx only: {len(only_cgx)} {" ".join(only_cgx[:40])}')
    print(f'solved by MisereSolver only: {len(only_ms)} {" ".join(only_ms[:40])}')
    print(f'differing only in the preperiod, cgx 1 and MisereSolver 0 (heap 0 counted or not; see '
          f'test-games/misere-quotients/census-findings.md): {len(conv)} {" ".join(conv[:40])}')
    print(f'other disagreements: {len(dis)}')
    for d in dis: print('DISAGREE', d)
    print(f'standard forms differing (cgx, MisereSolver): {len(std_dis)}', ' '.join(f'{c}:{a}/{b}' for c, a, b in std_dis[:40]))
if runs['local1'] and runs['localall']:
    diff = [c for c in runs['local1'] if runs['local1'][c]['status'] == 'solved' and runs['localall'][c]['status'] == 'solved'
            and any(runs['local1'][c][k] != runs['localall'][c][k] for k in ('order', 'psize', 'period', 'preperiod'))]
    print(f'local[1] vs local[*]: codes solved by both with different |Q|, |P|, period or preperiod: {len(diff)} {" ".join(diff[:20])}')
PY
fi
