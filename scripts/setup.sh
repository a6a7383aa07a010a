#!/usr/bin/env bash
# Installs what building and testing Marquee needs on Debian or Ubuntu (beside Swift 6.1 or
# later, from swift.org): libffi and ncurses headers, pkg-config, and tmux for the end-to-end
# tests. `--screenshots` adds what scripts/screenshot.sh needs (Pillow and the DejaVu fonts).
#
#   sudo scripts/setup.sh [--screenshots]
set -euo pipefail

packages=(libffi-dev libncurses-dev pkg-config tmux)
case "${1:-}" in
"") ;;
--screenshots) packages+=(python3-pil fonts-dejavu-core) ;;
*)
    echo "setup.sh: unknown argument ‘$1’ (expected --screenshots)" >&2
    exit 2
    ;;
esac

if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup.sh: no apt-get here; install these with your package manager: ${packages[*]}" >&2
    exit 1
fi
if ! command -v swift >/dev/null 2>&1; then
    echo "setup.sh: Swift 6.1 or later is needed too: https://www.swift.org/install/linux/" >&2
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${packages[@]}"
echo "Ready: swift run marquee --demo"
