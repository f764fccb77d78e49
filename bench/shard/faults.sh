#!/bin/bash
# Plays a job controller that misbehaves, and checks that gojpf merge
# still gives the single run's result, or says which shard is missing:
# shards run two at a time; one is killed midway (SIGKILL: no result)
# and rerun; one is interrupted midway (SIGINT: an unfinished result)
# and rerun; one runs twice; then one shard is never run.
# Usage: bench/shard/faults.sh [GOJPF] [PROGRAM.java]   (exit 0: passed)
#
# bench/shard/faults.sh --rounds [GOJPF] [PROGRAM.java [ARGS…]] plays the
# rounds of --por=odpor (docs/sharding.md) as a job controller that
# follows gojpf merge --next-round: in round 0 shard 0 (the one with the
# work item) is killed midway and rerun, and one index runs twice; in
# round 1 shard 0 is interrupted midway and rerun, and shard 5 is not run
# at first: the merge is incomplete naming "5 (round 1)" and
# --next-round names 5/6 --round 1 alone; then the rounds go on as
# --next-round says until it exits 0, and the merge has the single run's
# verdict, execution count and outcomes. Default program: the anchor
# Incr 3 2 (7134 executions, several rounds with 6 shards).
set -u
if [ "${1:-}" = --rounds ]; then
  shift
  exec bash "$(dirname "$0")/faults_rounds.sh" "$@"
fi
G=${1:-gojpf}; P=${2:-javatests/conc/lock_order_fixed/Main.java}
FLAGS=(--por=none --state-matching=false --outcomes)
N=6
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/lib.sh"
"$G" run -q "${FLAGS[@]}" --report-json "$tmp/single.json" "$P" >/dev/null 2>&1
shard() { "$G" run -q "${FLAGS[@]}" --shard "$1/$N" --shard-dir "$tmp/r" "$P" >/dev/null 2>&1; }
mkdir -p "$tmp/r"
shard 0 & shard 1 & wait
kill_midway "$tmp/r/shard-0002-of-0006.json" "shard 2" "$G" run -q "${FLAGS[@]}" --shard "2/$N" --shard-dir "$tmp/r" "$P"
timeout -s INT 1 "$G" run -q "${FLAGS[@]}" --shard "3/$N" --report-json "$tmp/r/shard-3-interrupted.json" "$P" >/dev/null 2>&1  # interrupted
shard 2 & shard 3 & wait     # the reruns
shard 4 & shard 4 & wait     # one index run twice
cp "$tmp/r/shard-0004-of-0006.json" "$tmp/r/shard-4-copy.json"
"$G" merge -q --report-json "$tmp/partial.json" "$tmp/r"; code=$?
[ $code -eq 4 ] || fail "merge without shard 5: exit $code, want 4 (incomplete)"
grep -q '"error": "shards missing: 5"' "$tmp/partial.json" || fail "the merge does not name shard 5: $(grep '"error"' "$tmp/partial.json")"
shard 5
"$G" merge -q --report-json "$tmp/merged.json" "$tmp/r"; code=$?
python3 - "$tmp/single.json" "$tmp/merged.json" "$code" <<'PY' || exit 1
import json, sys
s, m, code = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), int(sys.argv[3])
want = {"ok": 0, "violation": 1, "incomplete": 4}[s["verdict"]]
oc = lambda r: sorted((o["stdout"], o["exit_status"]) for o in r.get("outcomes") or [])
problems = []
if m["verdict"] != s["verdict"] or code != want: problems.append(f"verdict {m['verdict']} exit {code}, single run {s['verdict']}")
if m["stats"]["executions"] != s["stats"]["executions"]: problems.append(f"executions {m['stats']['executions']}, single run {s['stats']['executions']}")
if oc(m) != oc(s): problems.append("outcomes differ")
runs = {x["index"]: x["runs"] for x in m["shards"]}
if runs.get(4) != 2: problems.append(f"runs per index {runs}")
if problems: print("FAIL:", "; ".join(problems)); sys.exit(1)
print(f"shard 3: {runs.get(3)} results (2: the interrupted one was written, unfinished, and the rerun chosen)")
print(f"PASS: {len(m['shards'])} shards merged: {m['verdict']}, {m['stats']['executions']} executions as the single run; without shard 5: incomplete naming it")
PY
