#!/usr/bin/env bash
# Runs the protocol and server test suites under the address sanitizer, then the thread
# sanitizer, each in its own scratch path so neither invalidates the other's build or the
# normal .build (see docs/FUZZING.md for timings).
#
#   scripts/sanitizers.sh                 # address, then thread
#   scripts/sanitizers.sh address         # one of them
#   FILTER='LayercastProtocolTests' scripts/sanitizers.sh address
#
# `swift test` builds every test target into one test bundle whatever the filter; the filter
# only chooses what runs. Exit status: 0 when every selected run passed.
set -euo pipefail
cd "$(dirname "$0")/.."

FILTER=${FILTER:-'^(LayercastProtocolTests|LayercastServerTests)\.'}
SANITIZERS=("$@")
[ ${#SANITIZERS[@]} -gt 0 ] || SANITIZERS=(address thread)

status=0
failures=()
for s in "${SANITIZERS[@]}"; do
    case "$s" in
        address) scratch=.build-asan; extra=() ;;
        # Serial under the thread sanitizer: it slows every thread several times, and tests run
        # side by side on 2 cores then miss their (generous) protocol timeouts.
        thread) scratch=.build-tsan; extra=(--no-parallel) ;;
        *) echo "unknown sanitizer $s (address or thread)" >&2; exit 2 ;;
    esac
    start=$(date +%s)
    # halt_on_error: the first report fails the run instead of scrolling past. Leaks are checked
    # at exit, minus the system libraries' process-lifetime caches (scripts/lsan-suppressions.txt).
    # quarantine_size_mb=16: ASan keeps freed memory out of reuse (256 MB by default) to catch
    # use-after-free; the 1,000-connection test's resident-memory check (64 MiB slack) then
    # measured the quarantine (+72 MB under ASan against +2.4 MB without it). 16 MB still
    # catches a use of recently freed memory.
    log=$scratch/last-run.log
    mkdir -p "$scratch"
    # As in scripts/test.sh: the symlinked Swift 5 porting target is not rebuilt when it should be.
    rm -f "$scratch"/*/debug/PortingTestsSwift5.build/*.o
    if ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:quarantine_size_mb=16} TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} \
        LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0} \
        swift test --disable-xctest --sanitize="$s" --scratch-path "$scratch" "${extra[@]}" --filter "$FILTER" 2>&1 | tee "$log"; then
        result=passed
    else
        result=FAILED; status=1
        failures+=("$s" "$log")
    fi
    echo "== $s sanitizer: $result in $(( $(date +%s) - start )) s"
done
# The runs print thousands of lines; repeat what failed last, where CI's tail shows it.
for (( i = 0; i < ${#failures[@]}; i += 2 )); do
    echo "== what failed under the ${failures[i]} sanitizer (${failures[i+1]}):"
    grep -E -A3 '✘|ERROR: |SUMMARY: |Fatal error|error:' "${failures[i+1]}" | head -60 || true
done
exit $status
