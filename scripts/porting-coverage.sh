#!/usr/bin/env bash
# The API coverage figures: how many of the 300 and of the 1,000 UIKit, Core Graphics and Core
# Animation symbols typical iOS apps use most (Tests/PortingTests/Fixtures/top-symbols.txt and
# top-symbols-1000.txt) resolve against `import UIKit`. Builds the UIKit module, type-checks one
# probe per symbol (a few seconds) and prints both counts and the symbols that do not resolve;
# `--write` also rewrites docs/PORTING-COVERAGE.md. `--build-root DIR` probes the build another
# checkout of this repository already made (DIR/.build) and builds nothing. Not part of the test
# command: it is a figure, not a check.
#
# usage: scripts/porting-coverage.sh [--write] [--build-root DIR] [probe.py options]
#
# To re-rank the lists from the corpus, check out the four projects named in the lists' header
# into owner+name folders and run scripts/porting-coverage/rank-symbols.py on them (--top 300,
# --top 1000).
set -euo pipefail
cd "$(dirname "$0")/.."
args=() build_root=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --write) args+=(--markdown docs/PORTING-COVERAGE.md); shift ;;
        --build-root) build_root="$2"; args+=(--build-root "$2"); shift 2 ;;
        *) args+=("$1"); shift ;;
    esac
done
if [[ -z "$build_root" ]]; then
    swift build --target UIKit >/dev/null 2>&1 || swift build --target UIKit
fi
python3 scripts/porting-coverage/probe.py "${args[@]}"
