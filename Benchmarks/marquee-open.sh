#!/bin/sh
# `marquee open` end to end (process start, host, link, render, print) in release mode.
# Budget: 150 ms. Uses hyperfine when installed, else a timed loop of 50 runs.
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product marquee >/dev/null
binary=.build/release/marquee
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data"
link=${1:-/settings/plugins/settings}
if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 5 --runs 50 "$binary open $link"
else
    start=$(date +%s%N)
    for _ in $(seq 50); do "$binary" open "$link" >/dev/null; done
    end=$(date +%s%N)
    echo "marquee open $link: $(( (end - start) / 50000000 )) ms mean over 50 runs"
fi
