#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs every test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Build every product first: the end-to-end tests start the real layercast-client binary.
swift build
# Swift Testing only; --disable-xctest keeps XCTest's empty "Executed 0 tests" summary out.
swift test --disable-xctest "$@"
