#!/usr/bin/env bash
# Runs jpf-core's own thread and monitor tests in gojpf and prints the
# Markdown table of docs/jpf-core-tests.md (see main.go for how).
#
# Usage: bench/jpfcore/run.sh            (from anywhere inside the repository)
# Env:   JPF_CORE=DIR        a jpf-core checkout (default: clone
#                            https://github.com/javapathfinder/jpf-core at
#                            JPF_CORE_REV into a temporary directory)
#        JPF_CORE_REV=...    the commit to clone (default: the one the table
#                            in docs/ was made with)
#        TIME_LIMIT=30s      --time-limit of each test method
#        ONLY=Class.method   run only tests whose name contains this
#
# Needs javac and JUnit 4 (Debian's junit4; installed when missing).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

JPF_CORE_REV=${JPF_CORE_REV:-2bf98722c49a8149f9a6f68acb9edc6ba5cdd557}
TIME_LIMIT=${TIME_LIMIT:-30s}
ONLY=${ONLY:-}

if [ ! -f /usr/share/java/junit4.jar ]; then
  echo "== installing junit4" >&2
  apt-get install -y -qq junit4 >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq junit4 >/dev/null; }
fi
if [ -z "${JPF_CORE:-}" ]; then
  JPF_CORE=$(mktemp -d)
  trap 'rm -rf "$JPF_CORE"' EXIT
  echo "== cloning jpf-core $JPF_CORE_REV" >&2
  git clone -q https://github.com/javapathfinder/jpf-core "$JPF_CORE"
  git -C "$JPF_CORE" checkout -q "$JPF_CORE_REV"
fi
go run ./bench/jpfcore -jpf-core "$JPF_CORE" -time-limit "$TIME_LIMIT" -only "$ONLY"
