/// Not an Apple API: the stand-in's record of the `withAnimation` calls made, so tests can see which
/// animations were asked for and end them by hand (SwiftUI would end them when they finish).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum StandInAnimationLog {
    /// One `withAnimation` call.
    public struct Entry {
        /// The animation passed in.
        public let animation: Animation?
        /// The completion passed to `withAnimation(_:completionCriteria:_:completion:)`, if any.
        public let completion: (() -> Void)?
    }

    // Only touched on the main thread: the backends call `withAnimation` from main-actor code,
    // and the stand-in tests that read the log are `@MainActor`. Nothing else calls it.
    nonisolated(unsafe) private static var storage: [Entry] = []

    /// The calls recorded since the last ``reset()``, oldest first.
    public static var entries: [Entry] { storage }

    /// Forgets the recorded calls.
    public static func reset() {
        storage.removeAll()
    }

    /// Runs the completions of every recorded call (the animations "finish"), oldest first, and
    /// forgets them.
    public static func finishAll() {
        let finished = storage
        storage.removeAll()
        for entry in finished { entry.completion?() }
    }

    static func record(_ animation: Animation?, completion: (() -> Void)?) {
        storage.append(Entry(animation: animation, completion: completion))
    }
}
