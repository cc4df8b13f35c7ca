#!/usr/bin/env bash
# The frontier race (issue 17): cgx and CGSuite's MisereSolver on the same unsolved games, one after
# the other, the same time each; prints, per game, the largest partial quotient Q_n each completed,
# its order |Q_n| and when it was reached (seconds from the tool's start, JVM start included).
#
#   bench/frontier-race.sh [--seconds T] [--cgsuite JAR] [--cgx-jar JAR] [--log DIR] [--only TOOL]
#                          [--report] [GAME ...]
#
#   --seconds T   time per game and tool (default 40; the long race is --seconds 600)
#   --cgsuite JAR CGSuite 2.2's core jar (default: $CGX_CGSUITE); it is run as a black box
#   --cgx-jar JAR a cgx jar to race by java -jar (default: ./cgx, built if needed), e.g. an
#                 earlier build kept for a before/after comparison
#   --log DIR     keep each tool's output there (default: a temporary directory, removed)
#   --only TOOL   run one tool only (cgx or misere-solver), keeping the other's log in DIR if it is
#                 there: a long race can run in parts (e.g. MisereSolver on two games at once, one a
#                 core, as it uses one thread) and be reported at the end with --report
#   --report      run nothing: print the table from the logs in --log DIR
#   GAME ...      codes (default: Figure 6 and 7's unsolved games, 0.316 and 0.145)
#
# Both run on one JVM: $CGX_JAVA, else $JAVA_HOME's java, else the PATH's (as ./cgx chooses), e.g.
# JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 for JDK 25, where ./cgx maps an AOT cache.
# Each tool is started as its users start it: cgx by ./cgx -e (with its class-data archive), running
# MisereQuotient(GAME, MaxHeap => 1000, MaxOrder => 20000, Trace => true) within TimeLimit(T, ...),
# which returns the partial quotient reached; MisereSolver by java -cp JAR ...CommandLineInterface
# --timeout T GAME. Each is also killed at T + 60 s, and then reports what its output shows it
# completed. A time is when the tool's output first shows Q_n complete, counted from the tool's
# start: cgx's trace line "heap n+1 changes Q_n" (or a later heap's line, or the result), printed
# as heap n+1 starts to change the quotient; MisereSolver's "Presentation Changing at Heap n+1",
# printed as it starts to change its presentation. (With --cgx-jar, an earlier build may not know
# Trace: it runs by java -jar without it, and its times are upper bounds: it names the heap it has
# reached every 2 s, and a split 0.5 s after it starts.) Neither stops exactly at T (a split or a
# presentation under way finishes first; MisereSolver went on to 56 s with --timeout 40), so the
# last two columns give the largest Q_n each had completed within T s of its start. Run it on a
# quiet machine: cgx uses every core, MisereSolver one (so two MisereSolver runs, one a core, may
# share the machine: --only misere-solver under taskset -c 0 and -c 1).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds=40
jar="${CGX_CGSUITE:-}"
logdir=""
cgxjar=""
only=""
reportonly=0
games=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --cgsuite) jar="$2"; shift 2 ;;
    --cgx-jar) cgxjar="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --log) logdir="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --report) reportonly=1; shift ;;
    -h|--help) sed -n '2,36p' "$0"; exit 0 ;;
    -*) echo "frontier-race: unknown option $1" >&2; exit 2 ;;
    *) games+=("$1"); shift ;;
  esac
done
case "$only" in ''|cgx|misere-solver) ;; *) echo "frontier-race: --only takes cgx or misere-solver" >&2; exit 2 ;; esac
if [ "$reportonly" = 1 ] && [ -z "$logdir" ]; then echo "frontier-race: --report needs --log DIR" >&2; exit 2; fi
if [ "$reportonly" = 0 ] && [ "$only" != cgx ] && { [ -z "$jar" ] || [ ! -f "$jar" ]; }; then
  echo "frontier-race: give CGSuite's core jar with --cgsuite JAR or CGX_CGSUITE (e.g. ../shared/cgsuite/cgsuite-core-2.2-beta2-with-dependencies.jar)" >&2
  exit 2
fi
case "$seconds" in ''|*[!0-9]*) echo "frontier-race: --seconds must be a whole number" >&2; exit 2 ;; esac
[ ${#games[@]} -gt 0 ] || games=(0.04 0.06 0.07 0.14 0.16 0.35 0.36 0.37 0.4 0.45 0.54 0.6 0.64 0.74 0.76 0.3102 0.3122 0.3123 0.3312 0.316 0.145)
if [ -z "$logdir" ]; then logdir="$(mktemp -d)"; trap 'rm -rf "$logdir"' EXIT; else mkdir -p "$logdir"; fi

java="${CGX_JAVA:-}"
if [ -z "$java" ]; then
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then java="$JAVA_HOME/bin/java"; else java=java; fi
fi
# the JVM the logs come from, kept with them for --report
if [ "$reportonly" = 0 ]; then "$java" -version 2>&1 | head -1 >"$logdir/jvm" || true; fi
jvm="$(cat "$logdir/jvm" 2>/dev/null || echo "JVM not recorded")"

cd "$here"
if [ "$reportonly" = 1 ] || [ "$only" = misere-solver ]; then
  :
elif [ -z "$cgxjar" ]; then
  ./cgx -e '1' >/dev/null   # builds cgx and its class-data archive if needed, so neither happens inside a timed run
fi
[ "$reportonly" = 1 ] || [ "$only" = misere-solver ] || [ -z "$cgxjar" ] || [ -f "$cgxjar" ] || { echo "frontier-race: no cgx jar $cgxjar" >&2; exit 2; }

# stamp: prefixes each line with the milliseconds since $start (one process, whatever the lines)
stamp() { perl -MTime::HiRes=time -e '$| = 1; my $s = shift; while (my $l = <STDIN>) { printf "%d %s", int(time * 1000 - $s), $l }' "$1"; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

run_cgx() { # game log
  local start cmd=("$here/cgx") trace=", Trace => true"
  if [ -n "$cgxjar" ]; then cmd=("$java" -Xss16m -XX:+UseG1GC -jar "$cgxjar"); trace=""; fi
  start="$(now_ms)"
  timeout -k 5 $((seconds + 60)) "${cmd[@]}" -e \
    "Q := TimeLimit($seconds, () -> MisereQuotient(\"$1\", MaxHeap => 1000, MaxOrder => 20000$trace)); print(\"cgx-result \", Q.MaxHeap, \" \", Q.Order)" \
    2>&1 | stamp "$start" >"$2" || true
}
run_solver() { # game log
  local start; start="$(now_ms)"
  timeout -k 5 $((seconds + 60)) "$java" -Xss16m -cp "$jar" org.cgsuite.core.misere.solver.CommandLineInterface --timeout "$seconds" "$1" \
    2>&1 | stamp "$start" >"$2" || true
}

# parse_cgx log -> "n order ms": the result line; else "returning Q_n" (printed when a limit stops
# the engine); else (killed) one less than the last heap a progress line names, conservatively.
# Q_n's time: the first line naming a later heap ("heap h, |Q| = ..", "heap h splits Q_n .." or
# the trace's "heap h changes Q_n ..")
parse_cgx() {
  awk '
    { t = $1 }
    /MisereQuotient .*: heap [0-9]+, \|Q\| = [0-9]+/ { s = $0; sub(/.*: heap /, "", s); h = s + 0; sub(/.*\|Q\| = /, "", s); order[h] = s + 0 }
    /MisereQuotient .*: heap [0-9]+ (splits|changes) Q_[0-9]+ \(\|Q\| = [0-9]+\)/ { s = $0; sub(/.*: heap [0-9]+ (splits|changes) Q_/, "", s); h = s + 0; sub(/[^=]*= /, "", s); order[h] = s + 0 }
    /MisereQuotient .*: heap [0-9]+/ { s = $0; sub(/^[^:]*: heap /, "", s); h = s + 0; if (!(h in first)) first[h] = t; if (h > last) last = h }
    /returning Q_/ && n == "" { s = $0; sub(/.*returning Q_/, "", s); n = s + 0; q = (n in order) ? order[n] : "?" }
    /cgx-result / { n = $(NF-1) + 0; q = $NF; res = t }
    END {
      if (n == "") { n = last > 0 ? last - 1 : 0; q = (n in order) ? order[n] : "?" }
      at = res
      for (h in first) if (h + 0 > n && (at == "" || first[h] + 0 < at + 0)) at = first[h]
      if (at == "") at = t
      # by the limit: the largest m < n + 1 some line naming a later heap shows complete by then
      # (the result counts for n if it came by then)
      m = (res != "" && res + 0 <= lim) ? n : -1
      for (h in first) if (first[h] + 0 <= lim && h - 1 > m && h - 1 <= n) m = h - 1
      if (m < 0) m = 0
      printf "%d %s %d %d %s\n", n, q, at, m, (m in order) ? order[m] : "?"
    }' lim="$2" "$1"
}
# parse_solver log -> "n order ms": Q_n is complete when "Presentation Changing at Heap n+1" appears,
# or n is the last "Presentation Changed at Heap n"; |Q| from the last "|Q| = ..; |P| = .." line
parse_solver() {
  awk '
    { t = $1 }
    /Presentation Changed at Heap/ { s = $0; sub(/.*Heap /, "", s); h = s + 0; if (h > n) { n = h; at = t }; if (t + 0 <= lim && h > m) m = h }
    /\|Q\| = [0-9]+; \|P\| = / { s = $0; sub(/.*\|Q\| = /, "", s); q = s + 0; if (t + 0 <= lim) qlim = q }
    /Presentation Changing at Heap/ { s = $0; sub(/.*Heap /, "", s); h = s + 0 - 1; if (h > n) { n = h; at = t }; if (t + 0 <= lim && h > m) { m = h; mq = qlim } }
    /^[0-9]+ Phi = / { k = NF - 4; if (k > n) { n = k; at = t }; if (t + 0 <= lim && k > m) m = k }
    END { printf "%d %s %d %d %s\n", n, (q == "" ? "?" : q), (at == "" ? t : at), m + 0, (mq == "" ? "?" : mq) }' lim="$2" "$1"
}

# report GAME DIR: a row of the table from the two logs (the last two columns: the largest Q_n each
# completed within T s of its start, as MisereSolver may go on past its --timeout)
report() {
  local cn cq cms cm cmq sn sq sms sm smq
  read -r cn cq cms cm cmq < <(parse_cgx "$2/cgx-$1.log" $((seconds * 1000)))
  read -r sn sq sms sm smq < <(parse_solver "$2/solver-$1.log" $((seconds * 1000)))
  # MisereSolver's time over cgx's where both completed the same Q_n (the issue asks for 5 or more),
  # cut (not rounded) to two decimals: 5.00 or more means a fifth of MisereSolver's time or less
  local ratio="-"
  if [ "$cn" = "$sn" ] && [ "$cms" -gt 0 ]; then ratio="$(awk -v s="$sms" -v c="$cms" 'BEGIN{printf "%.2f", int(s * 100 / c) / 100}')"; fi
  printf '%-8s %-24s %-24s %-10s %-10s %s\n' "$1" "Q_$cn $cq $(awk -v m="$cms" 'BEGIN{printf "%.2fs", m/1000}')" \
    "Q_$sn $sq $(awk -v m="$sms" 'BEGIN{printf "%.2fs", m/1000}')" "Q_$cm" "Q_$sm" "$ratio"
}

printf '%-8s %-24s %-24s %-10s %-10s %s (%s s each, %s, %s)\n' game "cgx: Q_n |Q| time" "MisereSolver: Q_n |Q| time" "cgx by T" "MS by T" "MS/cgx" "$seconds" "$(date -u +%FT%TZ)" "$jvm"
for g in "${games[@]}"; do
  if [ "$reportonly" = 0 ]; then
    [ "$only" = misere-solver ] || run_cgx "$g" "$logdir/cgx-$g.log"
    [ "$only" = cgx ] || run_solver "$g" "$logdir/solver-$g.log"
  fi
  touch "$logdir/cgx-$g.log" "$logdir/solver-$g.log"
  report "$g" "$logdir"
done
