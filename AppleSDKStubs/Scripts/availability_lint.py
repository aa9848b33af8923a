#!/usr/bin/env python3
"""Availability lint for Stagehand on Apple platforms, run on Linux (which checks no availability).

1. Stand-ins: every public declaration in AppleSDKStubs/Sources/<module> (with the requirements of
   a public protocol, and whatever order its modifiers come in) carries its Apple
   documentation URL in its doc comment and an `@available` floor (its own or its enclosing
   type's). Test-support declarations say "Not an Apple API" in their doc comment.
2. Uses: the core, StagehandTesting, the Apple backends and the CLI (or the files given on the
   command line) must not use a symbol newer than the package's deployment floor, nor one that is
   unavailable on a platform the code is compiled for, unless the use is guarded (`#available`,
   `@available`, or an `#if os(...)` / `#if !targetEnvironment(macCatalyst)` that excludes the
   platform). A use is any reference: bare calls (`setNeedsStatusBarAppearanceUpdate()`, with
   implicit `self`), trailing-closure calls, implicit-self reads, member and chained calls
   (`.name`, `?.name`, `self.name`, a line continuing with `.name`) and overrides; see uses().
   Mac Catalyst (`.macCatalyst` in Package.swift) takes a symbol's iOS floor, unavailability and
   `#available(iOS …)` guard unless the symbol or guard names macCatalyst. Symbol floors come from the
   stand-ins' `@available` annotations and from STDLIB_TABLE below (standard library,
   _Concurrency, Synchronization, Observation), which is cross-checked against the installed
   toolchain's .swiftinterface files when they are present.

Exit status 0 when clean; 1 with one line per problem otherwise.
Usage: availability_lint.py [--lenient-modules SwiftUI,Combine] [FILE.swift ...]
"""

import os
import re
import sys

STUBS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(STUBS)
PLATFORMS = ["macOS", "iOS", "macCatalyst", "tvOS", "visionOS"]

# First OS release of standard-library symbols above (or near) the deployment floor, from the
# symbols' `@available` in the Swift standard library (SwiftStdlib 5.9 = macOS 14 / iOS 17 /
# tvOS 17 / watchOS 10 / visionOS 1; 6.0 = macOS 15 / iOS 18 / tvOS 18 / watchOS 11 / visionOS 2;
# 6.2 = the 26 releases). Names are matched as whole identifiers.
SWIFT_5_9 = {"macOS": "14.0", "iOS": "17.0", "tvOS": "17.0", "visionOS": "1.0", "watchOS": "10.0"}
SWIFT_6_0 = {"macOS": "15.0", "iOS": "18.0", "tvOS": "18.0", "visionOS": "2.0", "watchOS": "11.0"}
SWIFT_6_2 = {"macOS": "26.0", "iOS": "26.0", "tvOS": "26.0", "visionOS": "26.0", "watchOS": "26.0"}
STDLIB_TABLE = [
    # (name, module, first releases)
    ("Mutex", "Synchronization", SWIFT_6_0),
    ("Atomic", "Synchronization", SWIFT_6_0),
    ("AtomicLazyReference", "Synchronization", SWIFT_6_0),
    ("WordPair", "Synchronization", SWIFT_6_0),
    ("Int128", "Swift", SWIFT_6_0),
    ("UInt128", "Swift", SWIFT_6_0),
    ("TaskExecutor", "_Concurrency", SWIFT_6_0),
    ("withTaskExecutorPreference", "_Concurrency", SWIFT_6_0),
    ("globalConcurrentExecutor", "_Concurrency", SWIFT_6_0),
    ("InlineArray", "Swift", SWIFT_6_2),
    ("UTF8Span", "Swift", SWIFT_6_2),
    ("withDiscardingTaskGroup", "_Concurrency", SWIFT_5_9),
    ("withThrowingDiscardingTaskGroup", "_Concurrency", SWIFT_5_9),
    ("withObservationTracking", "Observation", SWIFT_5_9),
    ("ObservationRegistrar", "Observation", SWIFT_5_9),
]

AVAILABLE = re.compile(r"@available\(([^)]*)\)")
# A declaration: attributes, then modifiers in any order (`nonisolated public`, `public
# nonisolated`, `@preconcurrency nonisolated public init`), then the keyword and the name. Only
# declarations whose modifiers include `public` or `open` are stand-in symbols (see declaration()).
DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?P<modifiers>(?:(?:public|open|final|static|class|override|convenience|required|"
    r"nonisolated(?:\(unsafe\))?|mutating|dynamic|indirect|weak|"
    r"private\(set\)|fileprivate\(set\)|internal\(set\)|@[\w.]+(?:\([^)]*\))?)\s+)*)"
    r"(?P<kind>class|struct|enum|protocol|func|var|let|init|typealias|associatedtype|subscript|actor)\b[?!]?\s*"
    r"(?P<name>[A-Za-z_]\w*)?"
)
# A line of attributes only (`@available(...)`, `@MainActor @preconcurrency`): they apply to the
# declaration on the next line. Any other line starting with `@` is a declaration or code, and its
# braces count.
ATTRIBUTES_ONLY = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s*)+$")
CASE = re.compile(r"^\s*case\s+([A-Za-z_]\w*)")
SCOPE = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|final|nonisolated|@frozen)\s+)*"
    r"(?:(class|struct|enum|protocol|actor)\s+([A-Za-z_]\w*)|extension\s+([A-Za-z_][\w.]*))"
)


def declaration(line, in_public_protocol=False):
    """The DECL match of a public or open declaration on `line`, or None.

    A requirement of a public protocol has no access modifier and is public."""
    match = DECL.match(line)
    if match and (in_public_protocol or re.search(r"\b(?:public|open)\s", match.group("modifiers"))):
        return match
    return None


def version(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def parse_available(argument):
    """Returns (introduced {platform: version}, unavailable {platforms}, deprecated {platforms})."""
    introduced, unavailable, deprecated = {}, set(), set()
    parts = [part.strip() for part in argument.split(",")]
    if len(parts) >= 2 and parts[0] in PLATFORMS + ["watchOS", "*"] and not re.search(r"\d", parts[0]):
        platform = parts[0]
        for part in parts[1:]:
            if part == "unavailable":
                unavailable.add(platform)
            elif part.startswith("introduced:"):
                introduced[platform] = part.split(":")[1].strip()
            elif part.startswith("deprecated"):
                deprecated.add(platform)
        return introduced, unavailable, deprecated
    for part in parts:
        match = re.match(r"(\w+)\s+([\d.]+)$", part)
        if match:
            introduced[match.group(1)] = match.group(2)
    return introduced, unavailable, deprecated


class Symbol:
    def __init__(self, name, module, qualified, introduced, unavailable, deprecated):
        self.name, self.module, self.qualified = name, module, qualified
        self.introduced, self.unavailable, self.deprecated = introduced, unavailable, deprecated


def deployment_floor():
    text = open(os.path.join(REPO, "Package.swift")).read()
    floor = {}
    for platform, value in re.findall(r"\.(macOS|iOS|macCatalyst|tvOS|visionOS)\(\.v(\d+(?:_\d+)?)\)", text):
        floor[platform] = value.replace("_", ".") + ("" if "_" in value else ".0")
    return floor


def scan_stand_ins(lenient):
    """Parses the stand-in modules: returns (symbols, problems, notes)."""
    symbols, problems, notes = [], [], []
    sources = os.path.join(STUBS, "Sources")
    for module in sorted(os.listdir(sources)):
        for root, _, files in os.walk(os.path.join(sources, module)):
            for file in sorted(files):
                if file.endswith(".swift"):
                    path = os.path.join(root, file)
                    parse_stand_in(path, module, symbols, notes if module in lenient else problems)
    return symbols, problems, notes


def parse_stand_in(path, module, symbols, problems):
    relative = os.path.relpath(path, REPO)
    doc, attributes = [], []
    stack = []  # (depth, type name, inherited availability, exempt, is a public protocol)
    depth = 0
    for number, line in enumerate(open(path), 1):
        stripped = line.strip()
        if stripped.startswith("///") or stripped.startswith("//"):
            doc.append(stripped)
            continue
        if ATTRIBUTES_ONLY.match(line):
            attributes.append(stripped)
            continue
        if stripped.startswith("#"):
            continue
        own = [parse_available(m) for m in AVAILABLE.findall(" ".join(attributes) + " " + line)]
        introduced, unavailable, deprecated = {}, set(), set()
        for intro, unav, dep in own:
            introduced.update(intro)
            unavailable |= unav
            deprecated |= dep
        enclosing = stack[-1] if stack else None
        exempt = any("not an apple api" in d.lower() or "stand-in only" in d.lower() for d in doc) or (
            enclosing is not None and enclosing[3]
        )
        declared = declaration(line, enclosing is not None and enclosing[4])
        case = CASE.match(line) if enclosing and enclosing[1] else None
        scope = SCOPE.match(line)
        name = None
        if declared:
            name = declared.group("name") or declared.group("kind")
        elif case:
            name = case.group(1)
        if name and not exempt:
            inherited = enclosing[2] if enclosing else ({}, set(), set())
            merged_intro = dict(inherited[0])
            merged_intro.update(introduced)
            qualified = f"{enclosing[1]}.{name}" if enclosing and enclosing[1] else name
            if not any("developer.apple.com/documentation" in d for d in doc):
                problems.append(f"{relative}:{number}: stand-in {qualified} has no Apple documentation URL in its comment")
            if not merged_intro and not (unavailable | inherited[1]) and (declared or case):
                problems.append(f"{relative}:{number}: stand-in {qualified} has no @available floor (its own or its type's)")
            symbol = Symbol(name, module, qualified, merged_intro, unavailable | inherited[1], deprecated | inherited[2])
            urls = [re.search(r"https://developer\.apple\.com/\S+", d) for d in doc]
            symbol.url = next((u.group(0) for u in urls if u), None)
            symbols.append(symbol)
        opens, closes = line.count("{"), line.count("}")
        if scope and opens > closes:
            type_name = scope.group(2) or (scope.group(3) or "").split(".")[-1]
            inherited = enclosing[2] if enclosing else ({}, set(), set())
            if scope.group(3):  # an extension inherits the type's floor from its declaration
                inherited = next(
                    ((s.introduced, s.unavailable, s.deprecated) for s in symbols if s.qualified == type_name),
                    inherited,
                )
                merged = dict(inherited[0])
            else:
                merged = dict(inherited[0])
            merged.update(introduced)
            public_protocol = scope.group(1) == "protocol" and re.search(r"\bpublic\s", line) is not None
            stack.append(
                (depth, type_name, (merged, unavailable | inherited[1], deprecated | inherited[2]), exempt, public_protocol)
            )
        depth += opens - closes
        while stack and depth <= stack[-1][0]:
            stack.pop()
        if stripped:
            doc, attributes = [], []


def toolchain_check(problems):
    """Cross-checks STDLIB_TABLE against the toolchain's interfaces, when they are installed."""
    swift = None
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        candidate = os.path.join(directory, "swift")
        if os.path.exists(candidate):
            swift = os.path.realpath(candidate)
            break
    if swift is None:
        return 0
    lib = os.path.join(os.path.dirname(os.path.dirname(swift)), "lib", "swift", "linux")
    checked = 0
    for name, module, releases in STDLIB_TABLE:
        interface_dir = os.path.join(lib, f"{module}.swiftmodule")
        if not os.path.isdir(interface_dir):
            continue
        interfaces = [f for f in os.listdir(interface_dir) if f.endswith(".swiftinterface") and ".private." not in f]
        if not interfaces:
            continue
        text = open(os.path.join(interface_dir, interfaces[0])).read()
        pattern = re.compile(
            r"((?:@available\([^)]*\)\s*(?:@\w+(?:\([^)]*\))?\s*)*)+)[^\n@]*?\b(?:struct|class|enum|protocol|func|var|typealias)\s+"
            + re.escape(name) + r"\b"
        )
        match = pattern.search(text)
        if not match:
            continue
        introduced = {}
        for argument in AVAILABLE.findall(match.group(1)):
            introduced.update(parse_available(argument)[0])
        for platform in ("macOS", "iOS", "tvOS", "visionOS"):
            if platform in introduced and version(introduced[platform]) != version(releases[platform]):
                problems.append(
                    f"availability_lint.py: STDLIB_TABLE says {name} ({module}) is {platform} {releases[platform]}, "
                    f"the toolchain's {module}.swiftinterface says {introduced[platform]}"
                )
        checked += 1
    return checked


def strip_code(line, state):
    """Removes comments and string literals; state tracks block comments and multi-line strings."""
    out, i = [], 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"], i = False, end + 2
            continue
        if state["string"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["string"], i = False, end + 3
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"], i = True, i + 2
            continue
        if line.startswith('"""', i):
            state["string"], i = True, i + 3
            continue
        if line[i] == '"':
            end = i + 1
            while end < len(line) and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            out.append('""')
            i = end + 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def evaluate(condition, platform):
    """Evaluates an #if condition for one platform (UIKit exists on iOS, Mac Catalyst, tvOS and
    visionOS). Mac Catalyst is `os(iOS)` with `targetEnvironment(macCatalyst)`."""
    expression = condition
    os_name = "iOS" if platform == "macCatalyst" else platform
    expression = re.sub(r"os\((\w+)\)", lambda m: str(m.group(1) == os_name), expression)
    expression = re.sub(
        r"targetEnvironment\(\s*macCatalyst\s*\)", lambda m: str(platform == "macCatalyst"), expression
    )
    uikit = platform in ("iOS", "macCatalyst", "tvOS", "visionOS", "watchOS")
    expression = re.sub(
        r"canImport\((\w+)\)",
        lambda m: str(uikit if m.group(1) == "UIKit" else m.group(1) not in ("Glibc", "Musl", "CAdwaita")),
        expression,
    )
    expression = re.sub(r"(compiler|swift|arch|targetEnvironment|hasFeature)\([^)]*\)", "True", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    expression = re.sub(r"\b(?!True\b|False\b|and\b|or\b|not\b)[A-Za-z_]\w*\b", "False", expression)
    try:
        return bool(eval(expression, {"__builtins__": {}}))
    except SyntaxError:
        return True


# How an `#if` excludes a platform that `os(...)` does not name.
HOW_TO_EXCLUDE = {"macCatalyst": " (`#if !targetEnvironment(macCatalyst)`)"}


def introduced_on(symbol, platform):
    """The first release of `symbol` on `platform`; Mac Catalyst inherits iOS's unless named."""
    if platform == "macCatalyst" and platform not in symbol.introduced:
        return symbol.introduced.get("iOS")
    return symbol.introduced.get(platform)


def marked_on(marks, platform):
    """Whether `platform` is in `marks` (unavailable or deprecated); Mac Catalyst inherits iOS's."""
    return platform in marks or (platform == "macCatalyst" and "iOS" in marks)


# Words before a name that make it a declaration rather than a use (`func name`, `let name`), unless
# the declaration overrides (`override func name`, which is a use of the overridden member).
DECLARING = re.compile(r"(?:^|[^\w])(override\s+)?(?:[\w()]+\s+)*?(?:func|var|let|case|class|struct|enum|protocol|typealias|actor)\s+$")


def uses(word, line, local_names):
    """Whether `line` uses `word` (already found there as a whole identifier) as a symbol.

    A use is a member access or chained call (`.word`, `?.word`, a line starting with `.word`, a
    key path `\\.word`), an override (`override func word`, `override var word`), or a bare use:
    a call (`word(`), a trailing-closure call (`word {`) or a reference with implicit `self`. Not
    a use: a declaration (`func word`, `let word`), an argument label or parameter name
    (`word:`), or a bare use of a name the file declares itself (`local_names`).
    Capitalized words (types) are uses wherever they appear."""
    if word[0].isupper():
        return True
    for match in re.finditer(r"(?<![\w$])" + re.escape(word) + r"(?![\w$])", line):
        before, after = line[: match.start()], line[match.end():]
        if re.search(r"\.\s*$", before):
            return True
        declaring = DECLARING.search(before)
        if declaring:
            if declaring.group(1):
                return True
            continue
        if re.match(r"\s*:(?!:)", after) and not re.search(r"\?\s*$", before):
            continue
        if word in local_names:
            continue
        return True
    return False


def check_uses(paths, symbols, floor, problems):
    by_name = {}
    for symbol in symbols:
        by_name.setdefault(symbol.name, []).append(symbol)
    # Only symbols that can fail a use: above the floor somewhere, or unavailable somewhere.
    relevant = {}
    for name, group in by_name.items():
        interesting = [
            s
            for s in group
            if any(marked_on(s.unavailable | s.deprecated, p) for p in PLATFORMS if p in floor)
            or any(
                introduced_on(s, p) and version(introduced_on(s, p)) > version(floor[p]) for p in PLATFORMS if p in floor
            )
        ]
        if interesting and len(interesting) == len(group):
            relevant[name] = interesting[0]
    token = re.compile(r"\b[A-Za-z_]\w*\b")
    for path in paths:
        relative = os.path.relpath(path, REPO)
        # Names the file declares itself (not overrides): a bare use of one is the file's own.
        local_names = set()
        declaration_state = {"block": False, "string": False}
        for raw in open(path):
            code = strip_code(raw, declaration_state)
            for match in re.finditer(r"(?:^|[^\w])(override\s+)?(?:[\w()]+\s+)*?(?:func|var|let)\s+([A-Za-z_]\w*)", code):
                if not match.group(1):
                    local_names.add(match.group(2))
        state = {"block": False, "string": False}
        conditions = []  # "#if" conditions, innermost last
        scopes = [(0, {})]  # (depth, guarded {platform: version})
        pending = {}
        depth = 0
        for number, raw in enumerate(open(path), 1):
            line = strip_code(raw, state)
            stripped = line.strip()
            if stripped.startswith("#if "):
                conditions.append(stripped[4:])
                continue
            if stripped.startswith("#elseif "):
                conditions[-1] = f"!({conditions[-1]}) && ({stripped[8:]})"
                continue
            if stripped.startswith("#else"):
                conditions[-1] = f"!({conditions[-1]})"
                continue
            if stripped.startswith("#endif"):
                conditions.pop()
                continue
            guards = {}
            for argument in re.findall(r"[@#]available\(([^)]*)\)", line):
                guards.update(parse_available(argument)[0])
            if "guard" in line and "#available" in line:
                scopes[-1][1].update(guards)
                guards = {}
            pending.update(guards)
            active = {}
            for _, guard in scopes:
                active.update(guard)
            active.update(pending)
            compiled_for = [p for p in PLATFORMS if p in floor and all(evaluate(c, p) for c in conditions)]
            for word in set(token.findall(line)):
                symbol = relevant.get(word)
                if symbol is None:
                    continue
                if not uses(word, line, local_names):
                    continue
                for platform in compiled_for:
                    if marked_on(symbol.unavailable, platform):
                        problems.append(
                            f"{relative}:{number}: {symbol.qualified} ({symbol.module}) is unavailable on {platform}; "
                            f"put the use inside an #if that excludes {platform}{HOW_TO_EXCLUDE.get(platform, '')}"
                        )
                        continue
                    if marked_on(symbol.deprecated, platform):
                        problems.append(
                            f"{relative}:{number}: {symbol.qualified} ({symbol.module}) is deprecated on {platform} "
                            f"(a warning, so an error with warnings as errors); exclude {platform} with #if"
                            f"{HOW_TO_EXCLUDE.get(platform, '')}"
                        )
                        continue
                    needed = introduced_on(symbol, platform)
                    if needed and version(needed) > version(floor[platform]):
                        # `#available(iOS 18, *)` guards Mac Catalyst too unless it names macCatalyst.
                        guard = active.get(platform) or (active.get("iOS") if platform == "macCatalyst" else None)
                        if guard and version(guard) >= version(needed):
                            continue
                        problems.append(
                            f"{relative}:{number}: {symbol.qualified} ({symbol.module}) needs {platform} {needed}; "
                            f"the deployment floor is {platform} {floor[platform]} (guard it with #available, or "
                            f"use something that exists on the floor)"
                        )
            for char in line:
                if char == "{":
                    depth += 1
                    scopes.append((depth, pending))
                    pending = {}
                elif char == "}":
                    depth -= 1
                    while len(scopes) > 1 and scopes[-1][0] > depth:
                        scopes.pop()
            if stripped and not stripped.startswith("@"):
                pending = {} if "{" not in line and not line.rstrip().endswith(("->", ",", "(")) else pending


def main(argv):
    lenient = set()
    files = []
    i = 0
    while i < len(argv):
        if argv[i] == "--lenient-modules":
            lenient = set(argv[i + 1].split(","))
            i += 2
            continue
        files.append(os.path.abspath(argv[i]))
        i += 1
    floor = deployment_floor()
    symbols, problems, notes = scan_stand_ins(lenient)
    for name, module, releases in STDLIB_TABLE:
        symbols.append(Symbol(name, module, name, dict(releases), set(), set()))
    checked = toolchain_check(problems)
    if not files:
        for target in ("Stagehand", "StagehandTesting", "StagehandUIKit", "StagehandSwiftUI", "StagehandCLI"):
            for root, _, names in os.walk(os.path.join(REPO, "Sources", target)):
                files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".swift")]
    check_uses(files, symbols, floor, problems)
    for note in notes:
        print(f"note: {note}")
    for problem in problems:
        print(f"error: {problem}")
    floors = ", ".join(f"{p} {floor[p]}" for p in PLATFORMS if p in floor)
    print(
        f"availability lint: {len(symbols)} symbols ({len(STDLIB_TABLE)} from the standard-library table, "
        f"{checked} cross-checked with the toolchain), {len(files)} files, floor {floors}: "
        f"{len(problems)} problem(s), {len(notes)} note(s)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
