#!/usr/bin/env bash
# Compiles the guest library's Java sources into classes/ (run by
# `go generate ./guestlib`, commit the result), with jcstress's result
# classes that internal/resultgen writes. The source hash recorded in
# SOURCES_SHA256 lets a test notice sources changed without regenerating.
set -euo pipefail
cd "$(dirname "$0")"
gen=$(mktemp -d)
trap 'rm -rf "$gen"' EXIT
go run ./internal/resultgen "$gen"
rm -rf classes
mkdir -p classes
javac --release 11 -g -nowarn -encoding UTF-8 -d classes $(find java -name '*.java' | sort)
# The result classes are many and trivial: no debug information.
javac --release 11 -g:none -nowarn -encoding UTF-8 -cp classes -d classes $(find "$gen" -name '*.java' | sort)
{ find java -name '*.java' | sort | xargs cat; cat internal/resultgen/main.go; } | sha256sum | cut -d' ' -f1 > SOURCES_SHA256
