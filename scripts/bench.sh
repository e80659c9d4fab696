#!/usr/bin/env bash
# The benchmark command: builds what layercast-bench needs — itself, and the client and server
# it starts as child processes — then runs it with the arguments given:
#   scripts/bench.sh all                           # every figure; writes docs/BENCHMARKS.md
#   scripts/bench.sh all --only wire --output -    # one suite, print only
# Release builds, as the recorded figures are. LAYERCAST_BENCH_CONFIGURATION=debug builds and
# runs the debug products instead: the test command's smoke run (`all --quick`) uses it, so the
# lines a newcomer types are the lines CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
configuration="${LAYERCAST_BENCH_CONFIGURATION:-release}"
# SwiftPM builds only the last of several --product options, hence one build per product.
for product in layercast-bench layercast-client layercast-server; do
    swift build -c "$configuration" --product "$product"
done
exec "$(swift build -c "$configuration" --show-bin-path)/layercast-bench" "$@"
