#!/usr/bin/env bash
# Every certificate of test-games/misere-quotients/infinite.tsv checked in full by the independent
# checker (cgx.misere.lattice.check, JDK only; docs/lattice-proofs.md). LatticeProofTest does the same
# in every test run, but re-reads the certificates of 7 or more generators by sample (every 16th
# representative); this checks every representative (about 80 s for each of those). Run from the
# repository's root.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$here"
[ -d plugin/target/classes/cgx/misere/lattice/check ] || mvn -o -q -pl grammar,plugin -am package -DskipTests
status=0
while IFS=$'\t' read -r game closure quotient box witness distinguisher cert rest; do
  [ "$quotient" = "infinite (proved)" ] || continue
  echo "== $closure ($cert)"
  out="$(java -Xmx4g -cp plugin/target/classes cgx.misere.lattice.check.LatticeProofChecker "test-games/misere-quotients/$cert" 2>&1)" || status=1
  echo "${out:0:600}"
done < <(grep -v '^#' test-games/misere-quotients/infinite.tsv | tail -n +2)
exit $status
