/// A small, fast, seeded random number generator (SplitMix64): the same seed always gives the
/// same sequence, on every platform, so property tests are reproducible.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's internal state; it advances by a fixed odd constant on every draw.
    public private(set) var state: UInt64

    /// Creates a generator.
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    public init(seed: UInt64) {
        self.state = seed
    }

    /// Returns the next 64 random bits.
    /// - Returns: A uniformly distributed value.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
