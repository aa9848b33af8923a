/// How deeply a chart file may nest, so that reading, validating, drawing and exploring it
/// never exhausts the stack: a deeper file is refused with a diagnostic at the element (or
/// JSON value) that goes too deep, naming the limit.
///
/// The core engine has no nesting limit (a Swift-defined chart may nest 50,000 levels deep);
/// the limits here are the command's, for files from anywhere.
enum ChartLimits {
    /// The deepest nesting of states in an SCXML document (the `<scxml>` element's children
    /// are at level 1). Elements are refused past this plus the transition and executable
    /// content of the innermost state (``SCXMLReader/maximumDepth``).
    static let maximumNesting = 512
}
