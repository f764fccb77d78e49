#!/bin/bash
# Builds NASA's jpf-core (branch java-17) with plain javac, no gradle and no
# network, so that gojpf's counts can be compared with JPF's on the same
# class files on the same machine.
#
# usage: bench/jpf/build.sh JPF_CORE_GIT_DIR_OR_CHECKOUT OUT_DIR
#   e.g. bench/jpf/build.sh /work/.mirror/javapathfinder+jpf-core/repo /tmp/jpf17
# then:  OUT_DIR/run.sh [+key=value ...] -cp CLASSDIR Main [args...]
#
# It reproduces the source sets of jpf-core's gradle build (annotations,
# main, peers, model classes with --patch-module, examples; not tests) and
# the jars RunJPF needs, and writes run.sh (JPF's default configuration:
# depth-first search, state matching, path sharedness) and site.properties.
set -euo pipefail
src=${1:?jpf-core git dir or checkout}; out=${2:?output dir}
mkdir -p "$out"; out=$(cd "$out" && pwd)
if [ -d "$src/src/main" ]; then
  cp -r "$src"/. "$out"/
else
  git --git-dir="$src" archive java-17 | tar -x -C "$out"
fi
cd "$out"
M=src/classes/modules
J=(javac -J-Xmx1g -nowarn -encoding UTF-8 -g)
PATCH=(--patch-module "java.base=$M/java.base" --patch-module "java.logging=$M/java.logging"
       --patch-module "java.xml=$M/java.xml" --add-exports java.base/sun.net.www.protocol.http=ALL-UNNAMED
       --add-reads java.base=ALL-UNNAMED)
mkdir -p build/{annotations,main,peers,classes/modules,examples}
"${J[@]}" -d build/annotations $(find src/annotations -name '*.java')
"${J[@]}" -cp build/annotations -d build/main $(find src/main -name '*.java')
"${J[@]}" -cp build/main:build/annotations --add-exports java.base/jdk.internal.access=ALL-UNNAMED \
  --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -d build/peers $(find src/peers -name '*.java')
"${J[@]}" -cp build/main:build/annotations "${PATCH[@]}" -d build/classes $(find src/classes/gov src/classes/org -name '*.java')
"${J[@]}" -cp build/annotations:build/classes:build/main --module-source-path $M "${PATCH[@]}" \
  -d build/classes/modules $(find $M -name '*.java')
# JPF looks java.* models up under modules/<module>/ and jdk.* ones under <module>/.
cp -r build/classes/modules/java.base build/classes/modules/java.logging build/classes/
"${J[@]}" -cp build/main:build/annotations:build/classes -d build/examples $(find src/examples -name '*.java')
echo unknown > build/main/gov/nasa/jpf/.version
printf 'note=built with plain javac by gojpf bench/jpf/build.sh\n' > build/main/gov/nasa/jpf/build.properties
cd build
jar cf jpf.jar -C main . -C peers . -C annotations . -C classes org/junit
jar cf jpf-annotations.jar -C annotations .
(cd main && jar cf ../jpf-classes.jar -C ../classes . -C ../annotations . gov/nasa/jpf/JPFShell.class \
  gov/nasa/jpf/vm/Verify.class gov/nasa/jpf/util/TypeRef.class gov/nasa/jpf/util/test/TestJPF.class \
  gov/nasa/jpf/util/test/TestMultiProcessJPF.class)
printf 'Main-Class: gov.nasa.jpf.tool.RunJPF\n' > runjpf.mf
(cd main && jar cfm ../RunJPF.jar ../runjpf.mf gov/nasa/jpf/tool/Run.class gov/nasa/jpf/tool/RunJPF.class \
  gov/nasa/jpf/Config.class gov/nasa/jpf/ConfigChangeListener.class 'gov/nasa/jpf/Config$MissingRequiredKeyException.class' \
  gov/nasa/jpf/JPFClassLoader.class gov/nasa/jpf/JPFShell.class gov/nasa/jpf/JPFException.class \
  gov/nasa/jpf/JPFConfigException.class gov/nasa/jpf/util/JPFSiteUtils.class gov/nasa/jpf/util/FileUtils.class \
  gov/nasa/jpf/util/StringMatcher.class gov/nasa/jpf/util/Pair.class)
cd "$out"
printf 'jpf-core = %s\nextensions = ${jpf-core}\n' "$out" > site.properties
cat > run.sh <<'RUN'
#!/bin/bash
# usage: run.sh [+key=value ...] -cp DIR[:DIR...] Main [args...]
# JPF exits 0 even on a violation: read "no errors detected" / "error #".
set -e
home="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
opts=()
while [ $# -gt 0 ]; do
  case "$1" in -cp|-classpath) cp=$2; shift 2; break ;; *) opts+=("$1"); shift ;; esac
done
[ -n "${cp:-}" ] && [ $# -ge 1 ] || { echo "usage: $0 [+key=value ...] -cp DIR Main [args...]" >&2; exit 2; }
jcp=""
IFS=: read -r -a parts <<< "$cp"
for e in "${parts[@]}"; do
  [ -z "$e" ] && continue
  case "$e" in /*) ;; *) e="$(pwd)/$e" ;; esac
  jcp="${jcp:+$jcp,}$e"
done
exec java -Xmx1024m -ea --add-exports java.base/jdk.internal.misc=ALL-UNNAMED \
  --add-opens java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED \
  --add-opens java.base/java.util=ALL-UNNAMED -jar "$home/build/RunJPF.jar" \
  "+site=$home/site.properties" "+classpath=$jcp" "${opts[@]}" "$@"
RUN
chmod +x run.sh
echo "built: $out/run.sh"
