/// A JSON value together with the position where it starts in its document.
struct JSONValue: Sendable, Equatable {
    /// What a JSON value is, with its contents.
    enum Kind: Sendable, Equatable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, kept as its exact source text (for example `"1.5e3"`).
        case number(String)
        /// A string with its escapes resolved.
        case string(String)
        /// An array of values, in order.
        case array([JSONValue])
        /// An object's members, in document order.
        case object([JSONMember])
    }

    /// The value's kind and contents.
    var kind: Kind
    /// Where the value's first character is.
    var position: SourcePosition

    /// The kind's name with an article, for messages: "a string", "an array", "null".
    var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable, Equatable {
    /// The member's name.
    var key: String
    /// Where the key's opening quote is.
    var keyPosition: SourcePosition
    /// The member's value.
    var value: JSONValue
}
