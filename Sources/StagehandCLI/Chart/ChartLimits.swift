/// How deeply a chart file may nest, so that reading, validating, drawing and exploring it
/// never exhausts the stack: a deeper file is refused with a diagnostic at
/// `FILE:line:column` of the element (or JSON value) that goes too deep, naming the limit.
///
/// The core engine has no nesting limit (a chart defined in Swift may nest 50,000 levels
/// deep); these are the command's limits, for files from anywhere.
enum ChartLimits {
    /// The deepest nesting of elements in an SCXML document, `<scxml>` included: room for 512
    /// levels of states plus the transition and executable content inside the innermost one.
    static let maximumSCXMLNesting = 516
    /// The deepest nesting of arrays and objects in a JSON file (``JSONParser/defaultMaximumDepth``):
    /// a nested state takes two levels (its object and its `"states"` array), so a JSON chart
    /// nests up to 255 levels of states.
    static let maximumJSONNesting = JSONParser.defaultMaximumDepth
}
