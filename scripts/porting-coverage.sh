#!/usr/bin/env bash
# The API coverage figure: how many of the 300 UIKit, Core Graphics and Core Animation symbols
# typical iOS apps use most (Tests/PortingTests/Fixtures/top-symbols.txt) resolve against
# `import UIKit`. Builds the UIKit module, type-checks one probe per symbol (a few seconds) and
# prints the count and the symbols that do not resolve; `--write` also rewrites
# docs/PORTING-COVERAGE.md. Not part of the test command: it is a figure, not a check.
#
# To re-rank the list from the corpus, check out the four projects named in the list's header
# into owner+name folders and run scripts/porting-coverage/rank-symbols.py on them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target UIKit >/dev/null 2>&1 || swift build --target UIKit
if [[ "${1:-}" == "--write" ]]; then
    python3 scripts/porting-coverage/probe.py --markdown docs/PORTING-COVERAGE.md
else
    python3 scripts/porting-coverage/probe.py "$@"
fi
