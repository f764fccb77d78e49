#!/usr/bin/env bash
# gojpf interpreter benchmark: guest speed vs `java -Xint` and start-up cost.
#
# Usage: bench/run.sh            (from anywhere inside the repository)
# Env:   RUNS=3          runs per VM and CPU program (median is reported)
#        STARTUP_RUNS=10 runs of Hello per VM (median is reported)
#        GNU_TIME=/usr/bin/time  GNU time, for peak RSS (bash `time` is the fallback)
#        JAVA_HOME=...   JDK to compare against (default: the JDK of `java` on PATH);
#                        gojpf runs the guest on the same JDK's class library (--jdk).
#
# Prints a Markdown report on stdout; progress goes to stderr.
set -euo pipefail

RUNS=${RUNS:-3}
STARTUP_RUNS=${STARTUP_RUNS:-10}
PROGRAMS=(Sieve HashMapChurn StringBuild)

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

log() { printf '%s\n' "$*" >&2; }
die() { log "run.sh: $*"; exit 1; }

# ---- tools -----------------------------------------------------------------

if [[ -z "${JAVA_HOME:-}" ]]; then
    command -v java >/dev/null || die "java not found on PATH (set JAVA_HOME)"
    JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
fi
JAVA="$JAVA_HOME/bin/java"
JAVAC="$JAVA_HOME/bin/javac"
[[ -x "$JAVA" ]] || die "$JAVA not found"
[[ -x "$JAVAC" ]] || die "$JAVAC not found (need a JDK, not a JRE)"
command -v go >/dev/null || die "go not found on PATH"

# /usr/bin/time gives peak RSS; install it if missing and we can, else fall back
# to bash's `time` (wall time only, RSS reported as n/a).
GNU_TIME=${GNU_TIME:-/usr/bin/time}
if [[ ! -x $GNU_TIME ]]; then
    if [[ $GNU_TIME == /usr/bin/time && $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        log "installing GNU time (for peak RSS)…"
        apt-get install -y time >/dev/null 2>&1 || true
    fi
fi
HAVE_GNU_TIME=0
[[ -x $GNU_TIME ]] && HAVE_GNU_TIME=1
[[ $HAVE_GNU_TIME == 1 ]] || log "warning: /usr/bin/time unavailable: peak RSS will be n/a"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/gojpf-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# ---- build -----------------------------------------------------------------

log "building gojpf…"
GOJPF="$WORK/gojpf"
(cd "$ROOT" && go build -o "$GOJPF" ./cmd/gojpf)

log "compiling programs…"
for p in "${PROGRAMS[@]}" Hello; do
    mkdir -p "$WORK/classes/$p"
    "$JAVAC" -d "$WORK/classes/$p" "$BENCH_DIR/programs/$p/Main.java"
done

# ---- measurement helpers ---------------------------------------------------

# timed OUT_PREFIX CMD…: runs CMD once with stdout to OUT_PREFIX.out and stderr
# to OUT_PREFIX.err; sets WALL (seconds) and RSS (KB, or n/a) and STATUS.
timed() {
    local prefix=$1; shift
    STATUS=0
    if [[ $HAVE_GNU_TIME == 1 ]]; then
        "$GNU_TIME" -o "$prefix.time" -f "%e %M" "$@" >"$prefix.out" 2>"$prefix.err" || STATUS=$?
        # GNU time writes "Command exited with non-zero status N" before the numbers.
        read -r WALL RSS < <(tail -n 1 "$prefix.time")
    else
        local t
        t=$( { TIMEFORMAT=%3R; time "$@" >"$prefix.out" 2>"$prefix.err"; } 2>&1 ) || STATUS=$?
        WALL=$t
        RSS=n/a
    fi
}

# wall_ms CMD…: wall time of CMD in milliseconds, measured by the shell
# (millisecond resolution; used for start-up, where %e's 10 ms is too coarse).
wall_ms() {
    local s e
    s=$EPOCHREALTIME
    "$@" >/dev/null 2>&1
    e=$EPOCHREALTIME
    awk -v s="$s" -v e="$e" 'BEGIN { printf "%.1f\n", (e - s) * 1000 }'
}

median() { # numbers on stdin
    sort -g | awk '{ v[NR] = $1 } END {
        if (NR == 0) { print "n/a"; exit }
        if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

max_of() { sort -g | tail -n 1; }

json_instructions() { # report.json
    if command -v jq >/dev/null; then
        jq -r '.stats.instructions' "$1"
    else
        sed -n 's/.*"instructions": *\([0-9][0-9]*\).*/\1/p' "$1" | head -n 1
    fi
}

kb_to_mb() { [[ $1 == n/a ]] && echo n/a || awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }

# ---- header ----------------------------------------------------------------

COMMIT=$(cd "$ROOT" && git rev-parse --short HEAD 2>/dev/null || echo unknown)
DIRTY=$(cd "$ROOT" && git status --porcelain 2>/dev/null | grep -q . && echo " (dirty tree)" || true)
CPU=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || echo unknown)
JAVA_VERSION=$("$JAVA" -version 2>&1 | head -n 1)

echo "## gojpf benchmark"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- commit: $COMMIT$DIRTY"
echo "- machine: $(nproc) cores, $CPU"
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "- $(go version)"
echo "- java: $JAVA_VERSION ($JAVA_HOME)"
echo "- runs: median of $RUNS per VM and program; start-up: median of $STARTUP_RUNS"
echo

# ---- CPU-bound programs ----------------------------------------------------

ROWS=()
NOTES=()
for p in "${PROGRAMS[@]}"; do
    cls="$WORK/classes/$p"
    jwalls=() gwalls=() jrss=() grss=() instrs=()
    failed=""
    for ((i = 1; i <= RUNS; i++)); do
        log "$p: run $i/$RUNS java -Xint…"
        timed "$WORK/$p.java.$i" "$JAVA" -Xint -cp "$cls" Main
        [[ $STATUS == 0 ]] || failed="java -Xint exited $STATUS: $(head -c 2000 "$WORK/$p.java.$i.err")"
        jwalls+=("$WALL"); jrss+=("$RSS")

        log "$p: run $i/$RUNS gojpf…"
        timed "$WORK/$p.gojpf.$i" "$GOJPF" run -q --jdk "$JAVA_HOME" \
            --report-json "$WORK/$p.gojpf.$i.json" "$cls/Main.class"
        [[ $STATUS == 0 ]] || failed="gojpf exited $STATUS: $(head -c 2000 "$WORK/$p.gojpf.$i.err")"
        gwalls+=("$WALL"); grss+=("$RSS")
        if [[ -s "$WORK/$p.gojpf.$i.json" ]]; then
            instrs+=("$(json_instructions "$WORK/$p.gojpf.$i.json")")
        fi

        if ! cmp -s "$WORK/$p.java.$i.out" "$WORK/$p.gojpf.$i.out"; then
            failed="output differs: java -Xint printed '$(head -c 200 "$WORK/$p.java.$i.out")', gojpf printed '$(head -c 200 "$WORK/$p.gojpf.$i.out")'"
        fi
        [[ -z $failed ]] || break
    done
    if [[ -n $failed ]]; then
        log "$p: FAILED: $failed"
        ROWS+=("| $p | – | – | – | – | FAILED | – | – |")
        NOTES+=("- $p: $failed")
        continue
    fi
    if [[ $(printf '%s\n' "${instrs[@]}" | sort -u | wc -l) != 1 ]]; then
        NOTES+=("- $p: gojpf's instruction count varied between runs: ${instrs[*]}")
    fi
    checksum=$(tr -d '\n' <"$WORK/$p.java.1.out")
    NOTES+=("- $p: both print \`$checksum\`")

    instr=${instrs[0]}
    jw=$(printf '%s\n' "${jwalls[@]}" | median)
    gw=$(printf '%s\n' "${gwalls[@]}" | median)
    jr=$(printf '%s\n' "${jrss[@]}" | max_of)
    gr=$(printf '%s\n' "${grss[@]}" | max_of)
    row=$(awk -v p="$p" -v n="$instr" -v jw="$jw" -v gw="$gw" -v jr="$(kb_to_mb "$jr")" -v gr="$(kb_to_mb "$gr")" 'BEGIN {
        printf "| %s | %.1f M | %.2f | %.2f | %.0f M/s | %.0f %% | %s | %s |", p, n / 1e6, jw, gw, n / gw / 1e6, jw / gw * 100, jr, gr }')
    ROWS+=("$row")
done

echo "### Guest speed (target: gojpf ≥ 30 % of java -Xint)"
echo
echo "Wall times include each VM's start-up (nothing is subtracted). gojpf instr/s = guest"
echo "instructions / gojpf wall time. Speed % = java -Xint wall / gojpf wall × 100."
echo
echo "| program | guest instructions | java -Xint wall s | gojpf wall s | gojpf instr/s | gojpf speed as % of java -Xint | java -Xint peak RSS MB | gojpf peak RSS MB |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${ROWS[@]}"
echo
printf '%s\n' "${NOTES[@]}"
echo

# ---- start-up ----------------------------------------------------------------

hello="$WORK/classes/Hello"
log "start-up: warming up…"
"$GOJPF" run -q --jdk "$JAVA_HOME" "$hello/Main.class" >"$WORK/hello.gojpf.out" 2>"$WORK/hello.gojpf.err" \
    || die "gojpf run Hello.class failed: $(cat "$WORK/hello.gojpf.err")"
"$JAVA" -Xint -cp "$hello" Main >"$WORK/hello.java.out"
cmp -s "$WORK/hello.java.out" "$WORK/hello.gojpf.out" \
    || log "warning: Hello output differs: '$(cat "$WORK/hello.gojpf.out")' vs '$(cat "$WORK/hello.java.out")'"

log "start-up: $STARTUP_RUNS runs each…"
gms=() jms=()
for ((i = 1; i <= STARTUP_RUNS; i++)); do
    gms+=("$(wall_ms "$GOJPF" run -q --jdk "$JAVA_HOME" "$hello/Main.class")")
    jms+=("$(wall_ms "$JAVA" -Xint -cp "$hello" Main)")
done
grss=() jrss=()
for ((i = 1; i <= 3; i++)); do
    timed "$WORK/hello.g.$i" "$GOJPF" run -q --jdk "$JAVA_HOME" "$hello/Main.class"; grss+=("$RSS")
    timed "$WORK/hello.j.$i" "$JAVA" -Xint -cp "$hello" Main; jrss+=("$RSS")
done
gmed=$(printf '%s\n' "${gms[@]}" | median | xargs printf '%.1f')
jmed=$(printf '%s\n' "${jms[@]}" | median | xargs printf '%.1f')
gmin=$(printf '%s\n' "${gms[@]}" | sort -g | head -n 1)
jmin=$(printf '%s\n' "${jms[@]}" | sort -g | head -n 1)

echo "### Start-up: Hello world (target: gojpf ≤ 50 ms)"
echo
echo "| command | wall ms (median of $STARTUP_RUNS) | wall ms (min) | peak RSS MB |"
echo "|---|---:|---:|---:|"
printf '| `gojpf run -q Hello.class` | %s | %s | %s |\n' "$gmed" "$gmin" "$(kb_to_mb "$(printf '%s\n' "${grss[@]}" | max_of)")"
printf '| `java -Xint Hello` (reference) | %s | %s | %s |\n' "$jmed" "$jmin" "$(kb_to_mb "$(printf '%s\n' "${jrss[@]}" | max_of)")"
echo
echo "- load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
