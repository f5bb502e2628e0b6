#!/usr/bin/env bash
# The live window's tests (InterludeHostTests' "Live window" suite): real X events from xdotool
# into `interlude play` on a virtual X server. Installs Xvfb and xdotool when missing (for these
# tests only; the main job does not need them), starts Xvfb on a free display, runs the suite
# with INTERLUDE_WINDOW_TESTS=1, and stops Xvfb. Expects the tests to be built
# (`swift build --build-tests`, as scripts/test.sh does first). WINDOW_TEST_FILTER=NAME runs only
# the tests matching NAME.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v Xvfb >/dev/null 2>&1 || need_apt+=(xvfb)
command -v xdotool >/dev/null 2>&1 || need_apt+=(xdotool)
command -v ffmpeg >/dev/null 2>&1 || need_apt+=(ffmpeg)
if ((${#need_apt[@]})); then
    echo "window tests: installing ${need_apt[*]} with apt-get"
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need_apt[@]}"
fi

# A display number nobody uses (no socket, no lock file).
display=90
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
# Big enough for the 390 × 844 point window at @2x (780 × 1688 pixels); 24-bit colour, no network.
Xvfb ":$display" -screen 0 1600x1800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
    [ -e "/tmp/.X11-unix/X$display" ] && break
    kill -0 "$xvfb_pid" 2>/dev/null || { echo "window tests: Xvfb did not start" >&2; exit 1; }
    sleep 0.1
done
echo "window tests: Xvfb on :$display"
DISPLAY=":$display" INTERLUDE_WINDOW_TESTS=1 swift test --skip-build --filter "${WINDOW_TEST_FILTER:-InterludeHostTests.LiveWindowTests}"
