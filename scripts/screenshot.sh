#!/usr/bin/env bash
# Makes docs/images/marquee-demo.png, the picture in README.md: the real `marquee --demo`
# in a 100×30 tmux pane (its Radarr library, fresh state), captured with its colours and
# drawn to PNG by scripts/render-terminal.py.
#
#   scripts/screenshot.sh [OUTPUT.png]
#
# Needs tmux, Pillow and the DejaVu fonts: sudo scripts/setup.sh --screenshots
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-docs/images/marquee-demo.png}"

# MARQUEE_BINARY names a built marquee to use instead of building one.
marquee="${MARQUEE_BINARY:-}"
if [[ -z "$marquee" ]]; then
    swift build --product marquee >/dev/null
    marquee="$(swift build --show-bin-path)/marquee"
fi
# Debian's Pillow is for Debian's python3 (another python3 may come first on PATH).
python=python3
if ! python3 -c 'import PIL' 2>/dev/null && [[ -x /usr/bin/python3 ]]; then python=/usr/bin/python3; fi

home="$(mktemp -d)"
session="marquee-screenshot-$$"
cleanup() {
    tmux kill-session -t "$session" 2>/dev/null || true
    rm -rf "$home"
}
trap cleanup EXIT

# A fresh home: no configuration, no saved state, so the demo opens on its first tab.
tmux new-session -d -s "$session" -x 100 -y 30 \
    "env -i PATH=/usr/bin:/bin HOME='$home' TERM=xterm-256color LANG=C.UTF-8 '$marquee' --demo"

# Waits until the screen shows `text` (at most 60 s).
wait_for() {
    for _ in $(seq 1 600); do
        if tmux capture-pane -p -t "$session" | grep -qF "$1"; then return 0; fi
        sleep 0.1
    done
    echo "screenshot.sh: the screen never showed ‘$1’:" >&2
    tmux capture-pane -p -t "$session" >&2
    exit 1
}

wait_for "Amélie"
# Move the highlight a few rows down, onto a title with an accent and a wide-character one near.
tmux send-keys -t "$session" j j j
sleep 1
tmux capture-pane -e -p -t "$session" >"$home/screen.txt"
tmux send-keys -t "$session" q
"$python" scripts/render-terminal.py "$home/screen.txt" "$output" --columns 100 --rows 30
echo "wrote $output"
