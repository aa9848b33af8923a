import Stagehand

extension MachineDescription {
    /// The machine with every name (states, events, guards) written as the command prints text:
    /// control characters as `\u{1B}` (``CommandContext/visible(_:)``), so that a drawing of it
    /// carries no terminal escape sequence, carriage return or line break from the file.
    ///
    /// Two names that differ only in a control character and its written-out form draw as one;
    /// the drawing is for people, `check` reports the names exactly.
    var withVisibleNames: MachineDescription {
        let visible = CommandContext.visible
        var copy = self
        copy.initial = visible(initial)
        copy.states = states.map(visible)
        copy.final = final.map(visible)
        copy.events = events.map { event in
            var event = event
            event.name = visible(event.name)
            event.from = event.from.map(visible)
            event.to = visible(event.to)
            event.guard = event.guard.map(visible)
            return event
        }
        return copy
    }
}
