#!/usr/bin/env bash
# The main job: the server with the demo app, and a client showing it.
#
#   scripts/run.sh [--port N] [--scale S] [--window WxH] [--headless] [--screenshot PATH] [--release]
#
# With a display (DISPLAY names a usable X server) the client opens a window; close it (or press
# Ctrl-C) to stop. With no display a headless client writes a screenshot after the first frame,
# the script prints where it is and exits. The server is stopped when the script exits, however
# it exits.
#
# Options (each also as an environment variable):
#   --port N          LAYERCAST_PORT        TCP port (default 7878; a free one when 7878 is taken)
#   --scale S         LAYERCAST_SCALE       client pixels per point (default: fit the window)
#   --window WxH      LAYERCAST_WINDOW      client window size (default 390x844)
#   --headless        LAYERCAST_HEADLESS=1  no window even when there is a display
#   --screenshot PATH LAYERCAST_SCREENSHOT  where the headless client writes its PNG (default out/screenshot.png)
#   --release         LAYERCAST_CONFIG=release  build optimised (several minutes more the first time)
#
# Debug is the default configuration: scripts/test.sh builds debug, so after the tests have run
# nothing needs compiling again; the demo is smooth enough in debug. --release is for
# measuring or for a smoother window.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${LAYERCAST_PORT:-}"
scale="${LAYERCAST_SCALE:-}"
window="${LAYERCAST_WINDOW:-390x844}"
headless="${LAYERCAST_HEADLESS:-0}"
screenshot="${LAYERCAST_SCREENSHOT:-out/screenshot.png}"
config="${LAYERCAST_CONFIG:-debug}"

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() { echo "layercast run: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --port) [ $# -ge 2 ] || die "--port needs a value"; port="$2"; shift 2 ;;
    --scale) [ $# -ge 2 ] || die "--scale needs a value"; scale="$2"; shift 2 ;;
    --window) [ $# -ge 2 ] || die "--window needs a value"; window="$2"; shift 2 ;;
    --headless) headless=1; shift ;;
    --screenshot) [ $# -ge 2 ] || die "--screenshot needs a value"; screenshot="$2"; shift 2 ;;
    --release) config=release; shift ;;
    -h|--help) usage; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
case "$config" in debug|release) ;; *) die "LAYERCAST_CONFIG must be debug or release, not $config" ;; esac
[ -z "$port" ] || [[ "$port" =~ ^[0-9]+$ ]] || die "--port must be a number, not $port"
[[ "$window" =~ ^[0-9]+x[0-9]+$ ]] || die "--window must be WxH, e.g. 390x844, not $window"

scripts/setup.sh

echo "layercast run: building the server and client ($config)"
swift build -c "$config" --product layercast-server
swift build -c "$config" --product layercast-client
bin="$(swift build -c "$config" --show-bin-path)"

# A port: the one asked for, else the default when it is free, else one the kernel picks.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
if [ -z "$port" ]; then
  port=7878
  if port_in_use "$port"; then
    echo "layercast run: port 7878 is taken; letting the server pick a free one"
    port=0
  fi
fi

mkdir -p out
server_log="out/server.log"
"$bin/layercast-server" --app demo --host 127.0.0.1 --port "$port" >"$server_log" 2>&1 &
server_pid=$!
stop_server() {
  if kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    echo "layercast run: server stopped (its log: $server_log)"
  fi
}
trap stop_server EXIT
trap 'exit 130' INT TERM

# Wait (at most 60 s) for the server's "listening on HOST:PORT" line; it names the real port.
listening=""
for _ in $(seq 600); do
  listening="$(grep -o 'listening on [^ ]*' "$server_log" | head -n1 || true)"
  [ -n "$listening" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$server_log" >&2; die "the server exited before listening"; }
  sleep 0.1
done
[ -n "$listening" ] || { cat "$server_log" >&2; die "the server did not listen within 60 s"; }
address="${listening#listening on }"
port="${address##*:}"
echo "layercast run: layercast-server --app demo listening on 127.0.0.1:$port (log: $server_log)"

client_args=(--window "$window")
[ -n "$scale" ] && client_args+=(--scale "$scale")

# A display is usable when DISPLAY is set and, for a local display, its X socket exists.
display_usable() {
  [ -n "${DISPLAY:-}" ] || return 1
  case "$DISPLAY" in
    :*) local n="${DISPLAY#:}"; n="${n%%.*}"; [ -S "/tmp/.X11-unix/X$n" ] ;;
    *) return 0 ;;
  esac
}

if [ "$headless" != 1 ] && display_usable; then
  echo "layercast run: opening a client window on DISPLAY=$DISPLAY (close it or press Ctrl-C to stop)"
  "$bin/layercast-client" "127.0.0.1:$port" "${client_args[@]}" --video-driver x11
else
  [ "$headless" = 1 ] || echo "layercast run: no usable display (DISPLAY='${DISPLAY:-}'); running a headless client"
  mkdir -p "$(dirname "$screenshot")"
  rm -f "$screenshot"
  "$bin/layercast-client" "127.0.0.1:$port" "${client_args[@]}" --headless \
    --screenshot "$screenshot" --exit-after-screenshot
  [ -s "$screenshot" ] || die "the client exited without writing $screenshot"
  echo "layercast run: screenshot of the demo written to $(cd "$(dirname "$screenshot")" && pwd)/$(basename "$screenshot")"
fi
