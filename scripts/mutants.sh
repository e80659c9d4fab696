#!/usr/bin/env bash
# Mutation testing of the conformance kit (issue 31): runs every mutant of one side against the
# kit and writes the per-section kill table into docs/CONFORMANCE.md (between its markers).
#   scripts/mutants.sh client     # the mutant clients (Tests/LayercastConformanceTests/Mutants)
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  client) filter='ClientMutationTests/everyClientMutant' ;;
  *) echo "usage: scripts/mutants.sh client" >&2; exit 2 ;;
esac
swift build --build-tests
LAYERCAST_MUTANTS="$1" swift test --disable-xctest --skip-build --filter "$filter"
