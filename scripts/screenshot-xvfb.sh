#!/usr/bin/env bash
# The documented check that a real window shows the demo, and the README's screenshot.
#
#   scripts/screenshot-xvfb.sh [OUTPUT.png]      (default docs/screenshot.png)
#   LAYERCAST_SCALE=2 scripts/screenshot-xvfb.sh  (a whole number of pixels per point; default 1)
#
# Starts Xvfb (a virtual X display, no window manager), the server with the demo app, and
# layercast-client with SDL's x11 video driver: a real X window, composited by the client's
# GL (or software) renderer. Once the client says it presented its first frame, the window is
# captured from the X server with xwd (x11-apps) and checked:
#   - the window titled "Layercast — 127.0.0.1:PORT" exists on the display (xwd -name finds it),
#   - the capture is the window's size (390x844 points at LAYERCAST_SCALE pixels per point),
#   - it shows a picture, not a blank window (it has many distinct colours).
# The PNG is ImageMagick's conversion of that capture when /usr/bin/convert exists (not
# installed by setup.sh); otherwise the client's own screenshot of the same window's frame
# (SDL_RenderReadPixels), which the end-to-end tests hold to the reference renderer.
# Exits non-zero, saying why, when a check fails. Everything started is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-docs/screenshot.png}"
config="${LAYERCAST_CONFIG:-debug}"
scale="${LAYERCAST_SCALE:-1}"
[[ "$scale" =~ ^[1-4]$ ]] || { echo "layercast xvfb: LAYERCAST_SCALE must be 1, 2, 3 or 4, not $scale" >&2; exit 2; }
width=$((390 * scale)) height=$((844 * scale))

die() { echo "layercast xvfb: $*" >&2; exit 1; }

scripts/setup.sh
for tool in Xvfb xwd; do command -v "$tool" >/dev/null || die "$tool is missing (scripts/setup.sh installs xvfb and x11-apps)"; done

echo "layercast xvfb: building the server and client ($config)"
swift build -c "$config" --product layercast-server
swift build -c "$config" --product layercast-client
bin="$(swift build -c "$config" --show-bin-path)"

work="$(mktemp -d)"
pids=()
cleanup() {
  # Newest first: the client, then the server, then Xvfb.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill -INT "${pids[i]}" 2>/dev/null || true
    for _ in $(seq 30); do kill -0 "${pids[i]}" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "${pids[i]}" 2>/dev/null || true
    wait "${pids[i]}" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# wait_for FILE TEXT SECONDS PID: waits for TEXT in FILE while PID lives.
wait_for() {
  for _ in $(seq $(($3 * 10))); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    kill -0 "$4" 2>/dev/null || { cat "$1" >&2; die "process $4 exited before printing \"$2\""; }
    sleep 0.1
  done
  cat "$1" >&2
  die "no \"$2\" within $3 s"
}

# A free display number.
n=99
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
Xvfb ":$n" -screen 0 "$((width + 100))x$((height + 100))x24" -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [ -S "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
[ -S "/tmp/.X11-unix/X$n" ] || { cat "$work/xvfb.log" >&2; die "Xvfb :$n did not start"; }
echo "layercast xvfb: Xvfb on :$n"

"$bin/layercast-server" --app demo --host 127.0.0.1 --port 0 >"$work/server.log" 2>&1 &
pids+=($!)
wait_for "$work/server.log" "listening on" 60 "${pids[-1]}"
port="$(grep -o 'listening on [^ ]*' "$work/server.log" | head -n1)"
port="${port##*:}"
echo "layercast xvfb: server with the demo on 127.0.0.1:$port"

mkdir -p out
client_png="out/xvfb-client.png"
rm -f "$client_png"
DISPLAY=":$n" "$bin/layercast-client" "127.0.0.1:$port" --video-driver x11 --window "${width}x${height}" --scale "$scale" \
  --screenshot "$client_png" >"$work/client.log" 2>&1 &
pids+=($!)
wait_for "$work/client.log" "wrote screenshot" 120 "${pids[-1]}"
grep -q "headless" "$work/client.log" && { cat "$work/client.log" >&2; die "the client fell back to headless: no real window"; }
echo "layercast xvfb: $(grep -o 'connecting to .*' "$work/client.log" | head -n1)"

# The window's capture, from the X server (not from the client).
title="Layercast — 127.0.0.1:$port"
xwd_file="out/xvfb-window.xwd"
DISPLAY=":$n" xwd -name "$title" -silent -out "$xwd_file" || die "no window titled \"$title\" on :$n"

# XWD header fields are big-endian 32-bit words: 4 width, 5 height, 19 colour-map entries.
field() { od -An -j $(($1 * 4)) -N 4 -t u1 "$xwd_file" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 }'; }
header_size="$(field 0)" w="$(field 4)" h="$(field 5)" ncolors="$(field 19)"
[ "$w" = "$width" ] && [ "$h" = "$height" ] || die "the window capture is ${w}x${h}, not ${width}x${height}"
colours="$(tail -c +$((header_size + ncolors * 12 + 1)) "$xwd_file" | od -An -v -t x4 -w4 | sort -u | wc -l)"
# The demo's photos are gradients: thousands of colours; a blank window has one.
[ "$colours" -ge 64 ] || die "the window shows only $colours colours: blank or not the demo"
echo "layercast xvfb: window \"$title\" captured: ${w}x${h} px, $colours distinct colours"

mkdir -p "$(dirname "$output")"
if [ -x /usr/bin/convert ]; then
  /usr/bin/convert "xwd:$xwd_file" "$output"
  echo "layercast xvfb: wrote $output (the X window's capture, converted by ImageMagick)"
else
  cp "$client_png" "$output"
  echo "layercast xvfb: wrote $output (the client's own screenshot of its X window; /usr/bin/convert is not installed)"
fi
echo "layercast xvfb: the raw window capture is $xwd_file"
