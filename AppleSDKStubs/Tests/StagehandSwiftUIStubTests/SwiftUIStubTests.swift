import Testing

/// The parent of every suite here: they share the stand-in's `StandInAnimationLog`, so they run
/// one at a time.
@Suite(.serialized)
@MainActor
enum SwiftUIStubTests {}
