#!/bin/bash
# The rounds mode of faults.sh (bench/shard/faults.sh --rounds): a job
# controller that misbehaves within the rounds of --por=odpor.
# Usage: [POR_FLAGS=…] bench/shard/faults_rounds.sh [GOJPF] [PROGRAM.java [ARGS…]]   (exit 0: passed)
set -u
G=${1:-gojpf}
REPO=$(cd "$(dirname "$0")/../.." && pwd)
P=${2:-$REPO/bench/mc/anchors/Incr.java}
shift 2 2>/dev/null || shift $#
ARGS=("$@")
[ $# -eq 0 ] && [ "$P" = "$REPO/bench/mc/anchors/Incr.java" ] && ARGS=(3 2)
# POR_FLAGS: another scheduler that searches in rounds, e.g.
# POR_FLAGS="--por=clockvector --state-matching=false".
read -r -a FLAGS <<< "${POR_FLAGS:---por=odpor} --outcomes"
N=6
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/lib.sh"
# Compiled once, so that a shard's time is its search's.
mkdir -p "$tmp/cls" && javac -d "$tmp/cls" "$P" || fail "javac $P"
MAIN=$(basename "$P" .java)
TARGET=(-cp "$tmp/cls" "$MAIN" "${ARGS[@]}")
"$G" run -q "${FLAGS[@]}" --report-json "$tmp/single.json" "${TARGET[@]}" >/dev/null 2>&1
shard() { "$G" run -q "${FLAGS[@]}" --shard "$1/$N" --round "$2" --shard-dir "$tmp/r" "${TARGET[@]}" >/dev/null 2>&1; }
file() { printf '%s/r/shard-%04d-of-%04d-round-%04d.json' "$tmp" "$1" "$N" "$2"; }
mkdir -p "$tmp/r"

# Round 0: the root, shard 0's. Killed midway, then rerun; index 4 twice.
kill_midway "$(file 0 0)" "shard 0 of round 0" "$G" run -q "${FLAGS[@]}" --shard "0/$N" --round 0 --shard-dir "$tmp/r" "${TARGET[@]}"
shard 0 0 & shard 1 0 & wait
shard 2 0 & shard 3 0 & wait
shard 4 0 & shard 4 0 & wait
cp "$(file 4 0)" "$tmp/r/shard-4-round-0-copy.json"   # the second run's result, kept apart
shard 5 0
plan=$("$G" merge --next-round "$tmp/r"); code=$?
[ $code -eq 4 ] || fail "--next-round after round 0: exit $code, want 4 (the program must take more than one round)"
[ "$(echo "$plan" | head -1)" = "0/$N --round 1" ] || fail "--next-round after round 0: $plan"

# Round 1: shard 0 interrupted midway (an unfinished result), rerun;
# shard 5 not run at first.
timeout -s INT 0.3 "$G" run -q "${FLAGS[@]}" --shard "0/$N" --round 1 --shard-dir "$tmp/r" --report-json "$tmp/r/shard-0-round-1-interrupted.json" "${TARGET[@]}" >/dev/null 2>&1
[ -e "$tmp/r/shard-0-round-1-interrupted.json" ] && grep -q '"complete": true' "$tmp/r/shard-0-round-1-interrupted.json" && echo "note: shard 0 of round 1 finished within 0.3 s (not interrupted)"
[ -e "$tmp/r/shard-0-round-1-interrupted.json" ] || echo "note: shard 0 of round 1 was interrupted before it wrote a result"
shard 0 1 & shard 1 1 & wait
shard 2 1 & shard 3 1 & wait
shard 4 1
"$G" merge -q --report-json "$tmp/partial.json" "$tmp/r"; code=$?
[ $code -eq 4 ] || fail "merge without shard 5 of round 1: exit $code, want 4 (incomplete)"
grep -q '"error": "shards missing: 5 (round 1)"' "$tmp/partial.json" || fail "the merge does not name shard 5 of round 1: $(grep '"error"' "$tmp/partial.json")"
plan=$("$G" merge --next-round "$tmp/r"); code=$?
[ $code -eq 4 ] && [ "$plan" = "5/$N --round 1" ] || fail "--next-round without shard 5 of round 1: exit $code, $plan"
shard 5 1

# The rounds left, as --next-round says, two shards at a time.
rounds=2
while :; do
  plan=$("$G" merge --next-round "$tmp/r"); code=$?
  [ $code -eq 0 ] && break
  [ $code -eq 4 ] || fail "--next-round: exit $code"
  [ $rounds -gt 200 ] && fail "more than 200 rounds"
  echo "$plan" | while read -r spec _ r; do
    shard "${spec%/*}" "$r" &
    [ $(jobs -r | wc -l) -ge 2 ] && wait -n
  done
  wait
  rounds=$((rounds + 1))
done
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
runs = {(x.get("round", 0), x["index"]): x["runs"] for x in m["shards"]}
if runs.get((0, 4)) != 2: problems.append(f"runs of round 0 index 4: {runs.get((0, 4))}")
if problems: print("FAIL:", "; ".join(problems)); sys.exit(1)
rounds = m["shard"].get("round", 0)
print(f"round 1 shard 0: {runs.get((1, 0))} results (the interrupted one, if it wrote one, and the rerun; a complete one chosen)")
print(f"PASS: {rounds} rounds of {len(m['shards']) // max(rounds, 1)} shards merged: {m['verdict']}, {m['stats']['executions']} executions as the single run; without shard 5 of round 1: incomplete naming it")
PY
