#!/usr/bin/env bash
# Builds the four libFuzzer targets and runs each for a fixed number of executions.
#
#   Fuzz/run.sh                 # build, then run every target for $RUNS executions (default 200000)
#   RUNS=1000000 Fuzz/run.sh tree-apply
#   Fuzz/run.sh --build-only
#
# How it builds (see docs/FUZZING.md): SwiftPM compiles LayercastProtocol and its dependencies
# (NIOCore, CZstd…) with -sanitize=fuzzer,address into .build-fuzz; swiftc then links each entry
# point (Fuzz/Targets/<target>.swift) with the shared harness (Fuzz/Harness/) against those
# objects. Output: .build-fuzz/fuzz/<target>; crashes go to .build-fuzz/artifacts/<target>/.
# Exit status 0 when every target ran clean, 1 when any crashed.
set -euo pipefail
cd "$(dirname "$0")/.."

TARGETS=(client-decoder server-decoder tree-apply zstd-payload)
RUNS=${RUNS:-200000}
# release: Swift at -Onone runs the tree target ~30 times slower; CONFIG=debug for debugging.
CONFIG=${CONFIG:-release}
SCRATCH=.build-fuzz
BUILD_ONLY=0
SELECTED=()
for arg in "$@"; do
    case "$arg" in
        --build-only) BUILD_ONLY=1 ;;
        *) SELECTED+=("$arg") ;;
    esac
done
[ ${#SELECTED[@]} -gt 0 ] || SELECTED=("${TARGETS[@]}")

# Coverage and ASan on every Swift and C file of the library and its dependencies.
swift build -c "$CONFIG" --scratch-path "$SCRATCH" --target LayercastProtocol \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address 2>&1 | grep -v "^\[" || true
LIBS="$SCRATCH/$CONFIG"
[ -f "$LIBS/Modules/LayercastProtocol.swiftmodule" ] || { echo "LayercastProtocol did not build" >&2; exit 2; }

# Every object the library build produced: only LayercastProtocol and what it depends on.
mapfile -t OBJECTS < <(find "$LIBS"/*.build -name '*.o' | sort)
# The C modules the library's interface imports (SwiftPM's generated module maps, and CZstd's).
MODULE_FLAGS=(-I "$LIBS/Modules" -I Protocol/Sources/CZstd)
while IFS= read -r map; do MODULE_FLAGS+=(-Xcc "-fmodule-map-file=$map"); done \
    < <(find "$LIBS"/*.build -maxdepth 1 -name module.modulemap | sort)
# C targets that bring their own module map (e.g. _AtomicsShims), for those that were built.
for map in "$SCRATCH"/checkouts/*/Sources/*/include/module.modulemap; do
    name=$(basename "$(dirname "$(dirname "$map")")")
    [ -d "$LIBS/$name.build" ] && MODULE_FLAGS+=(-Xcc "-fmodule-map-file=$map")
done

mkdir -p "$SCRATCH/fuzz"
for t in "${SELECTED[@]}"; do
    # Relinking takes about a minute: skip it when the binary is newer than everything it is made of.
    if [ -x "$SCRATCH/fuzz/$t" ] && [ -z "$(find Fuzz/Harness Fuzz/Targets "$LIBS/Modules/LayercastProtocol.swiftmodule" \
            -newer "$SCRATCH/fuzz/$t" 2>/dev/null | head -1)" ]; then
        continue
    fi
    echo "== building $t"
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -g $([ "$CONFIG" = release ] && echo -O) \
        "${MODULE_FLAGS[@]}" \
        Fuzz/Harness/*.swift Fuzz/Targets/FuzzHarness+Trap.swift "Fuzz/Targets/$t.swift" \
        "${OBJECTS[@]}" -lzstd -o "$SCRATCH/fuzz/$t" 2>&1 \
        | { grep -v "ld.gold: warning: Cannot export local symbol '__asan" || true; }
    [ "${PIPESTATUS[0]}" = 0 ] || { echo "$t did not link" >&2; exit 2; }
done
[ "$BUILD_ONLY" = 0 ] || exit 0

status=0
for t in "${SELECTED[@]}"; do
    work="$SCRATCH/corpus/$t" artifacts="$SCRATCH/artifacts/$t/"
    mkdir -p "$work" "$artifacts"
    log="$SCRATCH/fuzz/$t.log"
    start=$(date +%s)
    # The work corpus grows across runs; the committed seeds (Fuzz/corpus) are only read.
    if "$SCRATCH/fuzz/$t" -runs="$RUNS" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts" "$work" "Fuzz/corpus/$t" >"$log" 2>&1; then
        result=clean
    else
        result=CRASH; status=1
    fi
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    echo "$t: $result, $runs executions in $(( $(date +%s) - start )) s (log: $log)"
    if [ "$result" = CRASH ]; then
        grep -m1 -E "Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer|deadly signal" "$log" || true
        ls -1 "$artifacts"
    fi
done
exit $status
