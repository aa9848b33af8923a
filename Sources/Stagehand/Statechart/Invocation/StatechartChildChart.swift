/// A running child chart as its parent sees it: the invocation that started it, its active atomic
/// states, and the child charts it runs in turn (``Statechart/runningChildCharts``).
public struct StatechartChildChart: Sendable, Hashable {
    /// The identifier of the `invoke` element that started it.
    public let id: String
    /// Its active atomic states, in document order, each written with `String(describing:)`.
    public let configuration: [String]
    /// The child charts it runs, in the order they started.
    public let children: [StatechartChildChart]

    /// Creates the description of a running child chart.
    /// - Parameters:
    ///   - id: The invocation's identifier.
    ///   - configuration: Its active atomic states, in document order.
    ///   - children: The child charts it runs.
    public init(id: String, configuration: [String], children: [StatechartChildChart] = []) {
        self.id = id
        self.configuration = configuration
        self.children = children
    }
}
