#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs every test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Swift Testing only; --disable-xctest keeps XCTest's empty "Executed 0 tests" summary out.
swift test --disable-xctest "$@"
