#!/usr/bin/env bash
# Forms per second per core of the census of forms, on demand (not a test): runs
#   ./cgx census --forms --day 5 --max-order B --slice 0:K --out DIR
# (K of the 64 pieces of day 5's 2^22 ranks; a whole run: --slice 0:64) on local[*] and prints the forms
# covered (pruned or computed), the forms computed, the wall time and the rates per core. Run it on a
# machine with nothing else running; the numbers in the README came from it.
#   scripts/census/forms-bench.sh [--max-order B] [--pieces K] [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
order=64 pieces=4 out="${TMPDIR:-/tmp}/cgx-forms-bench"
while [ $# -gt 0 ]; do
  case "$1" in
    --max-order) order="$2"; shift 2 ;;
    --pieces) pieces="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "usage: $0 [--max-order B] [--pieces K] [--out DIR]" >&2; exit 2 ;;
  esac
done
rm -rf "$out"
cores=$(nproc)
t0=$(date +%s.%N)
./cgx census --forms --day 5 --max-order "$order" --slice "0:$pieces" --out "$out" --quiet >/dev/null
t1=$(date +%s.%N)
python3 - "$out/census.json" "$t0" "$t1" "$cores" <<'PY'
import json, sys
j = json.load(open(sys.argv[1])); t0, t1, cores = float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
c = j["counts"]; wall = t1 - t0
print(f"day 5, |Q| <= {j['maxOrder']}, pieces {j['slice'][0]}..{j['slice'][1]-1} of {j['pieces']}: {c['forms']} forms "
      f"({c['computed']} computed, {c['forms'] - c['computed']} pruned) in {wall:.1f} s wall (JVM and Spark start included) on {cores} cores")
print(f"  {c['forms'] / wall / cores:.0f} forms/s per core; {c['computed'] / wall / cores:.0f} computed forms/s per core")
PY
