/// What a compiled chart node is.
@usableFromInline
enum StatechartNodeKind: UInt8, Sendable {
    case root, atomic, compound, parallel, final, history
}
