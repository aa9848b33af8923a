/// The event descriptors of a chart arranged as a token-prefix tree, so that matching an event
/// against every descriptor is one interval test per transition instead of string work.
///
/// The descriptors that match a name (SCXML 3.12.1: the descriptor is `*` or a whole-token
/// prefix of the name) form a chain of token prefixes; the longest one, the name's *class*,
/// determines the rest: a descriptor matches exactly when it is the class or one of its
/// ancestors in the tree. Nodes are numbered in preorder with `*` (and "matches no descriptor")
/// as node 0, so descriptor `d` matches class `c` exactly when `d <= c && c <= last[d]`.
@usableFromInline
struct StatechartEventClasses: Sendable {
    /// A descriptor's text compared by UTF-8 bytes, as the matching rule compares names.
    struct Key: Hashable {
        let text: Substring

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
            hasher.combine(0xFF as UInt8)
        }
    }

    /// Preorder number of each descriptor's node.
    let classes: [Key: Int32]
    /// The last preorder number in each node's subtree.
    @usableFromInline
    let last: [Int32]

    /// Whether descriptors are whole names (a flat machine's events): a name's class is its
    /// own descriptor's, with no prefix and no wildcard.
    let isExact: Bool

    /// Builds the tree of the normalised descriptors (`*` included or not).
    /// - Parameters:
    ///   - descriptors: The descriptors.
    ///   - exact: Whether each descriptor is a whole name that matches only itself (`*` and
    ///     names with dots included): the tree is then flat.
    init(descriptors: [String], exact: Bool = false) {
        isExact = exact
        var unique: [Key: Int] = [:]
        var texts: [Substring] = []
        for descriptor in descriptors where exact || descriptor != "*" {
            let key = Key(text: Substring(descriptor))
            if unique[key] == nil {
                unique[key] = texts.count
                texts.append(key.text)
            }
        }
        // Each descriptor's parent: its longest proper token prefix that is a descriptor.
        var children = [[Int]](repeating: [], count: texts.count + 1)
        for (node, text) in texts.enumerated() {
            var parent = texts.count
            var end = text.utf8.endIndex
            while !exact, let dot = text.utf8[text.utf8.startIndex..<end].lastIndex(of: UInt8(ascii: ".")) {
                if let found = unique[Key(text: text[text.startIndex..<dot])] {
                    parent = found
                    break
                }
                end = dot
            }
            children[parent].append(node)
        }
        // Preorder numbering, iteratively (descriptor chains may be long).
        var number = [Int32](repeating: 0, count: texts.count + 1)
        var last = [Int32](repeating: 0, count: texts.count + 1)
        var order: [Int] = []
        var stack = [texts.count]
        while let node = stack.popLast() {
            number[node] = Int32(order.count)
            order.append(node)
            for child in children[node].reversed() { stack.append(child) }
        }
        for node in order.reversed() {
            var end = number[node]
            for child in children[node] { end = max(end, last[child]) }
            last[node] = end
        }
        var classes: [Key: Int32] = [:]
        for (node, text) in texts.enumerated() { classes[Key(text: text)] = number[node] }
        self.classes = classes
        self.last = order.map { last[$0] }
    }

    /// The interval of classes a normalised descriptor matches.
    func interval(of descriptor: String) -> (low: Int32, high: Int32) {
        if descriptor == "*" && !isExact { return (0, last[0]) }
        let node = classes[Key(text: Substring(descriptor))] ?? 0
        return (node, last[Int(node)])
    }

    /// The class of an event name: its longest whole-token prefix that is a descriptor, or 0.
    @usableFromInline
    func classify(_ name: String) -> Int32 {
        let bytes = name.utf8
        if let found = classes[Key(text: Substring(name))] { return found }
        if isExact { return 0 }
        var end = bytes.endIndex
        while let dot = bytes[bytes.startIndex..<end].lastIndex(of: UInt8(ascii: ".")) {
            if let found = classes[Key(text: name[..<dot])] { return found }
            end = dot
        }
        return 0
    }
}
