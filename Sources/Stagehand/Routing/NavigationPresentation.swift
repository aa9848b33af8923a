/// A state of a ``NavigationRouter``'s chart shown over the stacks — a sheet, a cover, an alert or
/// a confirmation — exactly while the state is active.
///
/// Entering the state presents it over the top of its stack, which does not change; exiting it
/// dismisses it. Presentation states nested in one another stack in order (an alert inside a
/// sheet's state shows over the sheet). The user dismisses a presentation only through the
/// router: ``NavigationRouter/dismiss(context:)`` (Escape, a swipe, a close button) sends
/// ``dismissEvent``, and a button of an alert sends its event, so the chart decides what happens.
public struct NavigationPresentation<Event: StatechartEvent>: Hashable, Sendable {
    /// How it is shown.
    public var style: NavigationPresentationStyle
    /// The event a user's dismissal sends; `nil` when the user cannot dismiss it (only a button or
    /// the chart can).
    public var dismissEvent: Event?
    /// The title of an alert or a confirmation (a sheet's title comes from its screen).
    public var title: String
    /// The message of an alert or a confirmation.
    public var message: String
    /// The buttons of an alert or a confirmation, in order.
    public var buttons: [NavigationPresentationButton<Event>]

    /// A sheet or a cover, whose content is the screen of its state.
    /// - Parameters:
    ///   - style: ``NavigationPresentationStyle/sheet`` or ``NavigationPresentationStyle/fullScreenCover``.
    ///   - dismissEvent: The event a user's dismissal sends; `nil` if the user cannot dismiss it.
    /// - Returns: The presentation.
    public static func sheet(
        _ style: NavigationPresentationStyle = .sheet, dismissEvent: Event?
    ) -> NavigationPresentation {
        NavigationPresentation(style: style, dismissEvent: dismissEvent, title: "", message: "", buttons: [])
    }

    /// An alert or a confirmation with typed buttons.
    /// - Parameters:
    ///   - style: ``NavigationPresentationStyle/alert`` or ``NavigationPresentationStyle/confirmation``.
    ///   - title: The title.
    ///   - message: The message.
    ///   - buttons: The buttons; a ``NavigationPresentationButton/Role/cancel`` one's event is also
    ///     what Escape sends when `dismissEvent` is `nil`.
    ///   - dismissEvent: The event Escape sends; by default the cancel button's.
    /// - Returns: The presentation.
    public static func alert(
        _ style: NavigationPresentationStyle = .alert, title: String, message: String = "",
        buttons: [NavigationPresentationButton<Event>], dismissEvent: Event? = nil
    ) -> NavigationPresentation {
        NavigationPresentation(
            style: style, dismissEvent: dismissEvent ?? buttons.first { $0.role == .cancel }?.event, title: title,
            message: message, buttons: buttons)
    }

    /// Creates a presentation from the values of its properties (``sheet(_:dismissEvent:)`` and
    /// ``alert(_:title:message:buttons:dismissEvent:)`` make every kind).
    /// - Parameters:
    ///   - style: How it is shown.
    ///   - dismissEvent: The event a user's dismissal sends.
    ///   - title: The title of an alert.
    ///   - message: The message of an alert.
    ///   - buttons: The buttons of an alert.
    init(
        style: NavigationPresentationStyle, dismissEvent: Event?, title: String, message: String,
        buttons: [NavigationPresentationButton<Event>]
    ) {
        self.style = style
        self.dismissEvent = dismissEvent
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
