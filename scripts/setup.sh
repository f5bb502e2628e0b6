#!/usr/bin/env bash
# Installs what Interlude needs and is missing; does nothing when everything is there.
# Runs as root or through sudo. Debian package names (bookworm).
set -euo pipefail

need_apt=()
if ! command -v swift >/dev/null 2>&1; then
    echo "setup: the Swift toolchain (swift 6.x) is not on PATH." >&2
    echo "setup: install Swift 6 from your distribution or swift.org and add its bin folder to PATH, then rerun." >&2
    exit 1
fi
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)

# Renderer: Cairo (pixels), Pango (text), libjpeg (JPEG decoding; Cairo reads PNG itself).
has_pc() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$1"; }
has_pc cairo || need_apt+=(libcairo2-dev)
has_pc pangocairo || need_apt+=(libpango1.0-dev)
has_pc libjpeg || need_apt+=(libjpeg62-turbo-dev)
# Exporter: zlib for the PNG/APNG writers (usually already there with Cairo's libpng).
has_pc zlib || need_apt+=(zlib1g-dev)
# Live window host and video export.
has_pc sdl2 || need_apt+=(libsdl2-dev)
command -v ffmpeg >/dev/null 2>&1 || need_apt+=(ffmpeg)

# Fonts the renderer names explicitly, so frames are the same on every machine:
# Inter (system font), DejaVu Sans Mono and DejaVu Serif (monospaced and serif requests).
has_family() { command -v fc-list >/dev/null 2>&1 && fc-list : family | tr ',' '\n' | grep -qx "$1"; }
has_family "Inter" || need_apt+=(fonts-inter)
{ has_family "DejaVu Sans Mono" && has_family "DejaVu Serif"; } || need_apt+=(fonts-dejavu-core)

if ((${#need_apt[@]})); then
    echo "setup: installing ${need_apt[*]} with apt-get"
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need_apt[@]}"
else
    echo "setup: everything needed is installed"
fi
