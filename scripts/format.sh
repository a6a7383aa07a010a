#!/usr/bin/env bash
# Formats or lints the hand-written Swift code with the toolchain's `swift format` and the
# checked-in .swift-format configuration. Generated code (the OpenAPI clients, recorded flow
# tests) is left as its generators write it.
#
#   scripts/format.sh          rewrite the files in place
#   scripts/format.sh --lint   report what differs and exit non-zero if anything does (CI)
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do files+=("$file"); done \
  < <(find Package.swift Sources Features Plugins Examples Tests Benchmarks -name '*.swift' -not -path '*/Generated/*' -print0 | sort -z)
if [[ ${#files[@]} -eq 0 ]]; then echo "scripts/format.sh: no Swift files found" >&2; exit 1; fi
if [[ "${1:-}" == "--lint" ]]; then
  swift format lint --strict --parallel "${files[@]}"
else
  swift format format --in-place --parallel "${files[@]}"
fi
