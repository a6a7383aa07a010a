#!/usr/bin/env bash
# Installs Marquee from this checkout: a release build of `marquee` and its plugin runner
# into PREFIX/bin, shell completions for bash, zsh and fish, and a man page generated from
# the command definitions (scripts/generate-manual.py over `marquee --experimental-dump-help`).
#
#   scripts/install.sh                 # into ~/.local (bin/, share/)
#   scripts/install.sh --prefix /usr/local
#
# Prerequisites: scripts/setup.sh (or README.md). Run it again to update.
set -euo pipefail

prefix="${HOME:?HOME is not set}/.local"
while [[ $# -gt 0 ]]; do
    case "$1" in
    --prefix)
        [[ $# -ge 2 && -n "$2" ]] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
        prefix="$2"
        shift 2
        ;;
    --prefix=*)
        prefix="${1#--prefix=}"
        shift
        ;;
    -h | --help)
        sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "install.sh: unknown argument ‘$1’ (expected --prefix DIR)" >&2
        exit 2
        ;;
    esac
done
prefix="$(realpath -m "$prefix")"

cd "$(dirname "$0")/.."
echo "Building marquee (release)…"
swift build -c release --product marquee
swift build -c release --product marquee-plugin-runner
built="$(swift build -c release --show-bin-path)"

bin="$prefix/bin"
share="$prefix/share"
install -d "$bin" "$share/man/man1" "$share/bash-completion/completions" "$share/zsh/site-functions" \
    "$share/fish/vendor_completions.d"
# The runner lives next to marquee: that is where the app looks for it.
install -m 0755 "$built/marquee" "$built/marquee-plugin-runner" "$bin/"

"$bin/marquee" --generate-completion-script bash >"$share/bash-completion/completions/marquee"
"$bin/marquee" --generate-completion-script zsh >"$share/zsh/site-functions/_marquee"
"$bin/marquee" --generate-completion-script fish >"$share/fish/vendor_completions.d/marquee.fish"

# The man page, from the same command definitions as --help (argument-parser's description of
# them; its generate-manual plugin would build every product of the package in release first).
"$bin/marquee" --experimental-dump-help | python3 scripts/generate-manual.py >"$share/man/man1/marquee.1"

echo "Installed:"
echo "  $bin/marquee, $bin/marquee-plugin-runner"
echo "  $share/man/man1/marquee.1 (man marquee)"
echo "  completions for bash, zsh and fish under $share"
case ":$PATH:" in
*":$bin:"*) ;;
*) echo "Add $bin to PATH, e.g. in ~/.profile: export PATH=\"$bin:\$PATH\"" ;;
esac
