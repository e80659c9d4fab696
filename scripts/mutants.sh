#!/usr/bin/env bash
# Mutation testing of the conformance kit (issue 31): every mutant of one side against the kit;
# prints each verdict and the kill rate and writes the per-section kill table into
# docs/CONFORMANCE.md between that side's markers. Not part of the test command (a smoke sample
# of each side is: ClientMutationTests, MutationSmokeTests).
#
#   scripts/mutants.sh client    the mutant clients (Tests/LayercastConformanceTests/Mutants), each
#                                started by the kit's client cases (about 2 min)
#   scripts/mutants.sh server    a fault-injecting proxy in front of the real layercast-server, the
#                                kit's server cases through it once per mutant; also measures the
#                                kit's whole server suite against the real demo server
#   scripts/mutants.sh all       both
#
# LAYERCAST_MUTANTS_BASELINE=1 also runs every mutant against the kit as it was before issue 31's
# cases (the "before" kill rate; several times longer, as most survivors run every case).
# LAYERCAST_MUTANTS_ONLY=a,b (server) runs only those mutants and leaves the document alone.
set -euo pipefail
cd "$(dirname "$0")/.."
side="${1:-}"
run_client() {
    LAYERCAST_MUTANTS=client swift test --disable-xctest --skip-build --filter 'ClientMutationTests/everyClientMutant'
}
run_server() {
    LAYERCAST_MUTANTS=server LAYERCAST_MUTANTS_DOC="$PWD/docs/CONFORMANCE.md" \
      swift test --disable-xctest --skip-build --filter MutationRunTests
}
case "$side" in
  client|server|all) ;;
  *) echo "scripts/mutants.sh: unknown side '$side'; usage: scripts/mutants.sh client|server|all" >&2; exit 2 ;;
esac
swift build --build-tests
case "$side" in
  client) run_client ;;
  server) run_server ;;
  all) run_client; run_server ;;
esac
