/// "Did you mean" over many names (a machine's declared states), with bounded work per query.
///
/// It follows ``Suggestion/closest(to:in:)``: a candidate within edit distance 2 (1 for words of
/// three letters or fewer) qualifies, and so does one that is a prefix of the word or has it as a
/// prefix; the nearest wins, ties going to the candidate listed first. Instead of comparing the
/// word with every name, a query computes the distance only to the names that sort next to it
/// (the same beginning: a typo near the end), next to it when read backwards (the same ending: a
/// typo near the start), and then to names of a close length, at most ``maximumComparisons`` in
/// all, and finds prefixes with lookups. So a file with 50,000 undeclared states gets its hints
/// in linear time; in a machine with more names of a close length than that, a hint may miss
/// the closest name (it never suggests one that is not close).
struct SuggestionIndex {
    /// The most names one query computes an edit distance to.
    static let maximumComparisons = 320
    /// How many neighbours on each side of the word, in each sorted order, a query compares.
    static let neighbours = 40

    private let names: [String]
    /// Each name lowercased, as one small integer per character (see `codes`).
    private let lowered: [[Int32]]
    /// A number for each character the names use, so comparing characters is comparing integers.
    private let codes: [Character: Int32]
    /// Indices of the names, by the length of their lowercased form, in order.
    private let byLength: [Int: [Int]]
    /// The first index of each name.
    private let firstIndex: [String: Int]
    /// The indices of the first occurrence of each name, sorted by name.
    private let sorted: [Int]
    /// The same indices sorted by the lowercased name read backwards, and those reversed names.
    private let backwards: [Int]
    private let reversedNames: [String]

    /// How many candidate names the queries so far have examined (tests bound it).
    private(set) var comparisons = 0

    /// Indexes `names`, in `O(n log n)`.
    init(_ names: [String]) {
        self.names = names
        var codes: [Character: Int32] = [:]
        lowered = names.map { name in
            name.lowercased().map { character in
                if let code = codes[character] { return code }
                let code = Int32(codes.count)
                codes[character] = code
                return code
            }
        }
        self.codes = codes
        var byLength: [Int: [Int]] = [:]
        var firstIndex: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            byLength[lowered[index].count, default: []].append(index)
            if firstIndex[name] == nil { firstIndex[name] = index }
        }
        self.byLength = byLength
        self.firstIndex = firstIndex
        sorted = firstIndex.values.sorted { names[$0] < names[$1] }
        let reversedNames = names.map { String($0.lowercased().reversed()) }
        self.reversedNames = reversedNames
        backwards = firstIndex.values.sorted { reversedNames[$0] < reversedNames[$1] }
    }

    /// The position of the first element of `order` whose key is not less than `key`.
    private func lowerBound(_ key: String, in order: [Int], keys: (Int) -> String) -> Int {
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if keys(order[middle]) < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The name nearest to `word`, if one is near enough to be a typo.
    mutating func closest(to word: String) -> String? {
        let limit = word.count <= 3 ? 1 : 2
        let lowercased = word.lowercased()
        // A character no name uses gets -1, which matches nothing.
        let target = lowercased.map { codes[$0] ?? -1 }
        var best: (distance: Int, index: Int)?
        func consider(_ distance: Int, _ index: Int) {
            if let current = best, (current.distance, current.index) <= (distance, index) { return }
            best = (distance, index)
        }
        var budget = Self.maximumComparisons
        func compare(_ index: Int) {
            guard budget > 0, names[index] != word else { return }
            budget -= 1
            comparisons += 1
            let distance = Self.distance(target, lowered[index], atMost: limit)
            if distance <= limit { consider(distance, index) }
        }
        let forward = lowerBound(word, in: sorted) { names[$0] }
        for position in max(0, forward - Self.neighbours)..<min(sorted.count, forward + Self.neighbours) {
            compare(sorted[position])
        }
        let backward = lowerBound(String(lowercased.reversed()), in: backwards) { reversedNames[$0] }
        for position in max(0, backward - Self.neighbours)..<min(backwards.count, backward + Self.neighbours) {
            compare(backwards[position])
        }
        lengths: for offset in [0, -1, 1, -2, 2] where abs(offset) <= limit {
            for index in byLength[target.count + offset] ?? [] {
                guard budget > 0 else { break lengths }
                compare(index)
            }
        }
        guard word.count >= 2 else { return best.map { names[$0.index] } }
        // Names that are a prefix of the word.
        var prefix = ""
        for character in word.dropLast() {
            prefix.append(character)
            comparisons += 1
            if let index = firstIndex[prefix] { consider(limit, index) }
        }
        // Names that have the word as a prefix: a run of the sorted names from the word on.
        var low = forward
        var run = Self.maximumComparisons
        while low < sorted.count, run > 0, names[sorted[low]].hasPrefix(word) {
            run -= 1
            comparisons += 1
            if names[sorted[low]] != word { consider(limit, sorted[low]) }
            low += 1
        }
        return best.map { names[$0.index] }
    }

    /// The Levenshtein distance between two words, or `limit + 1` when it is more than `limit`;
    /// only the diagonal band of width `2 × limit + 1` is computed.
    static func distance(_ left: [Int32], _ right: [Int32], atMost limit: Int) -> Int {
        let beyond = limit + 1
        guard abs(left.count - right.count) <= limit else { return beyond }
        if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
        var previous = [Int](repeating: beyond, count: right.count + 1)
        for column in 0...min(right.count, limit) { previous[column] = column }
        var current = [Int](repeating: beyond, count: right.count + 1)
        for row in 1...left.count {
            let low = max(1, row - limit)
            let high = min(right.count, row + limit)
            current[low - 1] = low == 1 ? min(row, beyond) : beyond
            var rowMinimum = current[low - 1]
            for column in low...high {
                let substitution = previous[column - 1] + (left[row - 1] == right[column - 1] ? 0 : 1)
                let value = min(substitution, previous[column] + 1, current[column - 1] + 1, beyond)
                current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < right.count { current[high + 1] = beyond }
            if rowMinimum >= beyond { return beyond }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
