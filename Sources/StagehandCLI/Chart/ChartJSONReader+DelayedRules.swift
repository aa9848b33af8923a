// The timers of a flat machine's delayed rules in the chart model: each rule's timer is a
// delayed send, armed on entry and cancelled on exit, of an event only that rule listens to.
extension ChartJSONReader {
    /// The prefix of the send ids that arm delayed rules: `stagehand.after.3` is rule 3's timer.
    static let delayedRulePrefix = "stagehand.after."

    /// The event a delayed rule's timer sends, which only that rule's transition listens to:
    /// its timer's id, a dot and the rule's event (`stagehand.after.3.timeout` for rule 3 of
    /// event `timeout`). So the rule fires as itself when its time comes, as the core's delayed
    /// rules do, never as another rule (an immediate one, or another state's) for its event.
    /// - Parameters:
    ///   - index: The rule's index in `events`.
    ///   - event: The rule's event.
    /// - Returns: The timer's event name.
    static func delayedRuleTimerEvent(index: Int, event: String) -> String {
        delayedRulePrefix + String(index) + "." + event
    }

    /// The rule's event a delayed rule's timer event carries (``delayedRuleTimerEvent(index:event:)``
    /// read back), or `nil` when `name` is not such an event.
    /// - Parameter name: An event name or descriptor.
    /// - Returns: The rule's event, e.g. `timeout` for `stagehand.after.3.timeout`.
    static func delayedRuleEvent(_ name: String) -> String? {
        guard name.hasPrefix(delayedRulePrefix) else { return nil }
        let rest = name.utf8.dropFirst(delayedRulePrefix.utf8.count)
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let after = rest.dropFirst(digits.count)
        guard !digits.isEmpty, after.first == UInt8(ascii: "."), after.count > 1 else { return nil }
        return String(Substring(after.dropFirst()))
    }
}

extension ChartSend {
    /// The rule's event when this send is a flat machine's delayed-rule timer (its id starts with
    /// ``ChartJSONReader/delayedRulePrefix``): the event its timer event carries, or the send's
    /// own event for a timer written before timers had events of their own; `nil` otherwise.
    var delayedRuleEvent: String? {
        guard id?.hasPrefix(ChartJSONReader.delayedRulePrefix) == true else { return nil }
        return ChartJSONReader.delayedRuleEvent(event) ?? event
    }
}

extension ChartTransition {
    /// The events as a person reads them: a delayed rule's timer event shown as the rule's
    /// event (`timeout` for `stagehand.after.3.timeout`), other descriptors as written.
    var shownEvents: [String] { events.map { ChartJSONReader.delayedRuleEvent($0) ?? $0 } }
}
