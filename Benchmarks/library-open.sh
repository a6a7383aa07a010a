#!/bin/bash
# `marquee open /radarr/library` end to end against a loopback `servarr-sim` with a generated
# library, in release mode: process start, configuration, status check, the library request,
# decoding, the first render, exit. Budget (issue 10): 20,000 movies in 600 ms, peak RSS 120 MB.
# Also prints how long the simulator takes to start with that library.
#
#     Benchmarks/library-open.sh [movies] [runs]        # default 20000 movies, 9 runs
#
# SWIFT_BUILD_ARGUMENTS adds arguments to `swift build` (e.g. "--scratch-path .build-release").
set -euo pipefail
cd "$(dirname "$0")/.."
movies=${1:-20000}
runs=${2:-9}
# shellcheck disable=SC2086
swift build -c release ${SWIFT_BUILD_ARGUMENTS:-} --product marquee >/dev/null
# shellcheck disable=SC2086
swift build -c release ${SWIFT_BUILD_ARGUMENTS:-} --product servarr-sim >/dev/null
# shellcheck disable=SC2086
bin=$(swift build -c release ${SWIFT_BUILD_ARGUMENTS:-} --show-bin-path)
scratch=$(mktemp -d)
simulator=
cleanup() {
    if [ -n "$simulator" ]; then kill "$simulator" 2>/dev/null || true; wait "$simulator" 2>/dev/null || true; fi
    rm -rf "$scratch"
}
trap cleanup EXIT

now() { date +%s%N; }
milliseconds() { echo $(( ($2 - $1) / 1000000 )); }

# The simulator, on free ports; started when its banner names the API key.
began=$(now)
"$bin/servarr-sim" --radarr-port 0 --sonarr-port 0 --lidarr-port 0 --movies "$movies" >"$scratch/banner" 2>/dev/null &
simulator=$!
until grep -q "Ctrl-C to stop" "$scratch/banner" 2>/dev/null; do
    kill -0 "$simulator" 2>/dev/null || { echo "servarr-sim did not start"; cat "$scratch/banner"; exit 1; }
    sleep 0.01
done
echo "servarr-sim --movies $movies: started in $(milliseconds "$began" "$(now)") ms"
radarr=$(awk '/^Radarr:/ {print $2}' "$scratch/banner")
key=$(awk '/^API key:/ {print $3}' "$scratch/banner")

export HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data"
cat >"$scratch/config.yml" <<EOF
radarr:
  - name: main
    url: $radarr
    api_key: $key
EOF
export MARQUEE_CONFIG="$scratch/config.yml"

# The first request encodes the library on the server (kept until it changes): not timed.
began=$(now)
curl -sf -H "X-Api-Key: $key" "$radarr/api/v3/movie" -o "$scratch/movies.json"
echo "GET /api/v3/movie, first (the server encodes $(( $(stat -c %s "$scratch/movies.json") / 1024 )) KiB): $(milliseconds "$began" "$(now)") ms"

times=()
peaks=()
for _ in $(seq "$runs"); do
    began=$(now)
    /usr/bin/time -f "%M" -o "$scratch/rss" "$bin/marquee" open /radarr/library --wait 30s --width 100 --height 30 >"$scratch/screen"
    times+=("$(milliseconds "$began" "$(now)")")
    peaks+=("$(cat "$scratch/rss")")
done
grep -q "$movies movies" "$scratch/screen" \
    || { echo "the library did not load:"; cat "$scratch/screen"; exit 1; }
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(echo "$sorted" | sed -n "$(( (runs + 1) / 2 ))p")
best=$(echo "$sorted" | head -1)
peak=$(printf '%s\n' "${peaks[@]}" | sort -n | tail -1)
echo "marquee open /radarr/library, $movies movies [budget 600 ms, 120 MB]: median $median ms, best $best ms over $runs runs; peak RSS $(( peak / 1024 )) MB"

# The yardstick, in the same run: python3 reading the same body from disk and parsing it with
# json.loads (process start included, as for marquee), and json.loads alone.
if command -v python3 >/dev/null; then
    ptimes=()
    for _ in $(seq "$runs"); do
        began=$(now)
        /usr/bin/time -f "%M" -o "$scratch/python-rss" python3 -c \
            'import json, sys, time; data = open(sys.argv[1], "rb").read(); t = time.perf_counter(); json.loads(data); print(round((time.perf_counter() - t) * 1000))' \
            "$scratch/movies.json" >"$scratch/python-parse"
        ptimes+=("$(milliseconds "$began" "$(now)") $(cat "$scratch/python-parse") $(cat "$scratch/python-rss")")
    done
    psorted=$(printf '%s\n' "${ptimes[@]}" | sort -n)
    pmedian=$(echo "$psorted" | sed -n "$(( (runs + 1) / 2 ))p")
    read -r pwall pparse prss <<<"$pmedian"
    echo "python3 json.loads of the same body: median $pwall ms with process start ($pparse ms in json.loads); peak RSS $(( prss / 1024 )) MB"
fi
