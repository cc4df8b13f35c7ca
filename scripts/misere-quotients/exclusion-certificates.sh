#!/usr/bin/env bash
# Certificates of the exclusions of the census of forms born by day 5 at |Q| <= 64 (docs/forms-census.md,
# "Certified exclusions"), written by cgx.misere.formcensus.ExclusionCertificates and re-verified by the
# independent checker scripts/misere-quotients/check-form-exclusions.py. Run from the repository's root.
#
#   scripts/misere-quotients/exclusion-certificates.sh [DIR]
#       the recorded certificates (DIR defaults to test-games/misere-quotients/proofs/exclusions/day5-b64):
#       the 94 minimal closures the census prunes by (W*.txt, exclusions.txt), and forms/F<rank>.txt for
#       a sample: every 5000th canonical form, when it is computed over the bound; then the checker on
#       all of them (about a minute).
#   scripts/misere-quotients/exclusion-certificates.sh --undecided DIR
#       the 33 forms the census left undecided at 2 s (forms5-undecided.tsv), in DIR/forms (30 s to
#       5 min each in cgx: their certificates ask about sums of up to 26 forms).
#   scripts/misere-quotients/exclusion-certificates.sh --all DIR [JOBS]
#       every form computed over the bound (about 282,000 certificates, hours on one core), in JOBS
#       slices of the ranks run side by side (default 2), then the checker on all of them (hours too;
#       EXCL_RANKS=N takes only the ranks below N, a trial: 16384 takes 4 min and certifies 1,208 forms).
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$here"
[ -f plugin/target/cgx.jar ] || mvn -o -q -pl grammar,plugin -am package -DskipTests
run() { java -Xss16m -Xmx3g -cp plugin/target/cgx.jar cgx.misere.formcensus.ExclusionCertificates "$@"; }
if [ "${1:-}" = --all ]; then
  dir="${2:?usage: --all DIR [JOBS]}"; jobs="${3:-2}"
  total="${EXCL_RANKS:-4194304}"; step=$(( (total + jobs - 1) / jobs ))  # EXCL_RANKS: only the ranks below it (a trial)
  run 5 64 "$dir" --seconds 2 > "$dir.sets.log"
  for ((j = 0; j < jobs; j++)); do
    run 5 64 "$dir" --seconds 2 --no-sets --ranks $((j * step)):$(((j + 1) * step)) > "$dir.slice$j.log" &
  done
  wait
  tail -n 1 "$dir".slice*.log
  python3 scripts/misere-quotients/check-form-exclusions.py --census "$dir/exclusions.txt" --forms "$dir/forms" --expect-canonical 4171780 | tail -n 4
  exit
fi
if [ "${1:-}" = --undecided ]; then
  dir="${2:?usage: --undecided DIR}"
  run 5 64 "$dir" --seconds 2 --no-sets --ranks-from test-games/misere-quotients/forms5-undecided.tsv
  exit
fi
dir="${1:-test-games/misere-quotients/proofs/exclusions/day5-b64}"
rm -rf "$dir"
run 5 64 "$dir" --seconds 2 --ranks 0:4194304:5000 | grep -v '^[WF][0-9]'

python3 scripts/misere-quotients/check-form-exclusions.py --census "$dir/exclusions.txt" --forms "$dir/forms" --expect-canonical 4171780 | tail -n 4
