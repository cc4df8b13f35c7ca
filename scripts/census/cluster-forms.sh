#!/usr/bin/env bash
# The census of forms on a real Spark standalone cluster, with failures (on demand, not a test: the
# whole of day 5 takes about half an hour on 2 cores). It
#   1. starts a Master and two Workers of 1 core each, as Spark's sbin scripts start them (spark-class:
#      java -cp "$SPARK_HOME/jars/*" org.apache.spark.deploy.master.Master / ...worker.Worker), on 127.0.0.1,
#      SPARK_HOME/jars holding Spark's jars only (census/target/lib);
#   2. runs ./cgx census --forms --day D --master spark://127.0.0.1:PORT --out DIR;
#   3. once K1 pieces are in DIR/forms.ckpt, SIGKILLs one Worker daemon (its executor exits with it:
#      Spark re-runs the lost tasks on the other worker) and starts a replacement Worker;
#   4. once K2 pieces are in, SIGKILLs the driver, then runs the same command with --resume;
#   5. with --compare LOCAL (a local[*] run's directory), compares forms.tsv row by row (the seconds
#      column aside): rows may differ only where a form met the time bound on one side.
#   scripts/census/cluster-forms.sh [--day 5] [--max-order 64] [--timeout 2] [--kill-worker-at 12]
#                                   [--kill-driver-at 36] [--out DIR] [--compare LOCAL]
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
day=5 order=64 timeout=2 k1=12 k2=36 out="$root/forms-cluster" compare=""
while [ $# -gt 0 ]; do
  case "$1" in
    --day) day="$2"; shift 2 ;;
    --max-order) order="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    --kill-worker-at) k1="$2"; shift 2 ;;
    --kill-driver-at) k2="$2"; shift 2 ;;
    --out) out="$(mkdir -p "$2" && cd "$2" && pwd)"; shift 2 ;;
    --compare) compare="$(cd "$2" && pwd)"; shift 2 ;;
    *) echo "usage: $0 [--day D] [--max-order B] [--timeout S] [--kill-worker-at K1] [--kill-driver-at K2] [--out DIR] [--compare LOCAL]" >&2; exit 2 ;;
  esac
done
[ -f census/target/cgx-census.jar ] || ./cgx census --help >/dev/null
work="$(mktemp -d "${TMPDIR:-/tmp}/cgx-cluster.XXXXXX")"
home="$work/spark-home"
mkdir -p "$home/jars" "$work/logs"
ln -s "$root"/census/target/lib/*.jar "$home/jars/"
export SPARK_HOME="$home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 SPARK_LOG_DIR="$work/logs"
opens="$(sed -n 's:.*<spark.opens>\(.*\)</spark.opens>.*:\1:p' census/pom.xml)"
port=$((20000 + RANDOM % 20000))
url="spark://127.0.0.1:$port"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
spark_class() { # LOG CLASS ARGS...: a Spark daemon in the background, as spark-class starts it; prints its pid
  local log="$1"; shift
  java -Xmx1g $opens -cp "$home/jars/*" "$@" >"$log" 2>&1 &
  echo $!
}
master=$(spark_class "$work/logs/master.log" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port 0)
pids+=("$master")
for _ in $(seq 60); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 1; done
worker() { spark_class "$work/logs/worker$1.log" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --cores 1 --memory 2g \
  --work-dir "$work/work$1" --webui-port 0 "$url"; }
w1=$(worker 1); w2=$(worker 2)
pids+=("$w1" "$w2")
echo "cluster: master $url (pid $master), workers pids $w1 $w2; logs in $work/logs"
export CGX_JAVA_OPTS="-Dspark.driver.host=127.0.0.1 -Dspark.driver.bindAddress=127.0.0.1 -Dspark.executor.memory=1500m -Dspark.executor.extraJavaOptions=-Xss64m"
pieces_done() { local n; n=$(grep -c "^piece" "$out/forms.ckpt" 2>/dev/null) || true; echo "${n:-0}"; }
t0=$(date +%s)
./cgx census --forms --day "$day" --max-order "$order" --timeout "$timeout" --master "$url" --out "$out" --quiet >"$work/driver1.log" 2>&1 &
driver=$!
while [ "$(pieces_done)" -lt "$k1" ] && kill -0 "$driver" 2>/dev/null; do sleep 2; done
echo "$(date +%T) $(pieces_done) pieces done: SIGKILL to worker 2 (pid $w2)"
kill -9 "$w2"
sleep 20
w3=$(worker 3)
pids+=("$w3")
echo "$(date +%T) replacement worker 3 (pid $w3)"
while [ "$(pieces_done)" -lt "$k2" ] && kill -0 "$driver" 2>/dev/null; do sleep 2; done
echo "$(date +%T) $(pieces_done) pieces done: SIGKILL to the driver (pid $driver)"
pkill -9 -P "$driver" 2>/dev/null || true
kill -9 "$driver" 2>/dev/null || true
wait "$driver" 2>/dev/null || true
before=$(pieces_done)
sleep 5
echo "$(date +%T) resuming with $before pieces kept"
./cgx census --forms --day "$day" --max-order "$order" --timeout "$timeout" --master "$url" --out "$out" --resume --quiet >"$work/driver2.log" 2>&1
t1=$(date +%s)
grep -m1 'done before' "$work/driver2.log" || true
tail -4 "$work/driver2.log"
echo "wall: $((t1 - t0)) s (both drivers, the killed one's lost pieces included)"
grep -h -i 'lost\|removed\|Executor.*exited' "$work/logs/master.log" | head -5 || true
if [ -n "$compare" ]; then
  python3 - "$compare/forms.tsv" "$out/forms.tsv" <<'PY'
import sys
# both files list the forms by rank: compared line by line (4 million rows do not fit in a dict of lists)
def rows(p):
    for line in open(p, encoding="utf-8"):
        if line.startswith("#") or line.startswith("rank\t"): continue
        yield line.rstrip("\n").split("\t")
timing = lambda f: "time bound" in f[10] or "undecided" in f[10]
same = differ = timed = n = 0
for x, y in __import__("itertools").zip_longest(rows(sys.argv[1]), rows(sys.argv[2])):
    n += 1
    if x and y and x[:9] + x[10:] == y[:9] + y[10:]: same += 1
    elif x and y and x[0] == y[0] and (timing(x) or timing(y)):
        timed += 1
        print("time bound:", x[0], x[1], "|", x[10], "|", y[10])
    else:
        differ += 1
        if differ <= 5: print("differs:", x, y)
print(f"compared {n} rows: {same} the same, {timed} differ where a form met the time bound, {differ} differ otherwise")
sys.exit(1 if differ else 0)
PY
fi
