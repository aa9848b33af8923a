/// The anti-flicker policy for the loading state: a spinner that would only flash is never shown,
/// and a spinner that is shown stays long enough to be seen.
///
/// It is applied in one place, the container (a ``ContentStateController``'s loading placeholder
/// gets it as its ``ChildTransition/showDelay`` and ``ChildTransition/minimumVisibleDuration``);
/// a ``Loader`` has no timing. The show delay applies only when loading replaces something on
/// screen, so a screen whose first state is loading shows the spinner in its first frame.
public struct ContentLoadingTiming: Hashable, Sendable {
    /// How long loading must last before its placeholder replaces what is on screen; 0.2 s by
    /// default. A load that finishes sooner goes straight to its result.
    public var showDelay: Duration
    /// How long the loading state stays once shown, however soon the load finishes; 0.5 s by default.
    public var minimumVisibleDuration: Duration

    /// Creates a policy; negative durations count as zero.
    /// - Parameters:
    ///   - showDelay: The delay before loading is shown; 0.2 s by default.
    ///   - minimumVisibleDuration: The least time loading stays once shown; 0.5 s by default.
    public init(showDelay: Duration = .milliseconds(200), minimumVisibleDuration: Duration = .milliseconds(500)) {
        self.showDelay = max(showDelay, .zero)
        self.minimumVisibleDuration = max(minimumVisibleDuration, .zero)
    }

    /// Show loading after 0.2 s, keep it at least 0.5 s.
    public static let standard = ContentLoadingTiming()
    /// No anti-flicker: loading is shown at once and left at once.
    public static let immediate = ContentLoadingTiming(showDelay: .zero, minimumVisibleDuration: .zero)
}
