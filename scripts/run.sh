#!/usr/bin/env bash
# The main job: the server with the demo app and a client showing it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product layercast-server
swift build -c release --product layercast-client
echo "layercast: the server and client are being built; the demo lands with the end-to-end work."
