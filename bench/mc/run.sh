#!/usr/bin/env bash
# gojpf model-checker throughput benchmark: new states/s, executions/s and
# guest instructions/s of the search, and the cost of a backtrack as the heap
# grows. A benchmark, not a timed test: nothing fails on a slow number.
#
# Usage: bench/mc/run.sh            (from anywhere inside the repository)
# Env:   TIME_LIMIT=30s     --time-limit of every search (8 of them run into it at
#                           30s; the whole script then takes about 5 min on 2 cores)
#        POR=none          scheduler of every search (none or jpf, see gojpf schedulers)
#        BH_MAX_STATES=100000  --max-states of the stateless BacktrackHeap runs
#        BH_WRITES=30       writes per thread of the BacktrackHeap runs with state matching
#        JAVA_HOME=...      JDK to compile with and to run the guest on
#                           (default: the JDK of `java` on PATH)
#        ONLY=anchors       run only the anchor programs (JPF's own benchmark
#                           programs, anchors/, under the default scheduler and jpf)
#        ANCHOR_TIME_LIMIT=300s  --time-limit of each anchor search
#        ANCHORS="Incr 3 2,Dining 7"  only these anchors (comma-separated)
#        ONLY=stateless     the anchors, then Incr 3 2, Dining 5 and Airline 4 2
#                           under the stateless reductions (clockvector without
#                           state matching, dporengine, odpor, odpor-ob)
#        STATELESS_TIME_LIMIT=30s  --time-limit of each of those
#        ONLY=incr          only the executions/s of stateless Incr 3 2 (jpf with
#                           1 and all workers, clockvector and odpor), beside
#                           JPF's 15.3 k/s (also part of ONLY=stateless and the
#                           full run)
#        INCR_TIME_LIMIT=20s  --time-limit of each of those (jpf does not finish)
#
# Prints a Markdown report on stdout; progress goes to stderr.
set -euo pipefail

TIME_LIMIT=${TIME_LIMIT:-30s}
POR=${POR:-none}
BH_MAX_STATES=${BH_MAX_STATES:-100000}
BH_WRITES=${BH_WRITES:-30}
PROGRAMS=(Incr3x2 DiningPhilosophers DiningPhilosophersOrdered Airline BacktrackHeap)
BH_SIZES=(1000 10000 100000)
ONLY=${ONLY:-}
ANCHOR_TIME_LIMIT=${ANCHOR_TIME_LIMIT:-300s}

MC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$MC_DIR/../.." && pwd)

log() { printf '%s\n' "$*" >&2; }
die() { log "run.sh: $*"; exit 1; }

SCRIPT_START=$EPOCHREALTIME

# ---- tools -----------------------------------------------------------------

if [[ -z "${JAVA_HOME:-}" ]]; then
    command -v java >/dev/null || die "java not found on PATH (set JAVA_HOME)"
    JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
fi
JAVA="$JAVA_HOME/bin/java"
JAVAC="$JAVA_HOME/bin/javac"
[[ -x "$JAVAC" ]] || die "$JAVAC not found (need a JDK, not a JRE)"
command -v go >/dev/null || die "go not found on PATH"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/gojpf-mc-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# ---- build -----------------------------------------------------------------

# The commit the binary is built from (others may commit while this runs).
COMMIT=$(cd "$ROOT" && git rev-parse --short HEAD 2>/dev/null || echo unknown)
DIRTY=$(cd "$ROOT" && git status --porcelain --untracked-files=no 2>/dev/null | grep -q . \
    && echo " plus uncommitted changes to tracked files" || true)

log "building gojpf…"
GOJPF="$WORK/gojpf"
(cd "$ROOT" && go build -o "$GOJPF" ./cmd/gojpf)

log "compiling programs…"
for p in "${PROGRAMS[@]}"; do
    mkdir -p "$WORK/classes/$p"
    "$JAVAC" -d "$WORK/classes/$p" "$MC_DIR/programs/$p/Main.java"
done
mkdir -p "$WORK/classes/anchors"
"$JAVAC" -d "$WORK/classes/anchors" "$MC_DIR"/anchors/*.java

# ---- helpers ---------------------------------------------------------------

# json FILE KEY: a top-level string/null field or a number field of the report
# (the stats keys are unique in the report, so a flat match is enough).
json() {
    if command -v jq >/dev/null; then
        case $2 in
            verdict | error) jq -r ".$2 // \"\"" "$1" ;;
            *) jq -r ".stats.$2" "$1" ;;
        esac
    else
        case $2 in
            verdict | error) sed -n "s/^  \"$2\": *\"\\(.*\\)\",\{0,1\}\$/\\1/p" "$1" | head -n 1 ;;
            *) sed -n "s/.*\"$2\": *\\([0-9][0-9]*\\).*/\\1/p" "$1" | head -n 1 ;;
        esac
    fi
}

# first violation's property and exception, e.g. "deadlock" or "java.lang.AssertionError"
json_violation() {
    if command -v jq >/dev/null; then
        jq -r '.violations[0] | if .property == "deadlock" then "deadlock" else (.exception | split(".") | last) end' "$1"
    else
        grep -o '"property": *"[a-z-]*"' "$1" | head -n 1 | sed 's/.*"\([a-z-]*\)"$/\1/'
    fi
}

# human NUMBER: 1234 -> 1234, 12345 -> 12.3 k, 1234567 -> 1.23 M
human() {
    awk -v n="$1" 'BEGIN {
        if (n < 10000) printf "%d", n
        else if (n < 1e6) printf "%.1f k", n / 1e3
        else if (n < 1e9) printf "%.2f M", n / 1e6
        else printf "%.2f G", n / 1e9 }'
}

# rate COUNT MS: COUNT per second, humanised
rate() {
    local r
    r=$(awk -v n="$1" -v ms="$2" 'BEGIN { if (ms <= 0) print -1; else printf "%.0f", n * 1000 / ms }')
    [[ $r == -1 ]] && echo n/a || echo "$(human "$r")/s"
}

ROWS=()
NOTES=()
declare -A R_BACKTRACKED R_ELAPSED R_VERDICT

# mc ID LABEL SM PROGRAM [gojpf flags…] -- [program args…]
# Runs one search and appends a table row. SM is "on" or "off".
mc() {
    local id=$1 label=$2 sm=$3 prog=$4; shift 4
    local flags=() args=()
    while [[ $# -gt 0 && $1 != -- ]]; do flags+=("$1"); shift; done
    [[ $# -gt 0 ]] && shift
    args=("$@")
    local json="$WORK/$id.json" status=0
    local smflag=()
    [[ $sm == off ]] && smflag=(--state-matching=false)
    log "$label: running…"
    local s=$EPOCHREALTIME
    # One worker (gojpf's default under none and jpf is one a CPU): these
    # rows are compared with JPF's, one core each; the anchors below run
    # with 1 and all workers.
    local jflag=()
    "$GOJPF" run --help 2>&1 | grep -q -- '--parallel' && jflag=(-j 1)
    "$GOJPF" run -q "${jflag[@]}" --por "$POR" --report-json "$json" "${smflag[@]}" "${flags[@]}" \
        "$WORK/classes/$prog/Main.class" "${args[@]}" >"$WORK/$id.out" 2>"$WORK/$id.err" || status=$?
    local wall
    wall=$(awk -v s="$s" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.1f", e - s }')
    if [[ ! -s $json ]]; then
        log "$label: FAILED (exit $status): $(head -c 500 "$WORK/$id.err")"
        ROWS+=("| $label | $sm | FAILED (exit $status) | – | – | – | – | – | – | – | – | – | – |")
        NOTES+=("- $label: gojpf exited $status without a report: \`$(head -c 500 "$WORK/$id.err" | tr '\n' ' ')\`")
        R_VERDICT[$id]=FAILED
        return
    fi
    local verdict err verdict_cell
    verdict=$(json "$json" verdict)
    err=$(json "$json" error)
    case $verdict in
        ok) verdict_cell="ok (complete)" ;;
        violation) verdict_cell="violation ($(json_violation "$json"))" ;;
        incomplete) verdict_cell="incomplete (limit)"
            NOTES+=("- $label: ${err#limit reached: }") ;;
        *) verdict_cell="FAILED: $verdict"
            NOTES+=("- $label: verdict $verdict (exit $status): \`$(printf '%s' "$err" | head -c 500)\`") ;;
    esac
    local ns vs ex tr in ms bt mem
    ns=$(json "$json" new_states); vs=$(json "$json" visited_states)
    ex=$(json "$json" executions); tr=$(json "$json" transitions)
    in=$(json "$json" instructions); ms=$(json "$json" elapsed_ms)
    bt=$(json "$json" backtracked); mem=$(json "$json" peak_memory_bytes)
    R_BACKTRACKED[$id]=$bt; R_ELAPSED[$id]=$ms; R_VERDICT[$id]=$verdict
    log "$label: $verdict_cell, $ns new states, $ex executions in ${ms} ms (wall ${wall} s)"
    ROWS+=("| $label | $sm | $verdict_cell | $(human "$ns") | $(human "$vs") | $(human "$ex") | $(human "$tr") | $(human "$in") | $(awk -v ms="$ms" 'BEGIN { printf "%.1f", ms / 1000 }') | $(rate "$ns" "$ms") | $(rate "$ex" "$ms") | $(rate "$in" "$ms") | $(awk -v b="$mem" 'BEGIN { printf "%.0f", b / 1048576 }') |")
}

# ---- header ----------------------------------------------------------------

CPU=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || echo unknown)

echo "## gojpf model-checker benchmark"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- commit: $COMMIT$DIRTY"
echo "- machine: $(nproc) cores, $CPU"
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "- $(go version)"
echo "- java: $("$JAVA" -version 2>&1 | head -n 1) ($JAVA_HOME)"
echo "- scheduler: $POR; per-run limit: --time-limit $TIME_LIMIT"
echo

# ---- anchors: JPF's benchmark programs, beside JPF's figures ----------------

# JPF's figures (jpf-core, branch java-17, commit 7ea25de, default
# configuration: DFS, state matching, path sharedness, assertions on), run on
# the same .class files on this kind of 2-core machine: verdict, new states,
# end states, guest instructions, wall seconds (JVM start-up included).
declare -A JPF_FIG=(
    ["Incr 3 2"]="none|3202|20|169792|2.5"
    ["Dining 5"]="deadlock|69545|6|1564280|11.2"
    ["Dining 6"]="deadlock|775813|7|20216057|140.9"
    ["Dining 4 ordered"]="none|28030|5|1725778|5.9"
    ["Dining 5 ordered"]="none|316286|6|21052450|54.1"
    ["Airline 4 2"]="IllegalStateException|48711|210|698964|6.5"
    ["Airline 5 1"]="IllegalStateException|574612|287|10455295|69.1"
)
ANCHOR_RUNS=("Incr 3 2" "Dining 5" "Dining 6" "Dining 7" "Dining 4 ordered" "Dining 5 ordered" "Airline 4 2" "Airline 5 1")
# JPF has no figure for Dining 7 (it did not finish in our budget); the row is
# there for gojpf's memory per state on a large state space.
JPF_FIG["Dining 7"]="–|–|–|–|–"
# ANCHORS="Incr 3 2,Dining 5" runs only those anchors.
if [[ -n ${ANCHORS:-} ]]; then
    IFS=, read -r -a ANCHOR_RUNS <<<"$ANCHORS"
fi
ANCHOR_ROWS=()

# Each anchor runs under the default scheduler (clockvector) and under jpf,
# gojpf's version of JPF's own reduction (like for like with JPF's figures).
ANCHOR_PORS=(clockvector jpf)

# Workers: 1 and all cores, when this gojpf has parallel search (-j).
if "$GOJPF" run --help 2>&1 | grep -q -- '--parallel'; then
    ANCHOR_WORKERS=(1 "$(nproc)")
else
    ANCHOR_WORKERS=(1)
fi
# The whole process's peak memory comes from /usr/bin/time when it is there
# (max resident set), else from the report's peak heap.
TIME_BIN=
[[ -x /usr/bin/time ]] && TIME_BIN=/usr/bin/time

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "–" || b == "–" || b + 0 == 0) print "–"; else printf "%.2f", a / b }'; }

anchor() {
    local label=$1 por=$2 workers=$3 id json
    read -r -a words <<<"$label"
    id="anchor_${label// /_}_${por}_$workers"
    json="$WORK/$id.json"
    local jflag=()
    [[ ${#ANCHOR_WORKERS[@]} -gt 1 ]] && jflag=(-j "$workers")
    log "anchor $label ($por, $workers workers): running…"
    local s=$EPOCHREALTIME status=0 timer=()
    [[ -n $TIME_BIN ]] && timer=("$TIME_BIN" -f '%M' -o "$WORK/$id.rss")
    "${timer[@]}" "$GOJPF" run -q --por="$por" "${jflag[@]}" --report-json "$json" --time-limit "$ANCHOR_TIME_LIMIT" -cp "$WORK/classes/anchors" \
        "${words[@]}" >"$WORK/$id.out" 2>"$WORK/$id.err" || status=$?
    local wall
    wall=$(awk -v s="$s" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.2f", e - s }')
    IFS='|' read -r jv jn je ji jw <<<"${JPF_FIG[$label]}"
    if [[ ! -s $json ]]; then
        ANCHOR_ROWS+=("| $label | $jv | $jn | $ji | $jw | \`$por\` | $workers | FAILED (exit $status) | – | – | – | – | – | – | – | – |")
        return
    fi
    local verdict ns ex in rss
    verdict=$(json "$json" verdict)
    [[ $verdict == violation ]] && verdict=$(json_violation "$json")
    [[ $verdict == ok ]] && verdict=none
    ns=$(json "$json" new_states); ex=$(json "$json" end_states); in=$(json "$json" instructions)
    if [[ -s $WORK/$id.rss ]]; then
        rss=$(( $(tail -n 1 "$WORK/$id.rss") * 1024 ))
    else
        rss=$(json "$json" peak_memory_bytes)
    fi
    log "anchor $label ($por, $workers workers): $verdict, $ns new states (wall $wall s)"
    ANCHOR_ROWS+=("| $label | $jv | $jn | $ji | $jw | \`$por\` | $workers | $verdict | $ns | $in | $wall | $(ratio "$jw" "$wall") | $(ratio "$ns" "$jn") | $(awk -v a="$in" -v b="$ns" -v c="$ji" -v d="$jn" 'BEGIN { if (c == "–") print "–"; else printf "%.1f", (a / b) / (c / d) }') | $(awk -v b="$rss" 'BEGIN { printf "%.0f", b / 1048576 }') | $(awk -v b="$rss" -v n="$ns" 'BEGIN { printf "%.0f", b / n }') |")
}

if [[ $ONLY == incr ]]; then
    ANCHOR_RUNS=()
fi
for a in "${ANCHOR_RUNS[@]}"; do
    for por in "${ANCHOR_PORS[@]}"; do
        for w in "${ANCHOR_WORKERS[@]}"; do
            anchor "$a" "$por" "$w"
        done
    done
done

if [[ ${#ANCHOR_RUNS[@]} -gt 0 ]]; then
echo "### Anchors: JPF's benchmark programs, gojpf beside JPF"
echo
echo "\`anchors/\` holds the programs JPF itself was measured on. JPF's columns are its"
echo "figures on the same \`.class\` files (jpf-core java-17 branch, commit 7ea25de,"
echo "default configuration; wall time includes JPF's JVM start-up of about 0.8 s);"
echo "gojpf's are this run, under the default scheduler (\`clockvector\`) and under"
echo "\`jpf\` (JPF's own reduction, path sharedness), wall time of the whole process."
echo "States and instructions are exact and repeat; times vary."
echo
echo "Memory is the whole process's peak resident set (\`/usr/bin/time\`), and per"
echo "state that peak over the new states (fixed costs included, so small runs look"
echo "expensive). Workers: \`-j\`, 1 and all cores (when this gojpf has \`--parallel\`)."
echo
echo "| program | JPF verdict | JPF new states | JPF instructions | JPF wall s | gojpf scheduler | workers | gojpf verdict | gojpf new states | gojpf instructions | gojpf wall s | JPF wall ÷ gojpf wall | states × JPF | instructions per state × JPF | peak MB | bytes per state |"
echo "|---|---|---:|---:|---:|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${ANCHOR_ROWS[@]}"
echo
fi

# ---- stateless Incr 3 2: executions per second -----------------------------

# JPF's stateless figure on Incr 3 2 (+vm.storage.class=nil, 60 s, not
# finished: 921,399 executions), ../shared/anchors/jpf-figures.md.
JPF_INCR_RATE=15300
INCR_TIME_LIMIT=${INCR_TIME_LIMIT:-20s}
INCR_ROWS=()

# incr POR WORKERS: one time-limited stateless search of Incr 3 2.
incr() {
    local por=$1 workers=$2 id json
    read -r -a pwords <<<"$por"
    id="incr_${pwords[0]}_$workers"
    json="$WORK/$id.json"
    local jflag=()
    [[ ${#ANCHOR_WORKERS[@]} -gt 1 ]] && jflag=(-j "$workers")
    log "Incr 3 2 stateless under $por, $workers workers: running…"
    local status=0
    "$GOJPF" run -q --report-json "$json" --time-limit "$INCR_TIME_LIMIT" --state-matching=false \
        "${jflag[@]}" --por "${pwords[@]}" -cp "$WORK/classes/anchors" Incr 3 2 \
        >"$WORK/$id.out" 2>"$WORK/$id.err" || status=$?
    if [[ ! -s $json ]]; then
        INCR_ROWS+=("| \`$por\` | $workers | FAILED (exit $status) | – | – | – | $(human "$JPF_INCR_RATE")/s | – |")
        return
    fi
    local verdict ex ms r
    verdict=$(json "$json" verdict)
    [[ $verdict == incomplete ]] && verdict="incomplete (time limit)"
    [[ $verdict == ok ]] && verdict="ok (complete)"
    ex=$(json "$json" executions); ms=$(json "$json" elapsed_ms)
    r=$(awk -v n="$ex" -v ms="$ms" 'BEGIN { if (ms <= 0) print 0; else printf "%.0f", n * 1000 / ms }')
    log "Incr 3 2 stateless under $por, $workers workers: $ex executions in $ms ms ($r/s)"
    INCR_ROWS+=("| \`$por\` | $workers | $verdict | $ex | $(awk -v ms="$ms" 'BEGIN { printf "%.1f", ms / 1000 }') | $(human "$r")/s | $(human "$JPF_INCR_RATE")/s | $(awk -v a="$r" -v b="$JPF_INCR_RATE" 'BEGIN { printf "%.1f", a / b }') |")
}

if [[ $ONLY == "" || $ONLY == stateless || $ONLY == incr ]]; then
    for w in "${ANCHOR_WORKERS[@]}"; do
        incr jpf "$w"
    done
    incr clockvector 1
    incr odpor 1
    echo "### Stateless Incr 3 2: executions per second"
    echo
    echo "\`gojpf run --state-matching=false --time-limit $INCR_TIME_LIMIT [-j N] --por P Incr 3 2\`:"
    echo "\`jpf\` (JPF's own reduction, like for like with JPF's figure) does not finish"
    echo "(nor does JPF); \`clockvector\` and \`odpor\` explore 7,134 executions and end."
    echo "Executions per second of search time (\`stats.elapsed_ms\`), beside JPF's"
    echo "15.3 k/s (60 s, 921,399 executions, ../shared/anchors/jpf-figures.md); the goal"
    echo "of issue 21 is 10× JPF, 153 k/s."
    echo
    echo "| scheduler | workers | verdict | executions | search s | executions/s | JPF executions/s | × JPF |"
    echo "|---|---:|---|---:|---:|---:|---:|---:|"
    printf '%s\n' "${INCR_ROWS[@]}"
    echo
    echo "- load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
    echo
fi
if [[ $ONLY == incr ]]; then
    echo "- whole script: $(awk -v s="$SCRIPT_START" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.0f", e - s }') s"
    exit 0
fi

# ---- stateless reductions on the anchors -----------------------------------

STATELESS_RUNS=("Incr 3 2" "Dining 5" "Airline 4 2")
STATELESS_PORS=("clockvector --state-matching=false" "dporengine" "odpor" "odpor-ob")
STATELESS_ROWS=()

stateless() {
    local label=$1 por=$2 id json
    read -r -a words <<<"$label"
    read -r -a pwords <<<"$por"
    id="stateless_${label// /_}_${pwords[0]}"
    json="$WORK/$id.json"
    log "stateless $label under $por: running…"
    local status=0
    "$GOJPF" run -q --report-json "$json" --time-limit "$STATELESS_TIME_LIMIT" --por "${pwords[@]}" \
        -cp "$WORK/classes/anchors" "${words[@]}" >"$WORK/$id.out" 2>"$WORK/$id.err" || status=$?
    if [[ ! -s $json ]]; then
        STATELESS_ROWS+=("| $label | \`$por\` | FAILED (exit $status) | – | – | – | – |")
        return
    fi
    local verdict ex ns ms
    verdict=$(json "$json" verdict)
    [[ $verdict == violation ]] && verdict=$(json_violation "$json")
    ex=$(json "$json" executions); ns=$(json "$json" new_states); ms=$(json "$json" elapsed_ms)
    log "stateless $label under $por: $verdict, $ex executions in $ms ms"
    STATELESS_ROWS+=("| $label | \`$por\` | $verdict | $(human "$ex") | $(human "$ns") | $(awk -v ms="$ms" 'BEGIN { printf "%.1f", ms / 1000 }') | $(rate "$ex" "$ms") |")
}

STATELESS_TIME_LIMIT=${STATELESS_TIME_LIMIT:-30s}
if [[ $ONLY == "" || $ONLY == stateless ]]; then
    for a in "${STATELESS_RUNS[@]}"; do
        for p in "${STATELESS_PORS[@]}"; do
            stateless "$a" "$p"
        done
    done
    echo "### Stateless reductions on the anchors"
    echo
    echo "Without state matching, --time-limit $STATELESS_TIME_LIMIT each; a violation stops the search."
    echo
    echo "| program | scheduler | verdict | executions | new states | search s | executions/s |"
    echo "|---|---|---|---:|---:|---:|---:|"
    printf '%s\n' "${STATELESS_ROWS[@]}"
    echo
fi
if [[ $ONLY == anchors || $ONLY == stateless ]]; then
    echo "- whole script: $(awk -v s="$SCRIPT_START" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.0f", e - s }') s"
    exit 0
fi

# ---- searches --------------------------------------------------------------

TL=(--time-limit "$TIME_LIMIT")

mc incr_off "Incr3x2" off Incr3x2 "${TL[@]}"
mc incr_on "Incr3x2" on Incr3x2 "${TL[@]}"
for n in 4 5 6; do
    mc "dp$n" "DiningPhilosophers N=$n (stops at first deadlock)" on DiningPhilosophers "${TL[@]}" -- "$n"
done
for n in 4 5 6; do
    mc "dpo$n" "DiningPhilosophersOrdered N=$n (deadlock-free)" on DiningPhilosophersOrdered "${TL[@]}" -- "$n"
done
for nc in "4 1" "5 1"; do
    set -- $nc
    mc "air$1$2" "Airline $1/$2 (stops at first error)" on Airline "${TL[@]}" -- "$1" "$2"
done
for nc in "4 1" "5 1"; do
    set -- $nc
    mc "airda$1$2" "Airline $1/$2 --disable-assertions (whole space)" on Airline "${TL[@]}" --disable-assertions -- "$1" "$2"
done
# With state matching the search finishes; W = $BH_WRITES writes per thread give
# it ~140 k backtracks. Without, W = 3 and the search is cut at $BH_MAX_STATES states.
for k in "${BH_SIZES[@]}"; do
    mc "bh_on_$k" "BacktrackHeap K=$k W=$BH_WRITES" on BacktrackHeap "${TL[@]}" -- "$k" "$BH_WRITES"
done
for k in "${BH_SIZES[@]}"; do
    mc "bh_off_$k" "BacktrackHeap K=$k W=3 (--max-states $BH_MAX_STATES)" off BacktrackHeap "${TL[@]}" --max-states "$BH_MAX_STATES" -- "$k" 3
done

# Set-up cost of BacktrackHeap (main building the heap, up to the first
# choice): a search stopped after its first state.
declare -A SETUP_MS
for k in "${BH_SIZES[@]}"; do
    log "BacktrackHeap K=$k: set-up run (--max-states 1)…"
    "$GOJPF" run -q --report-json "$WORK/bh_setup_$k.json" --max-states 1 \
        "$WORK/classes/BacktrackHeap/Main.class" "$k" >/dev/null 2>&1 || true
    SETUP_MS[$k]=$( [[ -s $WORK/bh_setup_$k.json ]] && json "$WORK/bh_setup_$k.json" elapsed_ms || echo 0)
done

# ---- report ----------------------------------------------------------------

echo "### Throughput"
echo
echo "Rates are per second of search time (\`stats.elapsed_ms\`, which excludes gojpf's"
echo "boot). Peak memory is \`stats.peak_memory_bytes\` (memory the Go runtime got from the OS)."
echo
echo "| program/config | state matching | verdict | new states | visited | executions | transitions | instructions | time s | new states/s | executions/s | instructions/s | peak memory MB |"
echo "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${ROWS[@]}"
echo "| *JPF 8 (java-17 branch), this machine, from the issue* | on / off | – | airline 5/1: 888 k | – | – | – | – | 85 | ≈ 10 k/s | ≈ 19 k/s (stateless) | – | – |"
echo "| *gojpf's aim: 10 × JPF* | | | | | | | | | ≈ 100 k/s | ≈ 190 k/s | | |"
echo
if [[ ${#NOTES[@]} -gt 0 ]]; then
    echo "Limits and failures:"
    echo
    printf '%s\n' "${NOTES[@]}"
    echo
fi

echo "### BacktrackHeap: time per backtrack as the heap grows"
echo
echo "Main builds K small objects (reachable from a static), then two threads write one"
echo "shared field W times each (W = $BH_WRITES with state matching, 3 without). Time per"
echo "backtrack = elapsed / backtracked (a backtrack restores a state and runs the"
echo "transitions to the next choice point or end); the"
echo "set-up column is the search time of a run stopped after its first state (main"
echo "building the heap), subtracted in the last column."
echo
echo "| K | state matching | verdict | backtracked | time s | set-up s | µs per backtrack | µs per backtrack without set-up |"
echo "|---:|---|---|---:|---:|---:|---:|---:|"
for sm in off on; do
    for k in "${BH_SIZES[@]}"; do
        id="bh_${sm}_$k"
        if [[ ${R_VERDICT[$id]} == FAILED ]]; then
            echo "| $k | $sm | FAILED | – | – | – | – | – |"
            continue
        fi
        awk -v k="$k" -v sm="$sm" -v v="${R_VERDICT[$id]}" -v bt="${R_BACKTRACKED[$id]}" \
            -v ms="${R_ELAPSED[$id]}" -v su="${SETUP_MS[$k]}" 'BEGIN {
            if (v == "incomplete") v = "incomplete (limit)"
            if (v == "ok") v = "ok (complete)"
            if (bt > 0) printf "| %d | %s | %s | %d | %.2f | %.2f | %.1f | %.1f |\n", k, sm, v, bt, ms / 1000, su / 1000, ms * 1000 / bt, (ms - su) * 1000 / bt
            else printf "| %d | %s | %s | 0 | %.2f | %.2f | n/a | n/a |\n", k, sm, v, ms / 1000, su / 1000 }'
    done
done
echo
echo "- load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "- whole script: $(awk -v s="$SCRIPT_START" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.0f", e - s }') s"
