#!/usr/bin/env bash
# Installs what Interlude needs and is missing; does nothing when everything is there.
set -euo pipefail

need_apt=()
if ! command -v swift >/dev/null 2>&1; then
    echo "setup: the Swift toolchain (swift 6.x) is not on PATH." >&2
    echo "setup: install Swift 6 from your distribution or swift.org and add its bin folder to PATH, then rerun." >&2
    exit 1
fi
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)

if ((${#need_apt[@]})); then
    echo "setup: installing ${need_apt[*]} with apt-get"
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need_apt[@]}"
else
    echo "setup: everything needed is installed"
fi
