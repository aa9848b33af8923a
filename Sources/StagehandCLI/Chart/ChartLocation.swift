/// Where an element or attribute of a chart document was written: a 1-based line and column.
///
/// SCXML positions come from the XML parser (the `<` of the element's start tag, the first
/// letter of an attribute's name); JSON positions from the CLI's JSON parser (a value's first
/// character, an object key's opening quote).
struct ChartLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    var line: Int
    /// The column in Unicode scalars, starting at 1.
    var column: Int

    /// The start of a document.
    static let start = ChartLocation(line: 1, column: 1)

    /// Creates a location.
    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of a JSON value or key.
    init(_ position: SourcePosition) {
        self.init(line: position.line, column: position.column)
    }

    /// `line:column`, the form editors and compilers use.
    var description: String { "\(line):\(column)" }

    static func < (lhs: ChartLocation, rhs: ChartLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
