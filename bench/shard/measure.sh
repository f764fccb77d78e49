#!/bin/bash
# Measures sharding's redundancy (the shards' total work over the single
# run's) and imbalance (the busiest shard's work over the mean) for
# N = 2…64, as work counts (transitions and executions), not time: the
# machine has 2 cores. Usage: bench/shard/measure.sh [GOJPF] [PROGRAM.java] [run flags…]
set -eu
G=${1:-gojpf}; P=${2:-javatests/conc/lock_order_fixed/Main.java}; shift 2 || true
FLAGS=("$@"); [ ${#FLAGS[@]} -gt 0 ] || FLAGS=(--por=none --state-matching=false)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$G" run -q "${FLAGS[@]}" --report-json "$tmp/single.json" "$P" >/dev/null 2>&1 || true
echo "| N | prefixes (cut) | executions | transitions | redundancy (transitions) | redundancy (executions) | imbalance (transitions) |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for n in 2 4 8 16 32 64; do
  "$G" run -q "${FLAGS[@]}" --shards "$n" --shard-jobs 2 --report-json "$tmp/m.json" "$P" >/dev/null 2>&1 || true
  python3 - "$tmp/single.json" "$tmp/m.json" "$n" <<'PY'
import json, sys
s, m, n = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), int(sys.argv[3])
tr = [x["transitions"] for x in m["shards"]]
mean = sum(tr) / len(tr)
print(f"| {n} | {m['shard'].get('prefixes', 0)} ({m['shard'].get('cut', 0)}) | {m['stats']['executions']} / {s['stats']['executions']} | {m['stats']['transitions']} / {s['stats']['transitions']} | {m['stats']['transitions']/s['stats']['transitions']:.2f} | {m['stats']['executions']/s['stats']['executions']:.2f} | {max(tr)/mean:.2f} |")
PY
done
