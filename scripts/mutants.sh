#!/usr/bin/env bash
# Mutation testing of the conformance kit (issue 31).
#
#   scripts/mutants.sh server    every server mutant: a fault-injecting proxy in front of the real
#                                layercast-server (Tests/LayercastConformanceTests/Mutants/), the
#                                kit's server cases through it once per mutant; prints each verdict
#                                and the kill rate, measures the kit's whole server suite against
#                                the real demo server, and writes the per-section kill table into
#                                docs/CONFORMANCE.md between the server-mutants markers.
#
# LAYERCAST_MUTANTS_BASELINE=1 also runs every mutant against the kit as it was before issue 31's
# cases (the "before" kill rate; it takes several times longer, as most survivors run every case).
# LAYERCAST_MUTANTS_ONLY=a,b runs only those mutants and leaves the document alone.
set -euo pipefail
cd "$(dirname "$0")/.."
side="${1:-}"
case "$side" in
  server)
    swift build --build-tests
    LAYERCAST_MUTANTS=server LAYERCAST_MUTANTS_DOC="$PWD/docs/CONFORMANCE.md" \
      swift test --disable-xctest --skip-build --filter MutationRunTests
    ;;
  *)
    echo "usage: scripts/mutants.sh server" >&2
    exit 2
    ;;
esac
