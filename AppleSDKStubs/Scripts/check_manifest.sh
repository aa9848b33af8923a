#!/usr/bin/env bash
# Evaluates the main package's manifest once per platform and checks which targets and products
# exist. `STAGEHAND_MANIFEST_OS` (read by Package.swift through `Context.environment`) stands in for
# the host, since the manifest is evaluated on the machine that builds: on macOS no GTK target,
# C module or Linux-only product may exist, and every target's dependencies must be declared there.
# On both, every Apple platform has a floor, Mac Catalyst's is iOS's, and AppleSDKStubs/Package.swift
# declares the same floors.
set -euo pipefail
cd "$(dirname "$0")/../.."
check() {
    local os=$1 expected_targets=$2 expected_products=$3
    local dump
    dump=$(STAGEHAND_MANIFEST_OS=$os swift package dump-package)
    DUMP="$dump" STUBS_DUMP="$stubs_dump" OS="$os" TARGETS="$expected_targets" PRODUCTS="$expected_products" python3 - <<'PY'
import json, os, sys
package = json.loads(os.environ["DUMP"])
name = os.environ["OS"]
targets = sorted(t["name"] for t in package["targets"])
products = sorted(p["name"] for p in package["products"])
problems = []
if targets != sorted(os.environ["TARGETS"].split()):
    problems.append(f"targets on {name}: {targets}, expected {sorted(os.environ['TARGETS'].split())}")
if products != sorted(os.environ["PRODUCTS"].split()):
    problems.append(f"products on {name}: {products}, expected {sorted(os.environ['PRODUCTS'].split())}")
declared = set(targets)
for target in package["targets"]:
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                dep = dependency[kind][0]
                if dep not in declared:
                    problems.append(f"{target['name']} depends on {dep}, which {name} does not declare")
for product in package["products"]:
    for dep in product["targets"]:
        if dep not in declared:
            problems.append(f"product {product['name']} needs {dep}, which {name} does not declare")
# Deployment floors: every Apple platform declared, Mac Catalyst at the iOS floor (the UIKit backend
# compiles for Mac Catalyst as for iOS, using iOS 15-17 APIs unguarded; SwiftPM's default Mac
# Catalyst floor, 13.0, would reject them), and the stand-in package checks against the same floors.
floors = {p["platformName"]: p["version"] for p in package["platforms"]}
expected_names = ["ios", "maccatalyst", "macos", "tvos", "visionos"]
if sorted(floors) != expected_names:
    problems.append(f"platforms on {name}: {sorted(floors)}, expected {expected_names}")
elif floors["maccatalyst"] != floors["ios"]:
    problems.append(
        f"the Mac Catalyst floor is {floors['maccatalyst']} on {name}, the iOS floor {floors['ios']}: "
        "declare .macCatalyst at the iOS version"
    )
stubs = json.loads(os.environ["STUBS_DUMP"])
stub_floors = {p["platformName"]: p["version"] for p in stubs["platforms"]}
if stub_floors != floors:
    problems.append(f"AppleSDKStubs/Package.swift declares platforms {stub_floors}, the main package {floors}")
for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
shown = ", ".join(f"{p} {v}" for p, v in sorted(floors.items()))
print(f"ok   {name}: {len(targets)} targets, products {', '.join(products)}; floors {shown}")
PY
}
stubs_dump=$(swift package --package-path AppleSDKStubs dump-package)
portable_targets="Stagehand StagehandTesting StagehandUIKit StagehandSwiftUI StagehandCLI stagehand StagehandTests StagehandTestingTests StagehandCLITests"
portable_products="Stagehand StagehandTesting StagehandUIKit StagehandSwiftUI StagehandCLI stagehand"
check macos "$portable_targets" "$portable_products"
check linux "$portable_targets CAdwaita StagehandGTK StagehandDemo CMallocCounter StagehandBench StagehandGTKTests StagehandDemoTests" \
    "$portable_products StagehandGTK stagehand-demo stagehand-bench"

# The sources of every target macOS builds must not import a Linux-only module unless the import
# sits directly under an `#if canImport(...)` / `#elseif canImport(...)` for that module.
python3 - <<'PY'
import os, re, sys
roots = ["Sources/Stagehand", "Sources/StagehandTesting", "Sources/StagehandUIKit", "Sources/StagehandSwiftUI",
         "Sources/StagehandCLI", "Sources/stagehand", "Tests/StagehandTests", "Tests/StagehandTestingTests",
         "Tests/StagehandCLITests"]
bad = []
for root in roots:
    for directory, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            lines = open(path).read().splitlines()
            for number, line in enumerate(lines):
                match = re.match(r"\s*import (Glibc|Musl|CAdwaita|CMallocCounter)\b", line)
                if match and not re.match(r"\s*#(?:if|elseif) canImport\(" + match.group(1) + r"\)", lines[number - 1] if number else ""):
                    bad.append(f"{path}:{number + 1}: {line.strip()}")
for line in bad:
    print(f"error: {line} (a target macOS builds imports a Linux-only module outside #if canImport)", file=sys.stderr)
if bad:
    sys.exit(1)
print("ok   no target that macOS builds imports Glibc, Musl, CAdwaita or CMallocCounter unguarded")
PY
