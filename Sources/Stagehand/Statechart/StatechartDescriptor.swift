/// SCXML event descriptors (3.12.1): normalisation when a chart is built, token-prefix matching
/// when it runs.
@usableFromInline
enum StatechartDescriptor {
    /// Splits a space-separated descriptor list and normalises each (`error.*` and `error.` mean
    /// `error`); `nil` when the list is empty or a descriptor has an empty token.
    @usableFromInline
    static func normalize(_ text: String) -> [String]? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if parts.isEmpty { return nil }
        var result: [String] = []
        for part in parts {
            var token = Substring(part)
            if token == "*" {
                result.append("*")
                continue
            }
            if token.hasSuffix(".*") {
                token = token.dropLast(2)
            } else if token.hasSuffix(".") {
                token = token.dropLast()
            }
            if token.isEmpty || token.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
                || token.contains("*")
            {
                return nil
            }
            result.append(String(token))
        }
        return result
    }

    /// Whether the normalised `descriptor` matches the event `name`: `*`, the same name, or a
    /// prefix of it that ends at a `.`.
    @inlinable
    static func matches(_ descriptor: String, _ name: String) -> Bool {
        var letters = name.utf8.makeIterator()
        var first = true
        for byte in descriptor.utf8 {
            if first && byte == UInt8(ascii: "*") { return true }
            first = false
            guard let letter = letters.next(), letter == byte else { return false }
        }
        guard let next = letters.next() else { return true }
        return next == UInt8(ascii: ".")
    }
}
