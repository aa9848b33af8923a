import Stagehand

/// A seeded generator of random ``ContainerOperation`` sequences: requests with random states
/// and animated flags, the container appearing and disappearing (mostly in well-formed pairs,
/// sometimes not), clock advances short and long enough to interrupt transitions, requests from
/// callbacks, and stale animation completions.
///
/// The same seed and settings always produce the same sequence.
public struct OperationSequenceGenerator<State> {
    /// The states requests choose from.
    public let states: [State]

    /// The random source.
    public var random: SplitMix64

    /// The longest clock advance generated.
    public var maximumAdvance: Duration

    /// The probability (0–1) that an appearance call breaks the will/did pairing (a duplicate or
    /// a missed half), to exercise the engine's tolerance.
    public var malformedAppearanceProbability: Double

    private var modelVisibility: ContainerVisibility = .offScreen

    /// Creates a generator.
    /// - Parameters:
    ///   - states: The states to request; an empty list produces no requests.
    ///   - seed: The random seed.
    ///   - maximumAdvance: The longest clock advance; 0.8 s by default.
    ///   - malformedAppearanceProbability: How often appearance calls are malformed; 0.05 by default.
    public init(
        states: [State], seed: UInt64, maximumAdvance: Duration = .milliseconds(800),
        malformedAppearanceProbability: Double = 0.05
    ) {
        self.states = states
        self.random = SplitMix64(seed: seed)
        self.maximumAdvance = maximumAdvance
        self.malformedAppearanceProbability = malformedAppearanceProbability
    }

    /// Produces the next operation.
    /// - Returns: A random operation.
    public mutating func next() -> ContainerOperation<State> {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<42 where !states.isEmpty:
            return .request(randomState(), animated: Bool.random(using: &random))
        case 42..<46 where !states.isEmpty:
            return .requestFromCallback(randomState(), animated: Bool.random(using: &random))
        case 46..<62:
            return appearance()
        case 62..<65:
            return .replayStaleCompletions
        default:
            let steps = Int.random(in: 0...16, using: &random)
            let limit = maximumAdvance / 16
            return .advance(limit * steps)
        }
    }

    /// Produces `count` operations.
    /// - Parameter count: How many.
    /// - Returns: The operations, in order.
    public mutating func sequence(count: Int) -> [ContainerOperation<State>] {
        (0..<max(count, 0)).map { _ in next() }
    }

    private mutating func randomState() -> State {
        states[Int.random(in: 0..<states.count, using: &random)]
    }

    private mutating func appearance() -> ContainerOperation<State> {
        let animated = Bool.random(using: &random)
        if Double.random(in: 0..<1, using: &random) < malformedAppearanceProbability {
            let calls: [AppearanceCall] = [.willAppear, .didAppear, .willDisappear, .didDisappear]
            let call = calls[Int.random(in: 0..<calls.count, using: &random)]
            modelVisibility = Self.visibility(after: call, from: modelVisibility)
            return .container(call, animated: animated)
        }
        let call: AppearanceCall =
            switch modelVisibility {
            case .offScreen: .willAppear
            case .appearing: .didAppear
            case .onScreen: .willDisappear
            case .disappearing: .didDisappear
            }
        modelVisibility = Self.visibility(after: call, from: modelVisibility)
        return .container(call, animated: animated)
    }

    private static func visibility(after call: AppearanceCall, from current: ContainerVisibility) -> ContainerVisibility
    {
        switch call {
        case .willAppear: current == .onScreen ? .onScreen : .appearing
        case .didAppear: current == .disappearing ? .disappearing : .onScreen
        case .willDisappear: current == .offScreen ? .offScreen : .disappearing
        case .didDisappear: .offScreen
        }
    }
}
