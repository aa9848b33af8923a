/// Parses `cond` expressions of the null data model: `In('id')` (or `In("id")`), `!`, `&&`,
/// `||` and parentheses, with the usual precedence (`!` binds tightest, then `&&`, then `||`).
///
/// The parser is recursive only through parentheses, whose nesting it limits, so hostile input
/// cannot overflow the stack; its time is linear in the expression's length.
struct ChartConditionParser {
    /// Why an expression was refused: what was expected and the scalar offset (0-based) where.
    struct Failure: Error, Equatable {
        /// What was found and what is allowed.
        var message: String
        /// The offset in Unicode scalars where the problem is.
        var offset: Int
    }

    /// The deepest nesting of parentheses accepted.
    static let maximumDepth = 100

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses `text`.
    /// - Returns: The condition's syntax tree.
    /// - Throws: A ``Failure`` saying what was found where and what is allowed.
    static func parse(_ text: String) throws(Failure) -> ChartCondition {
        var parser = ChartConditionParser(text)
        let condition = try parser.parseOr()
        parser.skipSpaces()
        if parser.index < parser.scalars.count {
            throw parser.failure("expected '&&', '||' or the end of the condition")
        }
        return condition
    }

    private func failure(_ expected: String) -> Failure {
        let found = index < scalars.count ? "'\(scalars[index])'" : "the end"
        return Failure(message: "\(expected), found \(found)", offset: index)
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let tokenScalars = Array(token.unicodeScalars)
        guard index + tokenScalars.count <= scalars.count,
            Array(scalars[index..<index + tokenScalars.count]) == tokenScalars
        else { return false }
        index += tokenScalars.count
        return true
    }

    private mutating func parseOr() throws(Failure) -> ChartCondition {
        var parts = [try parseAnd()]
        while take("||") { parts.append(try parseAnd()) }
        return parts.count == 1 ? parts[0] : .any(parts)
    }

    private mutating func parseAnd() throws(Failure) -> ChartCondition {
        var parts = [try parseUnary()]
        while take("&&") { parts.append(try parseUnary()) }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func parseUnary() throws(Failure) -> ChartCondition {
        var negations = 0
        while true {
            skipSpaces()
            guard index < scalars.count, scalars[index] == "!",
                index + 1 >= scalars.count || scalars[index + 1] != "="
            else { break }
            index += 1
            negations += 1
        }
        var condition = try parsePrimary()
        if negations % 2 == 1 { condition = .not(condition) }
        return condition
    }

    private mutating func parsePrimary() throws(Failure) -> ChartCondition {
        if take("(") {
            depth += 1
            guard depth <= Self.maximumDepth else {
                throw Failure(
                    message: "parentheses are nested deeper than \(Self.maximumDepth) levels", offset: index - 1)
            }
            let inner = try parseOr()
            guard take(")") else { throw failure("expected ')'") }
            depth -= 1
            return inner
        }
        guard take("In") else { throw failure("expected In('state'), '!' or '('") }
        guard take("(") else { throw failure("expected '(' after In") }
        skipSpaces()
        guard index < scalars.count, scalars[index] == "'" || scalars[index] == "\"" else {
            throw failure("expected a quoted state id in In()")
        }
        let quote = scalars[index]
        index += 1
        var id = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != quote {
            id.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { throw failure("expected the closing quote of the state id") }
        index += 1
        guard !id.isEmpty else { throw Failure(message: "In() names an empty state id", offset: index - 2) }
        guard take(")") else { throw failure("expected ')' after the state id") }
        return .inState(String(id))
    }
}
