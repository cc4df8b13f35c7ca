#!/usr/bin/env bash
# Speed of MisereQuotient through the CGSuite bridge, side by side in one run with ./cgx -e and
# with CGSuite's own MisereSolver, alternating the three so that a busy machine hurts each alike.
#   bench/cgsuite-bridge.sh [CGSUITE_JAR] [CODE] [ROUNDS]
# Each figure is the wall-clock and the CPU time (user+system) of a whole process, JVM start
# included; the start-up line gives each tool's cost for a trivial statement, to subtract.
# CPU time is the steadier figure on a shared machine.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="${1:-$here/../shared/cgsuite/cgsuite-core-2.2-beta2-with-dependencies.jar}"
code="${2:-0.4107}"
rounds="${3:-3}"
cd "$here"
printf '1\n' | ./cgx --cgsuite "$jar" >/dev/null 2>&1   # builds the bridge if needed
./cgx -e '1' >/dev/null

cp="$jar:$here/cgsuite-bridge/target/classes:$here/plugin/target/cgx.jar"
opts=(-Xss16m -XX:+UseG1GC "-Dcgx.home=$here")
secs() { local TIMEFORMAT='%R s wall, %U+%S s cpu'; { time "$@" >/dev/null 2>&1; } 2>&1; }
# after the build above, both run java directly (as ./cgx does), so no staleness check can rebuild mid-run
bridge() { printf 'MisereQuotient(game.heap.TakeAndBreak("%s")).Order\n' "$code" | java "${opts[@]}" -cp "$cp" cgx.cgsuite.Main; }
bridge0() { printf '1\n' | java "${opts[@]}" -cp "$cp" cgx.cgsuite.Main; }
cgx() { java "${opts[@]}" -jar "$here/plugin/target/cgx.jar" -e "MisereQuotient(\"$code\").Order"; }
cgx0() { java "${opts[@]}" -jar "$here/plugin/target/cgx.jar" -e '1'; }
solver() { java -Xss16m -cp "$jar" org.cgsuite.core.misere.solver.CommandLineInterface "$code"; }

echo "start-up: bridge $(secs bridge0); ./cgx $(secs cgx0)"
echo "answers: bridge $(bridge 2>/dev/null | grep -o '^[0-9]*$' | tail -1), ./cgx $(cgx 2>/dev/null | tail -1)"
for r in $(seq 1 "$rounds"); do
  echo "round $r: MisereQuotient $code: bridge $(secs bridge); ./cgx -e $(secs cgx); MisereSolver $(secs solver)"
done
