#!/usr/bin/env bash
# Proves that an outside package depending on Marquee with `traits: []` and only the engine's
# products (MarqueeNavigation, MarqueeNavigationTesting) resolves no other package
# (docs/adr/0017), and that the libraries an app links need no plugin machinery, no terminal and
# no API newer than the declared platforms (scripts/check-linkable-libraries.swift, docs/adr/0019).
# Copies scripts/standalone-consumer to a temporary directory, resolves it, and fails if anything
# but Marquee was resolved. Needs no network: nothing is fetched.
#
#   scripts/check-standalone-engine.sh           resolve and check the dependencies
#   scripts/check-standalone-engine.sh --test    also build the consumer and run its flow test
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The libraries an app links (engine, engine kit, SwiftUI bindings, host, contracts, host kit)
# depend, even transitively, on no plugin machinery (libffi, dlopen, the runner) and no terminal,
# and use no API newer than the declared platforms (docs/adr/0019).
(cd "$root" && swift package --disable-default-traits describe --type json) > "$work/package.json"
swift - "$work/package.json" < "$root/scripts/check-linkable-libraries.swift"

# A path dependency's identity is its directory's name, lowercased.
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
cp -R "$root/scripts/standalone-consumer" "$work/consumer"
sed -i.bak -e "s|MARQUEE_PATH|$root|" -e "s|MARQUEE_PACKAGE|$identity|g" "$work/consumer/Package.swift"
cd "$work/consumer"

swift package resolve >/dev/null
resolved="$(swift package show-dependencies --format flatlist | sort -u)"
if [ "$resolved" != "$identity" ]; then
  echo "error: a consumer of the engine with traits: [] resolved more than Marquee:" >&2
  echo "$resolved" >&2
  echo "Condition every third-party product on the App trait (appOnly in Package.swift)." >&2
  exit 1
fi
if [ -d .build/checkouts ] && [ -n "$(ls -A .build/checkouts)" ]; then
  echo "error: packages were checked out: $(ls .build/checkouts)" >&2
  exit 1
fi
echo "standalone engine: a consumer with traits: [] resolves only Marquee (0 other packages)"

if [ "${1:-}" = "--test" ]; then
  swift test --disable-xctest
fi
