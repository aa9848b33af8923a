import CAdwaita

/// How a ``Stack`` animates from one visible child to the next (`GtkStackTransitionType`).
public enum StackTransition: Sendable, Hashable, GTKEnumeration {
    /// No animation: the new child shows at once.
    case none
    /// The old child fades out while the new one fades in.
    case crossfade
    /// The new child slides in from the right, pushing the old one out to the left (a push).
    case slideLeft
    /// The new child slides in from the left, pushing the old one out to the right (a back).
    case slideRight
    /// The new child slides in from the bottom.
    case slideUp
    /// The new child slides in from the top.
    case slideDown

    var gtk: GtkStackTransitionType {
        switch self {
        case .none: GTK_STACK_TRANSITION_TYPE_NONE
        case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
        case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
        }
    }

    /// No animation, for the transitions not offered here.
    static var unlisted: StackTransition { .none }
}
