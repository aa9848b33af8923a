#!/usr/bin/env python3
"""Compiles (and runs) every Swift snippet of the README and the DocC articles, as printed.

Each ```swift block of README.md and of every `Sources/*/*.docc/*.md` article is copied,
unchanged, into a generated package under `.build/snippets/` (one executable module per article,
so articles cannot clash), which depends on this package by path exactly as a user's package
would. UIKit and SwiftUI articles go into a second generated package that depends on
`AppleSDKStubs/` (the stand-in modules), because UIKit and SwiftUI do not exist on Linux.

How a snippet is placed:
- An article's snippets go, in order, into one `main.swift`, where declarations and statements may
  mix (an article is read top to bottom, and a later snippet may use an earlier one's names).
- README snippets are independent: each one goes into its own `do { }` scope.
- A block preceded by `<!-- snippet: OPTIONS -->` takes these options (space separated):
  `isolated` (its own `do { }` scope), `file` (at file scope even in the README),
  `module=NAME` (compiled in another module), and `class=Base` for a fragment of a class's body
  (`lazy var emptyState = …` and methods that use `self`): the snippet, unchanged, becomes the body
  of `@MainActor final class Snippet<line>: Base { … }` (`<line>` is the fence's line number).
- Names a snippet uses but does not declare (the `api` of `try await api.comments()`) come from a
  hand-written prelude, `Tests/Snippets/<Module>.swift`, compiled beside it; a snippet's own text is
  never changed. `Tests/Snippets/snippets.json` says which modules run after they build and which
  need a display (those run under Xvfb; `<Module>.prologue.swift` goes before the first snippet),
  and which files the runs find in their working directory (`files`).

Usage: Scripts/snippets.py [--platform linux|apple|all] [--no-run] [--list]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SNIPPETS = os.path.join(ROOT, "Tests", "Snippets")
APPLE_CATALOGS = ("StagehandUIKit.docc", "StagehandSwiftUI.docc")
LINUX_IMPORTS = ["Stagehand", "StagehandTesting", "StagehandGTK", "StagehandCLI", "Testing"]
APPLE_IMPORTS = ["Stagehand", "StagehandTesting", "UIKit", "SwiftUI", "Combine", "StagehandUIKit", "StagehandSwiftUI"]
FENCE = re.compile(r"^(\s*)```swift\s*$")
MARKER = re.compile(r"^\s*<!--\s*snippet:(.*?)-->\s*$")
IMPORT = re.compile(r"^import\s+\w+\s*$")


class Snippet:
    def __init__(self, path, line, text, options):
        self.path, self.line, self.text, self.options = path, line, text, options


def documents():
    paths = [os.path.join(ROOT, "README.md")]
    paths += sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "*.md")))
    return paths


def extract(path):
    """The ```swift blocks of one Markdown file, with their options."""
    lines = open(path, encoding="utf-8").read().split("\n")
    result, i = [], 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        indent, start, body = match.group(1), i + 1, []
        i += 1
        while i < len(lines) and lines[i].strip() != "```":
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
            i += 1
        if i == len(lines):
            sys.exit(f"{path}:{start}: error: a ```swift block is never closed")
        options = []
        k = start - 2
        while k >= 0 and not lines[k].strip():
            k -= 1
        if k >= 0 and MARKER.match(lines[k]):
            options = MARKER.match(lines[k]).group(1).split()
        result.append(Snippet(path, start, "\n".join(body), options))
        i += 1
    return result


def module_name(path):
    rel = os.path.relpath(path, ROOT)
    if rel == "README.md":
        return "README"
    catalog = os.path.basename(os.path.dirname(path)).replace(".docc", "")
    article = os.path.splitext(os.path.basename(path))[0]
    return f"{catalog}_{article}"


def option(snippet, key):
    for item in snippet.options:
        if item.startswith(key + "="):
            return item.split("=", 1)[1]
    return None


def group(paths):
    """Snippets by (platform, module), in document order."""
    modules = {}
    for path in paths:
        apple = any(part in path for part in APPLE_CATALOGS)
        for snippet in extract(path):
            name = option(snippet, "module") or module_name(path)
            modules.setdefault(("apple" if apple else "linux", name), []).append(snippet)
    return modules


def main_swift(name, snippets, imports):
    hoisted, parts = [], []
    for snippet in snippets:
        body = []
        for line in snippet.text.split("\n"):
            if IMPORT.match(line):
                hoisted.append(line.strip())
            else:
                body.append(line)
        rel = os.path.relpath(snippet.path, ROOT)
        readme = name == "README" and "file" not in snippet.options
        isolated = "isolated" in snippet.options or readme
        text = "\n".join(body)
        base = option(snippet, "class")
        if base:
            text = f"@MainActor final class Snippet{snippet.line}: {base} {{\n" + text + "\n}"
        if isolated:
            text = "do {\n" + text + "\n}"
        parts.append(f"// {rel}:{snippet.line}\n{text}\n")
    header = ["// Generated by Scripts/snippets.py from the documentation; do not edit."]
    header += sorted(set([f"import {m}" for m in imports] + hoisted))
    prologue = os.path.join(SNIPPETS, f"{name}.prologue.swift")
    if os.path.exists(prologue):
        header.append(open(prologue, encoding="utf-8").read())
    return "\n".join(header) + "\n\n" + "\n".join(parts)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    if old != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


def generate(platform, modules, directory, probed):
    """Writes the package for one platform; returns its module names."""
    names = sorted(name for (p, name) in modules if p == platform)
    if platform == "linux":
        dependency = f'.package(path: "{ROOT}")'
        package = os.path.basename(ROOT).lower()
        products = ["Stagehand", "StagehandTesting", "StagehandGTK", "StagehandCLI"]
        imports = LINUX_IMPORTS
        settings = ""
    else:
        stubs = os.path.join(ROOT, "AppleSDKStubs")
        dependency = f'.package(path: "{stubs}")'
        package = "applesdkstubs"
        products = ["Stagehand", "StagehandTesting", "UIKit", "SwiftUI", "Combine", "StagehandUIKit", "StagehandSwiftUI"]
        imports = APPLE_IMPORTS
        # As the stand-ins' own article tests: Swift Testing's overlay for the real UIKit does not
        # exist for the stand-in.
        settings = ', swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]'
    deps = ", ".join(f'.product(name: "{p}", package: "{package}")' for p in products)
    targets = [
        f'.executableTarget(name: "{n}", dependencies: [{deps}'
        + (', "SnippetProbe"' if n in probed else "")
        + f'], path: "Sources/{n}"{settings})'
        for n in names]
    if platform == "linux" and probed:
        # The probe that reads what a GTK snippet painted (Tests/Snippets/Probe).
        for folder in ("CSnippetGTK", "SnippetProbe"):
            source = os.path.join(SNIPPETS, "Probe", folder)
            for file in os.listdir(source):
                write(os.path.join(directory, "Probe", folder, file), open(os.path.join(source, file)).read())
        targets.append('.systemLibrary(name: "CSnippetGTK", path: "Probe/CSnippetGTK", pkgConfig: "gtk4")')
        targets.append('.target(name: "SnippetProbe", dependencies: ["CSnippetGTK"], path: "Probe/SnippetProbe")')
    targets = ",\n        ".join(targets)
    manifest = f"""// swift-tools-version:6.0
// Generated by Scripts/snippets.py; do not edit.
import PackageDescription

let package = Package(
    name: "StagehandSnippets",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [{dependency}],
    targets: [
        {targets}
    ],
    swiftLanguageModes: [.v6]
)
"""
    write(os.path.join(directory, "Package.swift"), manifest)
    for name in names:
        source = os.path.join(directory, "Sources", name)
        os.makedirs(source, exist_ok=True)
        wanted = {"main.swift"}
        write(os.path.join(source, "main.swift"), main_swift(name, modules[(platform, name)], imports))
        prelude = os.path.join(SNIPPETS, f"{name}.swift")
        if os.path.exists(prelude):
            header = "// Copied by Scripts/snippets.py from Tests/Snippets; do not edit.\n"
            write(os.path.join(source, "Prelude.swift"), header + open(prelude, encoding="utf-8").read())
            wanted.add("Prelude.swift")
        for stale in set(os.listdir(source)) - wanted:
            os.remove(os.path.join(source, stale))
    return names


def run(command, **kwargs):
    print("+", " ".join(command), flush=True)
    return subprocess.run(command, **kwargs).returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--platform", choices=["linux", "apple", "all"], default="all")
    parser.add_argument("--no-run", action="store_true", help="build only")
    parser.add_argument("--list", action="store_true", help="list the snippets and their modules")
    args = parser.parse_args()

    modules = group(documents())
    if args.list:
        for (platform, name), snippets in sorted(modules.items()):
            for s in snippets:
                print(f"{platform} {name} {os.path.relpath(s.path, ROOT)}:{s.line}")
        return 0
    config = json.load(open(os.path.join(SNIPPETS, "snippets.json"), encoding="utf-8"))
    known = {name for (_, name) in modules}
    for name in config.get("run", []) + config.get("runWithDisplay", []):
        if name not in known:
            sys.exit(f"Tests/Snippets/snippets.json: error: no snippets form the module '{name}'")
    for stray in glob.glob(os.path.join(SNIPPETS, "*.swift")):
        base = os.path.basename(stray).replace(".prologue.swift", "").replace(".swift", "")
        if base not in known:
            sys.exit(f"{os.path.relpath(stray, ROOT)}: error: no snippets form the module '{base}'")

    count = sum(len(v) for v in modules.values())
    print(f"{count} snippets in {len(modules)} modules")
    platforms = ["linux", "apple"] if args.platform == "all" else [args.platform]
    for platform in platforms:
        directory = os.path.join(ROOT, ".build", "snippets", platform)
        names = generate(platform, modules, directory, set(config.get("runWithDisplay", [])))
        if not names:
            continue
        # SwiftPM reuses its build plan while the generated manifest is unchanged, even when a
        # file was added to Stagehand since; plan again each time (planning is cheap).
        for stale in glob.glob(os.path.join(directory, ".build", "*", "*", "description.json")):
            os.remove(stale)
        log = os.path.join(directory, "build.log")
        with open(log, "w") as out:
            status = run(["swift", "build", "--package-path", directory], stdout=out, stderr=subprocess.STDOUT)
        text = open(log, encoding="utf-8", errors="replace").read()
        problems = [l for l in text.split("\n") if re.search(r"(error|warning):", l) and "prohibited flag" not in l]
        if status != 0 or problems:
            print(text)
            print(f"error: the {platform} snippets do not build cleanly (generated sources in {directory})")
            return 1
        print(f"{platform}: {len(names)} modules built")
        if args.no_run or platform != "linux":
            continue
        bindir = subprocess.run(
            ["swift", "build", "--package-path", directory, "--show-bin-path"], capture_output=True, text=True
        ).stdout.strip()
        env = dict(os.environ, GTK_A11Y="none", GSK_RENDERER="cairo")
        # Snippets run in a scratch directory holding the files they name (`machine.json`).
        workdir = os.path.join(directory, "run")
        os.makedirs(workdir, exist_ok=True)
        for file, source in config.get("files", {}).items():
            write(os.path.join(workdir, file), open(os.path.join(ROOT, source), encoding="utf-8").read())
        for name in config.get("run", []):
            if run([os.path.join(bindir, name)], env=env, timeout=120, cwd=workdir) != 0:
                print(f"error: the snippets of {name} failed when run")
                return 1
        for name in config.get("runWithDisplay", []):
            command = [os.path.join(bindir, name)]
            if not env.get("DISPLAY"):
                command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"] + command
            if run(command, env=env, timeout=120, cwd=workdir) != 0:
                print(f"error: the snippets of {name} failed when run")
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
