#!/usr/bin/env bash
# gojpf's search modes on the bug programs of javatests/bugs (in the
# style of SCTBench): for each program and number of threads N, the
# executions and seconds to the first violation under depth-first search
# (dfs), preemption bounding (bounded), random walks (random) and PCT
# (pct); for the random modes the median over SEEDS seeds, and how many
# of them found the bug. A benchmark, not a test: nothing fails on a
# slow number.
#
# Usage: bench/bugs/run.sh        (from anywhere inside the repository)
# Env:   TIME_LIMIT=10s  --time-limit of every run
#        SEEDS=20        seeds of the random modes (1..SEEDS)
#        EXECUTIONS=100000  --executions of the random modes
#        POR=jpf         scheduler of every run (POR=clockvector MODES=bounded:
#                        bounded partial-order reduction)
#        PROGS="reorder 50,account 2"  only these rows (program and N)
#        MODES="dfs bounded random pct"  only these columns
#
# Prints a Markdown table on stdout; progress goes to stderr.
set -euo pipefail

TIME_LIMIT=${TIME_LIMIT:-10s}
SEEDS=${SEEDS:-20}
EXECUTIONS=${EXECUTIONS:-100000}
POR=${POR:-jpf}
MODES=${MODES:-dfs bounded random pct}
DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$DIR/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

log() { printf '%s\n' "$*" >&2; }

(cd "$ROOT" && go build -o "$WORK/gojpf" ./cmd/gojpf)
GOJPF=$WORK/gojpf

# field FILE KEY: a string or number field of the JSON report.
field() {
    sed -n "s/.*\"$2\": *\"\{0,1\}\([^\",]*\)\"\{0,1\},\{0,1\}\$/\1/p" "$1" | head -n 1
}

# run PROGRAM N MODE [SEED]: prints "found executions seconds".
run() {
    local prog=$1 n=$2 mode=$3 seed=${4:-1} rep="$WORK/r.json"
    local flags=(--por="$POR" --time-limit="$TIME_LIMIT" --search="$mode" -q --report-json="$rep")
    case $mode in
    random | pct) flags+=(--seed="$seed" --executions="$EXECUTIONS") ;;
    esac
    "$GOJPF" run "${flags[@]}" -cp "$WORK/$prog" Main "$n" >/dev/null 2>&1 || true
    local v ex ms
    v=$(field "$rep" verdict)
    ex=$(field "$rep" executions)
    ms=$(field "$rep" elapsed_ms)
    [ "$v" = violation ] && echo "1 $ex $ms" || echo "0 $ex $ms"
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR == 0) print "-"; else print a[int((NR+1)/2)]}'; }

secs() { awk -v ms="$1" 'BEGIN {printf "%.2f", ms/1000}'; }

if [ -n "${PROGS:-}" ]; then
    IFS=, read -r -a PROGRAMS <<<"$PROGS"
else
    PROGRAMS=("reorder 3" "reorder 10" "reorder 20" "reorder 50" "twostage 2" "twostage 10" "wronglock 2" "wronglock 10" "lazyinit 2" "lazyinit 10" "account 2" "account 10" "circularbuffer 3" "workstealqueue 2" "workstealqueue 10")
fi

# wanted MODE: whether the column is asked for.
wanted() { case " $MODES " in *" $1 "*) return 0 ;; esac; return 1; }

header="| program | N"
rule="|---|---:"
for mode in dfs bounded; do
    if wanted $mode; then header="$header | $mode" && rule="$rule|---"; fi
done
for mode in random pct; do
    if wanted $mode; then header="$header | $mode (found/seeds, median executions, s)" && rule="$rule|---"; fi
done
echo "$header |"
echo "$rule|"
for p in "${PROGRAMS[@]}"; do
    set -- $p
    prog=$1 n=$2
    if [ ! -d "$WORK/$prog" ]; then
        javac -d "$WORK/$prog" "$ROOT/javatests/bugs/$prog/Main.java"
    fi
    row="| $prog | $n"
    for mode in dfs bounded; do
        wanted $mode || continue
        log "$prog $n $mode"
        read -r found ex ms < <(run "$prog" "$n" "$mode")
        if [ "$found" = 1 ]; then
            row="$row | $ex executions, $(secs "$ms") s"
        else
            row="$row | not in $TIME_LIMIT"
        fi
    done
    for mode in random pct; do
        wanted $mode || continue
        log "$prog $n $mode ($SEEDS seeds)"
        hits=0
        : >"$WORK/ex" && : >"$WORK/ms"
        for seed in $(seq 1 "$SEEDS"); do
            read -r found ex ms < <(run "$prog" "$n" "$mode" "$seed")
            if [ "$found" = 1 ]; then
                hits=$((hits + 1))
                echo "$ex" >>"$WORK/ex"
                echo "$ms" >>"$WORK/ms"
            fi
        done
        if [ "$hits" -gt 0 ]; then
            row="$row | $hits/$SEEDS, $(median <"$WORK/ex"), $(secs "$(median <"$WORK/ms")")"
        else
            row="$row | 0/$SEEDS"
        fi
    done
    echo "$row |"
done
