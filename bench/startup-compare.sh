#!/usr/bin/env bash
# Start-up of two builds of cgx side by side, in one run: ./cgx -e EXPR in checkout A, then in B,
# alternately, N times each (after one warm-up run of each, which also makes the class-data
# archives), and the median and quartiles of each. Run it on an idle machine.
#   bench/startup-compare.sh [-n N] [-e EXPR] DIR_A DIR_B
# e.g. git worktree add /tmp/cgx-before HEAD~5, then bench/startup-compare.sh /tmp/cgx-before .
set -euo pipefail
n=20 expr=1
while [ $# -gt 2 ]; do
  case "$1" in
    -n) n="$2"; shift 2 ;;
    -e) expr="$2"; shift 2 ;;
    *) echo "usage: $0 [-n N] [-e EXPR] DIR_A DIR_B" >&2; exit 2 ;;
  esac
done
[ $# -eq 2 ] || { echo "usage: $0 [-n N] [-e EXPR] DIR_A DIR_B" >&2; exit 2; }
a="$(cd "$1" && pwd)" b="$(cd "$2" && pwd)"
# time_once DIR: the wall time of one start, in seconds (bash's own clock: no fork for a timer)
time_once() {
  local t0 t1
  t0=$EPOCHREALTIME
  "$1/cgx" -e "$expr" >/dev/null
  t1=$EPOCHREALTIME
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f\n", b - a }'
}
"$a/cgx" -e "$expr" >/dev/null; "$b/cgx" -e "$expr" >/dev/null
ta=() tb=()
for ((i = 0; i < n; i++)); do
  ta+=("$(time_once "$a")")
  tb+=("$(time_once "$b")")
done
summary() { # the times on standard input: median, first and third quartile
  sort -n | awk '{ v[NR] = $1 } END { printf "median %.3f s (quartiles %.3f-%.3f, %d runs)", v[int((NR + 1) / 2)], v[int((NR + 3) / 4)], v[int((3 * NR + 1) / 4)], NR }'
}
java_version="$("${CGX_JAVA:-java}" -version 2>&1 | head -1)"
echo "./cgx -e '$expr', $java_version, $n alternating runs each"
echo "A $a: $(printf '%s\n' "${ta[@]}" | summary)"
echo "B $b: $(printf '%s\n' "${tb[@]}" | summary)"
