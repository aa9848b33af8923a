/// Finds the known word closest to a mistyped one, for "did you mean" hints.
enum Suggestion {
    /// Returns the candidate nearest to `word` by edit distance, if it is near enough to be a typo.
    ///
    /// A candidate qualifies when its Levenshtein distance is at most 2 (at most 1 for words of
    /// three letters or fewer) or when one word is a prefix of the other. Ties go to the
    /// candidate listed first.
    /// - Parameters:
    ///   - word: What the user wrote.
    ///   - candidates: The words that exist.
    /// - Returns: The best candidate, or `nil` if none is close.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = word.count <= 3 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            var distance = editDistance(Array(word.lowercased()), Array(candidate.lowercased()))
            if distance > limit && word.count >= 2 && (candidate.hasPrefix(word) || word.hasPrefix(candidate)) {
                distance = limit
            }
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two sequences of characters.
    static func editDistance(_ left: [Character], _ right: [Character]) -> Int {
        editDistance(left, right, atMost: .max)
    }

    /// The Levenshtein distance between two sequences of characters, or some number above
    /// `limit` as soon as the distance is known to be above it.
    static func editDistance(_ left: [Character], _ right: [Character], atMost limit: Int) -> Int {
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        if abs(left.count - right.count) > limit { return limit &+ 1 }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for (row, leftCharacter) in left.enumerated() {
            current[0] = row + 1
            var rowMinimum = current[0]
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
                rowMinimum = min(rowMinimum, current[column + 1])
            }
            if rowMinimum > limit { return limit &+ 1 }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
