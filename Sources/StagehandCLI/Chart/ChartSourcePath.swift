/// Where the file an `<invoke src>` names is, and whether it may be read.
///
/// `src` is a relative file path (no URI scheme, no absolute path, no `\`, `?`, `#` or NUL),
/// resolved against the directory of the document that names it; the resolved path must stay
/// inside the directory of the document given to the command (`..` may climb only within it), so
/// a chart cannot read files beside or above the one the user named. Standard input's directory
/// is the current directory.
enum ChartSourcePath {
    /// The directory part of `file`, without its last `/`: empty for a bare name or `<stdin>`.
    static func directory(of file: String) -> String {
        guard file != "<stdin>", let slash = file.lastIndex(of: "/") else { return "" }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// `src`, named in the document read from `file`, as a normalized path (`.` and `..`
    /// segments resolved as far as they can be).
    static func resolve(_ src: String, namedIn file: String) -> String {
        let base = directory(of: file)
        let joined = base.isEmpty ? src : (base == "/" ? "/" + src : base + "/" + src)
        let isAbsolute = joined.hasPrefix("/")
        let path = normalized(joined).joined(separator: "/")
        return isAbsolute ? "/" + path : path
    }

    /// `file` as a normalized path: the key of the document given to the command among the
    /// documents `src` names.
    static func normalized(file: String) -> String {
        let path = normalized(file).joined(separator: "/")
        return file.hasPrefix("/") ? "/" + path : path
    }

    /// What is wrong with `src`, named in `file`, when the command was given `root`; `nil` when
    /// it may be read.
    static func problem(_ src: String, namedIn file: String, root: String) -> String? {
        if src.isEmpty { return "is empty" }
        if let bad = src.unicodeScalars.first(where: { ["\\", "?", "#", ":", "\0"].contains($0) }) {
            let shown = bad == "\0" ? "NUL" : "'\(bad)'"
            return "holds \(shown); src is a relative file path, not a URI"
        }
        if src.hasPrefix("/") { return "is an absolute path; src is a path relative to the document that names it" }
        let rootSegments = normalized(directory(of: root))
        let segments = normalized(resolve(src, namedIn: file))
        let inside =
            segments.count > rootSegments.count && Array(segments.prefix(rootSegments.count)) == rootSegments
            && !segments.dropFirst(rootSegments.count).contains("..")
        if !inside {
            let place = directory(of: root).isEmpty ? "the current directory" : "'\(directory(of: root))'"
            return "leads outside \(place), the directory of \(root); src may name files in it and below it only"
        }
        return nil
    }

    /// The segments of `path` with `.` dropped and `..` applied to the segment before it.
    private static func normalized(_ path: String) -> [String] {
        var segments: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !path.hasPrefix("/") {
                    segments.append("..")
                }
            default: segments.append(String(part))
            }
        }
        return segments
    }
}
