#!/usr/bin/env bash
# Counts the lines of Swift linked into an executable (`marquee` by default): the package's
# targets it depends on, directly or not, from `swift package describe --type json`. Lines in a
# `Generated/` folder (the OpenAPI code) are counted apart from hand-written ones; each target's
# line says which it holds. Third-party packages are not counted.
#
#   scripts/count-linked-lines.sh                     marquee, from this tree
#   scripts/count-linked-lines.sh servarr-sim         another executable
#   scripts/count-linked-lines.sh marquee FILE.json   from a saved `swift package describe --type json`
#   WITHOUT=ServarrSimulator scripts/count-linked-lines.sh   what is left without a target and
#                                                            what only it brings in
set -euo pipefail
cd "$(dirname "$0")/.."
product="${1:-marquee}"
description="${2:-}"
if [[ -z "$description" ]]; then
  description="$(mktemp)"
  trap 'rm -f "$description"' EXIT
  swift package describe --type json > "$description"
fi
python3 - "$product" "$description" "${WITHOUT:-}" <<'PYTHON'
import json, os, sys

product, description, without = sys.argv[1], sys.argv[2], sys.argv[3]
targets = {target["name"]: target for target in json.load(open(description))["targets"]}
if product not in targets:
    sys.exit(f"count-linked-lines: no target named {product}")

linked, pending = [], [product]
while pending:
    name = pending.pop()
    if name in linked or name not in targets or name == without:
        continue
    linked.append(name)
    pending.extend(targets[name].get("target_dependencies", []))

def lines(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return sum(1 for _ in file)

total = {"hand-written": 0, "generated": 0}
rows = []
for name in sorted(linked):
    target = targets[name]
    counts = {"hand-written": 0, "generated": 0}
    for source in target.get("sources", []):
        if not source.endswith(".swift"):
            continue
        kind = "generated" if "Generated" in source.split(os.sep) else "hand-written"
        counts[kind] += lines(os.path.join(target["path"], source))
    if counts["hand-written"] or counts["generated"]:
        rows.append((name, counts))
        for kind in total:
            total[kind] += counts[kind]

print(f"Swift lines linked into {product}{' without ' + without if without else ''} ({len(rows)} targets of this package):")
for name, counts in rows:
    generated = f"  generated {counts['generated']:>7,}" if counts["generated"] else ""
    print(f"  {name:<28} hand-written {counts['hand-written']:>7,}{generated}")
print(f"  {'total':<28} hand-written {total['hand-written']:>7,}  generated {total['generated']:>7,}")
PYTHON
