/// Which of the tabs state and its regions a ``NavigationRouter``'s chart entered, and whether it
/// entered or exited a presentation state, since the router last looked: the router adds an
/// entry handler to each of them (and an exit handler to each presentation state, in its own
/// copy of the definition) that sets a flag here, so it knows when a tab was re-entered (a
/// sign-out) or what is presented may have changed without observing every macrostep.
///
/// `@unchecked Sendable`: chart actions must be `@Sendable`, but these flags are written only by
/// the entry and exit handlers of the router's own chart, which runs on the router's actor (the main
/// actor) inside the router's calls, and read by the router after them; no other domain ever
/// holds this object. Its flags skip dynamic exclusivity checks for the same reason: every access
/// is a single read or write on that actor that never spans a call.
@usableFromInline
final class NavigationEntryMarks: @unchecked Sendable {
    /// Whether anything below was set.
    @usableFromInline @exclusivity(unchecked) var any = false
    /// Whether a presentation state was entered or exited (not part of ``any``: the presented
    /// list is brought up to date on its own).
    @usableFromInline @exclusivity(unchecked) var presentation = false
    /// Whether the tabs state was entered.
    var tabsEntered = false
    /// Per tab (by position), whether its region was entered.
    var regionEntered: [Bool]

    init(tabCount: Int) {
        regionEntered = [Bool](repeating: false, count: tabCount)
    }

    func clear() {
        any = false
        presentation = false
        tabsEntered = false
        for index in regionEntered.indices { regionEntered[index] = false }
    }

    /// A copy of `definition` whose tabs state and regions also set these marks on entry, and
    /// whose presentation states set ``presentation`` on entry and exit.
    func instrument<State, Event>(
        _ definition: Statechart<State, Event>.Definition, tabs: Int, regions: [Int], presentations: [Int]
    ) -> Statechart<State, Event>.Definition {
        var table = definition.table
        for state in presentations {
            table.entries[state].append { [self] _ in presentation = true }
            table.exits[state].append { [self] _ in presentation = true }
        }
        table.entries[tabs].append { [self] _ in
            any = true
            tabsEntered = true
        }
        for (position, region) in regions.enumerated() {
            table.entries[region].append { [self] _ in
                any = true
                regionEntered[position] = true
            }
        }
        return Statechart<State, Event>.Definition(table: table, diagnostics: definition.diagnostics)
    }
}
