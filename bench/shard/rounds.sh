#!/bin/bash
# GOJPF=BIN bench/shard/rounds.sh --por=odpor: the merged executions (and
# transitions, rounds) of --shards N, N = 1, 2, 3, 5, 8, against one run, on
# the long run's conc programs and three anchors (docs/sharding.md).
G=${GOJPF:?set GOJPF to a gojpf binary}
W=${WORK:-$(mktemp -d)}
REPO=$(cd "$(dirname "$0")/../.." && pwd)
out() { python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(r['verdict'], r['stats']['executions'], r['stats']['transitions'], (r.get('shard') or {}).get('round','-'))" $1; }
run1() { # label classes main args...
  label=$1; cp=$2; shift 2
  $G run -q "${FLAGS[@]}" --report-json=$W/one.json -cp $cp "$@" >/dev/null 2>&1
  line="$label one=$(out $W/one.json)"
  for n in 1 2 3 5 8; do
    $G run -q "${FLAGS[@]}" --shards $n --shard-jobs 2 --report-json=$W/sh.json -cp $cp "$@" >/dev/null 2>&1
    line="$line | N=$n $(out $W/sh.json)"
  done
  echo "$line"
}
FLAGS=("$@")
mkdir -p $W/anchors && javac -d $W/anchors $REPO/bench/mc/anchors/*.java
for p in lost_update_outcomes check_then_act_assert lock_order_deadlock lock_order_fixed countdownlatch countdownlatch_bug producer_consumer_waitnotify wait_notify_handoff; do
  mkdir -p $W/conc/$p
  [ -f $W/conc/$p/Main.class ] || javac -cp $REPO/guestlib/classes -d $W/conc/$p $REPO/javatests/conc/$p/*.java
  run1 $p $W/conc/$p:$REPO/guestlib/classes Main
done
run1 "Incr 2 2" $W/anchors Incr 2 2
run1 "Dining 3" $W/anchors Dining 3
run1 "Airline 3 1" $W/anchors Airline 3 1
