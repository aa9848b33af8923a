// The state type of the article's container.
enum Screen: String, Hashable, Sendable, CustomStringConvertible {
    case loading, ready
    var description: String { rawValue }
}
