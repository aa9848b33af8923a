#!/usr/bin/env python3
"""Writes a backend's APIVerification.md from the stand-in module it is checked against.

Every declaration of AppleSDKStubs/Sources/<Module> is listed with its availability and the
documentation page its comment names, and marked with whether the backend's sources use it.
Usage: api_verification.py UIKit StagehandUIKit [--check]
--check exits 1 when the committed article differs from what would be written.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import availability_lint as lint  # noqa: E402


def describe(symbol):
    floors = [
        f"{p} {symbol.introduced[p]}"
        for p in lint.PLATFORMS
        if p in symbol.introduced and p not in symbol.unavailable
    ]
    floors += [f"not {p}" for p in lint.PLATFORMS if p in symbol.unavailable]
    floors += [f"deprecated on {p}" for p in lint.PLATFORMS if p in symbol.deprecated]
    return ", ".join(floors) or "—"


def code_of(folder):
    """The Swift code under `folder`, without comments (a name in a doc comment is no use)."""
    code = ""
    for root, _, files in os.walk(folder):
        for file in sorted(files):
            if file.endswith(".swift"):
                text = open(os.path.join(root, file)).read()
                code += re.sub(r"//.*", "", text) + "\n"
    return code


def main(argv):
    module, backend = argv[0], argv[1]
    check = "--check" in argv
    found, problems = [], []
    for root, _, files in os.walk(os.path.join(lint.STUBS, "Sources", module)):
        for file in sorted(files):
            if file.endswith(".swift"):
                lint.parse_stand_in(os.path.join(root, file), module, found, problems)
    source = code_of(os.path.join(lint.REPO, "Sources", backend))
    articles = code_of(os.path.join(lint.STUBS, "Tests", "SeedArticleTests"))
    rows = []
    for symbol in found:
        url = symbol.url
        name = r"\b" + re.escape(symbol.name) + r"\b"
        if re.search(name, source):
            used = "yes"
        elif re.search(name, articles):
            used = "in the articles' code"
        else:
            used = "no (test support or a supertype)"
        rows.append(f"| `{symbol.qualified}` | {describe(symbol)} | {used} | <{url}> |")
    article = f"""# API verification

The {module} API that `{backend}` is type-checked against on Linux, generated from the stand-in
module `AppleSDKStubs/Sources/{module}` by `AppleSDKStubs/Scripts/api_verification.py`.

## Overview

{module} does not exist on the Linux machines Stagehand is built on. CI (`.ci/steps/apple.sh`)
builds this module's sources in Swift 6 mode with warnings as errors against the stand-in
`{module}` in `AppleSDKStubs/`, runs the recorded call-order tests there, proves with the files in
`AppleSDKStubs/NegativeCases` that a wrong label, a wrong isolation or an override with the wrong
type does not type-check, and runs the availability lint. Each stand-in declaration below was
written from the Apple documentation page in its row, with the signature Xcode 26 imports and the
first OS release the page lists. This cannot prove that the module compiles with Apple's SDK (only
a build on macOS can); it proves that it compiles against these declarations.

"Used" says whether the name appears in the code (not the comments) of `{backend}`'s sources, or
only in the code of the "Coming from …" articles (`AppleSDKStubs/Tests/SeedArticleTests`); the
others are supertypes, parameter types, or what the tests drive (for example `sendActions(for:)`).

| Declaration | Availability | Used | Documentation |
|---|---|---|---|
""" + "\n".join(rows) + "\n"
    path = os.path.join(lint.REPO, "Sources", backend, f"{backend}.docc", "APIVerification.md")
    if check:
        current = open(path).read() if os.path.exists(path) else ""
        if current != article:
            print(f"error: {os.path.relpath(path, lint.REPO)} is out of date; run Scripts/api_verification.py {module} {backend}")
            return 1
        print(f"ok   {os.path.relpath(path, lint.REPO)} matches the stand-ins ({len(rows)} declarations)")
        return 0
    open(path, "w").write(article)
    print(f"wrote {os.path.relpath(path, lint.REPO)} ({len(rows)} declarations)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
