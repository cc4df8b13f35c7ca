#!/usr/bin/env bash
# Re-verifies every recorded algebraic-periodicity certificate in full with the independent checker
# (docs/algebraic-periodicity.md, "The base without a quotient engine"): the step, the base at every
# sum of heaps <= B, and exhaustive misère search on every sum of total size <= T (default 40; CI's
# WeightFormProofTest checks a fixed sample of them, searching to 20). Every certificate must pass:
# the exit code is 1 unless each has its OK. Writes test-games/misere-quotients/algebraic-proofs-recheck.txt.
# Run from the repository's root: scripts/misere-quotients/recheck-algebraic-proofs.sh [T]
set -euo pipefail
T="${1:-40}"
out=test-games/misere-quotients/algebraic-proofs-recheck.txt
certs=(test-games/misere-quotients/proofs/*-algebraic.txt)
start=$(date +%s)
body=$(python3 scripts/misere-quotients/check-algebraic-proof.py --sums "$T" "${certs[@]}") && rc=0 || rc=$?
end=$(date +%s)
ok=$(grep -c '  OK: ' <<< "$body" || true)
if [ "$rc" -eq 0 ] && [ "$ok" -ne "${#certs[@]}" ]; then
  echo "only $ok OK of ${#certs[@]} certificates" >&2
  rc=1
fi
{
  echo "# Every certificate of test-games/misere-quotients/proofs/ re-verified by the independent checker."
  echo "# command: scripts/misere-quotients/recheck-algebraic-proofs.sh $T"
  echo "#   (python3 scripts/misere-quotients/check-algebraic-proof.py --sums $T test-games/misere-quotients/proofs/*-algebraic.txt)"
  echo "# date: $(date -u +%Y-%m-%d), $(nproc) cores; $((end - start)) s in all; exit code $rc"
  echo "# $ok OK, $(grep -c '  FAILED: ' <<< "$body" || true) FAILED"
  echo "$body"
} > "$out"
tail -n 1 "$out" >&2
head -n 5 "$out" >&2
exit "$rc"
