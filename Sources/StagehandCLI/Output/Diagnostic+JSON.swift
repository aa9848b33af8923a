extension Diagnostic {
    /// The diagnostic as an item of a `--json` document — `check`'s `"diagnostics"`, the
    /// `"inputErrors"` of a file not loaded, the `"errors"` of a chart not simulated — (schema
    /// version 2, the same for every input format): `kind`, `severity`, `path`, `line`, `column`, `message` and `hint`, with `null`
    /// for what it does not have.
    var json: JSONOutput {
        .object([
            ("kind", .optional(kind)), ("severity", .string(severity.rawValue)), ("path", .optional(path)),
            ("line", .int(location.line)), ("column", .int(location.column)), ("message", .string(message)),
            ("hint", .optional(hint)),
        ])
    }
}
