#!/bin/bash
# Paper 002's Tables 1 and 2 beside gojpf's counts and times: every row
# the Java ports in javatests/odpor/ have, under odpor, odpor-ob,
# dpor-cs, odpor-cs and odpor-cs-ob, and gojpf's odpor-cs-inherit and
# odpor-cs-ob-inherit. A cell is the finished executions
# and the search time (the report's elapsed_ms); "–" is a search that did
# not end within TIME_LIMIT (the paper's timeout was 150 s), "?" one that
# ended otherwise (an error). Paper cells are "E (T)" from its tables.
# Usage: bench/odpor/run.sh [GOJPF] > table.md   (env: TIME_LIMIT, default 10s)
set -eu
G=${1:-}
here=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
if [ -z "$G" ]; then (cd "$here" && go build -o "$tmp/gojpf" ./cmd/gojpf); G=$tmp/gojpf; fi
javac -cp "$here/guestlib/classes" -d "$tmp/cls" "$here"/javatests/odpor/*.java
TL=${TIME_LIMIT:-10s}
SCHEDS=(odpor odpor-ob dpor-cs odpor-cs odpor-cs-ob odpor-cs-inherit odpor-cs-ob-inherit)

cell() { # scheduler, program args...
  local por=$1; shift
  "$G" run -q --por="$por" --time-limit="$TL" --no-cache --report-json "$tmp/r.json" -cp "$tmp/cls" "$@" >/dev/null 2>&1 || true
  python3 - "$tmp/r.json" <<'PY'
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except Exception:
    print("?"); sys.exit()
s = d["stats"]
if d["verdict"] == "incomplete":
    print("–")
elif d["verdict"] in ("ok",) or d.get("violations"):
    print(f"{s['executions']:,} ({s['elapsed_ms']/1000:.2f} s)")
else:
    print("?")
PY
  rm -f "$tmp/r.json"
}

# program args | paper row | ODPOR | ODPOR^ob | DPOR_cs | ODPOR_cs^ob (paper's E and T; – timed out)
ROWS=$(cat <<'T'
LastWrite 4|lastwrite N=4|24 (0.01 s)|4 (0.01 s)|5 (0.01 s)|1 (0.01 s)
LastWrite 8|lastwrite N=8|40,320 (15.93 s)|8 (0.01 s)|1,385 (3.54 s)|1 (0.03 s)
LastWrite 12|lastwrite N=12|–|12 (0.02 s)|–|1 (0.08 s)
LastWrite 16|lastwrite N=16|–|16 (0.05 s)|–|1 (0.18 s)
LastWrite 4 dif|lastwrite-dif N=4|24 (0.01 s)|4 (0.01 s)|24 (0.02 s)|4 (0.01 s)
LastWrite 8 dif|lastwrite-dif N=8|40,320 (16.16 s)|8 (0.01 s)|40,320 (105.98 s)|8 (0.03 s)
LastWrite 4 2phases|lastwrite-2phases N=4|13,824 (8.32 s)|64 (0.06 s)|125 (0.51 s)|1 (0.03 s)
LastWrite 6 2phases|lastwrite-2phases N=6|–|216 (0.31 s)|–|1 (0.07 s)
FloatingRead 4|floatingread N=4|120 (0.06 s)|33 (0.02 s)|16 (0.04 s)|1 (0.07 s)
FloatingRead 5|floatingread N=5|720 (0.36 s)|81 (0.06 s)|61 (0.18 s)|1 (0.26 s)
FloatingRead 6|floatingread N=6|5,040 (3.28 s)|193 (0.18 s)|272 (0.90 s)|1 (1.33 s)
FloatingRead 7|floatingread N=7|40,320 (29.19 s)|449 (0.38 s)|1,385 (6.10 s)|1 (6.86 s)
FloatingRead 4 dif|floatingread-dif N=4|120 (0.05 s)|33 (0.02 s)|120 (0.11 s)|33 (0.06 s)
FloatingRead 5 dif|floatingread-dif N=5|720 (0.29 s)|81 (0.05 s)|720 (0.66 s)|81 (0.17 s)
FloatingRead 6 dif|floatingread-dif N=6|5,040 (2.30 s)|193 (0.12 s)|5,040 (6.09 s)|193 (0.92 s)
FloatingRead 3 2phases|floatingread-2phases N=3|576 (0.30 s)|169 (0.11 s)|25 (0.10 s)|1 (0.05 s)
FloatingRead 4 2phases|floatingread-2phases N=4|14,400 (9.35 s)|1,089 (0.82 s)|256 (0.97 s)|1 (0.15 s)
FloatingRead 5 2phases|floatingread-2phases N=5|–|6,561 (6.12 s)|3,721 (19.56 s)|1 (0.61 s)
Abs 3|abs N=3|36 (0.03 s)|9 (0.02 s)|4 (0.02 s)|1 (0.02 s)
Abs 4|abs N=4|576 (0.45 s)|16 (0.03 s)|25 (0.10 s)|1 (0.05 s)
Abs 5|abs N=5|14,400 (19.20 s)|25 (0.04 s)|256 (1.05 s)|1 (0.12 s)
Abs 6|abs N=6|–|36 (0.09 s)|–|1 (0.29 s)
Abs 3 dif|abs-dif N=3|36 (0.03 s)|9 (0.01 s)|36 (0.04 s)|9 (0.02 s)
Abs 4 dif|abs-dif N=4|576 (0.46 s)|16 (0.02 s)|576 (0.65 s)|16 (0.04 s)
Abs 5 dif|abs-dif N=5|14,400 (19.30 s)|25 (0.05 s)|14,400 (25.26 s)|25 (0.08 s)
Abs 2 2phases|abs-2phases N=2|16 (0.02 s)|16 (0.02 s)|1 (0.01 s)|1 (0.02 s)
Abs 3 2phases|abs-2phases N=3|1,296 (1.41 s)|81 (0.14 s)|16 (0.11 s)|1 (0.05 s)
Abs 4 2phases|abs-2phases N=4|–|256 (0.66 s)|–|1 (0.14 s)
ArrayWrite 5|arraywrite N=5|16 (0.07 s)|16 (0.07 s)|1 (0.03 s)|1 (0.03 s)
PipeSort 3 atomic|pipesort N=3|6 (0.01 s)|4 (0.02 s)|2 (0.01 s)|2 (0.01 s)
Pi 5 atomic|pi N=5|120 (0.09 s)|120 (0.09 s)|16 (0.05 s)|16 (0.05 s)
Pi 6 atomic|pi N=6|720 (0.56 s)|720 (0.60 s)|61 (0.17 s)|61 (0.19 s)
Pi 7 atomic|pi N=7|5,040 (5.28 s)|5,040 (5.63 s)|272 (0.83 s)|272 (0.94 s)
QuickSort 2 atomic|quicksort N=2|32 (0.29 s)|32 (0.33 s)|1 (0.24 s)|2 (0.15 s)
QuickSort 3 atomic|quicksort N=3|64 (0.70 s)|64 (0.95 s)|1 (0.38 s)|6 (0.41 s)
MergeSort 4 atomic|mergesort N=4|8 (0.15 s)|8 (0.15 s)|1 (0.07 s)|1 (0.07 s)
MergeSort 5 atomic|mergesort N=5|16 (0.53 s)|16 (0.56 s)|1 (0.19 s)|2 (0.20 s)
MergeSort 6 atomic|mergesort N=6|128 (9.77 s)|128 (10.21 s)|1 (1.40 s)|1 (1.21 s)
Fib 2 atomic|fib N=2|2 (0.01 s)|2 (0.01 s)|1 (0.01 s)|1 (0.01 s)
Fib 3 atomic|fib N=3|4 (0.01 s)|4 (0.01 s)|1 (0.01 s)|1 (0.01 s)
Fib 4 atomic|fib N=4|16 (0.03 s)|16 (0.03 s)|1 (0.03 s)|2 (0.02 s)
Fib 5 atomic|fib N=5|128 (0.27 s)|128 (0.28 s)|1 (0.19 s)|16 (0.22 s)
BoundedBuffer 7 atomic|boundedbuffer N=7|3,432 (3.09 s)|3,432 (3.24 s)|550 (1.16 s)|550 (1.26 s)
BoundedBuffer 8 atomic|boundedbuffer N=8|12,870 (14.28 s)|12,870 (14.88 s)|1,487 (3.69 s)|1,487 (4.05 s)
T
)

echo "| program (gojpf args) | ODPOR (paper) | \`odpor\` | ODPOR^ob (paper) | \`odpor-ob\` | DPOR_cs (paper) | \`dpor-cs\` | \`odpor-cs\` | ODPOR_cs^ob (paper) | \`odpor-cs-ob\` | \`odpor-cs-inherit\` | \`odpor-cs-ob-inherit\` |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
while IFS='|' read -r args name p1 p2 p3 p4; do
  [ -n "$args" ] || continue
  # shellcheck disable=SC2086
  c=(); for s in "${SCHEDS[@]}"; do c+=("$(cell "$s" $args)"); done
  echo "| $name (\`$args\`) | $p1 | ${c[0]} | $p2 | ${c[1]} | $p3 | ${c[2]} | ${c[3]} | $p4 | ${c[4]} | ${c[5]} | ${c[6]} |"
  echo "$name done" >&2
done <<< "$ROWS"
