import Stagehand
import StagehandTesting

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

extension StateMachine {
    /// A new machine over `definition` with `snapshot` restored, as an app resumes one.
    static func restored(
        _ definition: Definition, _ snapshot: Snapshot, clock: (any StagehandClock)? = nil
    ) throws(SnapshotError) -> StateMachine {
        let machine = StateMachine(definition, clock: clock)
        try machine.restore(snapshot)
        return machine
    }
}
