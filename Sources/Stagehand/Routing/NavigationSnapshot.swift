/// Everything a ``NavigationRouter`` shows, as a `Codable` value: the selected tab, each tab's
/// stack, the root stack, and the chart's configuration and history — what an app saves when it
/// quits and restores with ``NavigationRouter/restore(_:context:)`` when it starts again.
///
/// The snapshot is versioned (``version``) and carries the fingerprint of the chart it was taken
/// from, so a snapshot of another chart — an older build of the app whose routes changed — is
/// refused with a typed error and the app starts fresh. Decoding a snapshot of a newer version
/// throws ``NavigationRestoreError/newerVersion(found:supported:)``.
public struct NavigationSnapshot<Route: Hashable & Sendable & Codable, Event: StatechartEvent & Codable>: Codable,
    Sendable, Hashable
{
    /// One tab's stack.
    public struct TabStack: Codable, Sendable, Hashable {
        /// The tab (a region of the tabs state).
        public var tab: Route
        /// Its stack, root first.
        public var routes: [Route]

        /// Creates a tab's stack.
        /// - Parameters:
        ///   - tab: The tab.
        ///   - routes: Its stack, root first.
        package init(tab: Route, routes: [Route]) {
            self.tab = tab
            self.routes = routes
        }
    }

    /// The snapshot format this version of Stagehand writes and reads (1).
    public static var currentVersion: Int { 1 }

    /// The snapshot's format version.
    public var version: Int
    /// The ``Statechart/Definition/fingerprint`` of the chart it was taken from.
    public var fingerprint: UInt64
    /// The selected tab, or the tab that was selected when the tabs state was left.
    public var selectedTab: Route
    /// Every tab's stack, in the router's tab order: the live stacks while the tabs state is
    /// active, else the stacks the tabs get back when they are entered again at the same place
    /// (empty when they start afresh).
    public var tabStacks: [TabStack]
    /// The stack outside the tabs state, root first (it ends with the tabs state while that is
    /// active).
    public var rootStack: [Route]
    /// The chart's configuration, history, pending delayed sends and running invocations.
    public var chart: StatechartSnapshot<Route, Event>

    /// Creates a snapshot from the values of its properties, at the current version.
    /// - Parameters:
    ///   - fingerprint: The chart's fingerprint.
    ///   - selectedTab: The selected tab.
    ///   - tabStacks: Every tab's stack, in tab order.
    ///   - rootStack: The root stack.
    ///   - chart: The chart's snapshot.
    package init(
        fingerprint: UInt64, selectedTab: Route, tabStacks: [TabStack], rootStack: [Route],
        chart: StatechartSnapshot<Route, Event>
    ) {
        version = Self.currentVersion
        self.fingerprint = fingerprint
        self.selectedTab = selectedTab
        self.tabStacks = tabStacks
        self.rootStack = rootStack
        self.chart = chart
    }

    /// Decodes a snapshot, refusing a newer format before reading anything else.
    /// - Parameter decoder: The decoder.
    /// - Throws: ``NavigationRestoreError/newerVersion(found:supported:)`` for a newer format, or
    ///   the decoder's error for missing or malformed members.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.currentVersion else {
            throw NavigationRestoreError<Route>.newerVersion(found: version, supported: Self.currentVersion)
        }
        fingerprint = try container.decode(UInt64.self, forKey: .fingerprint)
        selectedTab = try container.decode(Route.self, forKey: .selectedTab)
        tabStacks = try container.decode([TabStack].self, forKey: .tabStacks)
        rootStack = try container.decode([Route].self, forKey: .rootStack)
        chart = try container.decode(StatechartSnapshot<Route, Event>.self, forKey: .chart)
    }
}
