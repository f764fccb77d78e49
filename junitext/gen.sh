#!/usr/bin/env bash
# Builds gojpf-junit.jar (the JUnit 5 extension behind @ModelCheck) from
# java/ against Debian's JUnit 5 jars (run by `go generate ./junitext`,
# commit the result; `gojpf junit-jar` writes the embedded copy).
set -euo pipefail
cd "$(dirname "$0")"
J=${GOJPF_JUNIT_JARS:-/usr/share/java}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
javac --release 11 -g -nowarn -encoding UTF-8 -d "$tmp" \
  -cp "$J/junit-jupiter-api.jar:$J/opentest4j.jar:$J/junit-platform-commons.jar:$J/apiguardian-api.jar" \
  $(find java -name '*.java' | sort)
# Fixed timestamps: the same sources give the same jar.
find "$tmp" -exec touch -d '2024-01-01 00:00:00 UTC' {} +
rm -f gojpf-junit.jar
(cd "$tmp" && jar --create --file "$OLDPWD/gojpf-junit.jar" --date=2024-01-01T00:00:00Z $(find gojpf -name '*.class' | sort))
