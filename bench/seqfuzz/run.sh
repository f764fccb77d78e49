#!/usr/bin/env bash
# Differential fuzzing of gojpf's JVM against the real java on random
# single-threaded programs (internal/seqgen): builds gojpf and seqfuzz,
# runs SEEDS seeds from START, prints a summary on stdout and saves each
# mismatching program (and a minimised version) under OUT. See
# docs/testing.md.
#
# Usage: bench/seqfuzz/run.sh [seqfuzz flags…]   (from anywhere inside the repository)
# Env:   SEEDS=1000       number of seeds
#        START=1          first seed
#        OUT=seqfuzz-failures  directory for mismatching programs
#        J=2              programs run at once
#        JAVA_HOME=...    JDK for javac, java and gojpf's class library
#                         (default: the JDK of javac on PATH)
# Extra flags go to seqfuzz, e.g. -transcendental, -varhandles=false,
# -minimize=parts, -segments 3, -v (go run ./bench/seqfuzz -h lists them).
set -euo pipefail

SEEDS=${SEEDS:-1000}
START=${START:-1}
OUT=${OUT:-seqfuzz-failures}
J=${J:-2}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/gojpf-seqfuzz.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

echo "building gojpf and seqfuzz…" >&2
(cd "$ROOT" && go build -o "$WORK/gojpf" ./cmd/gojpf && go build -o "$WORK/seqfuzz" ./bench/seqfuzz)

"$WORK/seqfuzz" -gojpf "$WORK/gojpf" -seeds "$SEEDS" -start "$START" -out "$OUT" -j "$J" "$@"
