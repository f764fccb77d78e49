#!/usr/bin/env bash
# Compiles the guest library's Java sources into classes/ (run by
# `go generate ./guestlib`, commit the result). The source hash recorded in
# SOURCES_SHA256 lets a test notice sources changed without regenerating.
set -euo pipefail
cd "$(dirname "$0")"
rm -rf classes
mkdir -p classes
javac --release 11 -g -nowarn -encoding UTF-8 -d classes $(find java -name '*.java' | sort)
find java -name '*.java' | sort | xargs cat | sha256sum | cut -d' ' -f1 > SOURCES_SHA256
