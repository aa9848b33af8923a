extension Diagnostic {
    /// The diagnostic as an item of `check --json` (schema version 2, the same for every input
    /// format): `kind`, `severity`, `path`, `line`, `column`, `message` and `hint`, with `null`
    /// for what it does not have.
    var json: JSONOutput {
        .object([
            ("kind", .optional(kind)), ("severity", .string(severity.rawValue)), ("path", .optional(path)),
            ("line", .int(location.line)), ("column", .int(location.column)), ("message", .string(message)),
            ("hint", .optional(hint)),
        ])
    }

    /// The diagnostic as listed by the failure documents of `simulate`, `graph` and `paths`
    /// (`"inputErrors"`, `"errors"`, schema version 1): severity, line, column and message.
    var failureJSON: JSONOutput {
        .object([
            ("severity", .string(severity.rawValue)), ("line", .int(location.line)),
            ("column", .int(location.column)), ("message", .string(messageWithKind)),
        ])
    }

    /// The message with the path before it and the kind after it, as ``description`` has them.
    var messageWithKind: String {
        (path.map { "\($0): " } ?? "") + message + (kind.map { " [\($0)]" } ?? "")
    }
}
