# Sourced by faults.sh and faults_rounds.sh: what both job controllers do.

# kill_midway RESULT LABEL COMMAND...: runs a shard's COMMAND and kills it
# (SIGKILL) after 0.3 s; a killed shard must leave no RESULT. A shard that
# finished first (a small program, a fast machine) has its RESULT removed,
# which plays the same loss.
kill_midway() {
  local result=$1 label=$2 rc
  shift 2
  timeout -s KILL 0.3 "$@" >/dev/null 2>&1 &
  wait $! 2>/dev/null; rc=$?
  if [ $rc -eq 137 ]; then
    [ -e "$result" ] && fail "a killed shard left a result"
  else
    echo "note: $label finished before the kill (exit $rc); its result removed"
    rm -f "$result"
  fi
  return 0
}
