import Stagehand

/// AppState's example flow, typed.
enum Page: String, Hashable, Sendable, Codable, CaseIterable {
    case root, landingPage, signInPage, welcomePage
}

enum PageEvent: String, Hashable, Sendable {
    case showLandingPage, showSignInPage, showWelcomePage, signOut
}

/// rudifa's red/green/blue machine.
enum Light: String, Hashable, Sendable, Codable {
    case red, green, blue
}

enum LightEvent: String, Hashable, Sendable {
    case done, cancel
}

enum Fixtures {
    static func pages() throws -> StateMachine<Page, PageEvent>.Definition {
        try .init(
            initial: .root, states: Page.allCases,
            rules: [
                .on(.showLandingPage, from: .root, to: .landingPage),
                .on(.showSignInPage, from: [.landingPage, .welcomePage], to: .signInPage),
                .on(.showWelcomePage, from: .signInPage, to: .welcomePage),
                .on(.signOut, from: .welcomePage, to: .landingPage),
            ])
    }

    static func lights() throws -> StateMachine<Light, LightEvent>.Definition {
        try .init(
            initial: .red,
            rules: [
                .on(.done, from: .red, to: .green),
                .on(.done, from: .green, to: .blue),
                .on(.done, from: .blue, to: .red),
                .on(.cancel, from: .anyState, to: .red),
            ])
    }
}

/// SplitMix64: a small seeded generator for property tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
