/// What a router's request did (``Router`` and ``NavigationRouter`` alike).
public enum RouteResult: Sendable, Hashable {
    /// The request ran (the change is done, or there was nothing to change).
    case routed
    /// The request came from a screen or observer callback and will run after the current change.
    case queued
}
