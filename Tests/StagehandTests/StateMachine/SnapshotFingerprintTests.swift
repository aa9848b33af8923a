import Foundation
import StagehandTesting
import Testing

@testable import Stagehand

/// A restore used to accept a snapshot of another machine whenever its rule numbers happened to
/// line up, and any remaining time (−100 s fired on the next tick, 1.7 × 10²⁰ s never).
@Suite struct SnapshotFingerprintTests {
    enum Phase: String, Hashable, Sendable, Codable { case idle, loading, slow, done }
    enum Step: String, Hashable, Sendable { case load, finish, timeout }

    private func loader(
        timeoutTarget: Phase = .slow, delay: Duration = .seconds(2)
    ) throws
        -> StateMachine<Phase, Step>.Definition
    {
        try .init(
            initial: .idle, states: [.idle, .loading, .slow, .done], final: [.done],
            rules: [
                .on(.load, from: .idle, to: .loading),
                .after(delay, on: .timeout, from: .loading, to: timeoutTarget),
                .on(.finish, from: [.loading, .slow], to: .done),
            ])
    }

    private func loadingSnapshot(remaining: Duration) throws -> StateMachine<Phase, Step>.Snapshot {
        .init(
            state: .loading, isStarted: true, pending: [PendingDelay(rule: 1, remaining: remaining)],
            fingerprint: try loader().fingerprint)
    }

    @Test func aSnapshotOfAnotherMachineWithMatchingRuleNumbersIsRefused() throws {
        let clock = ManualClock()
        let machine = StateMachine(try loader(), clock: clock)
        machine.start()
        try machine.send(.load)
        let snapshot = machine.snapshot()
        // Same states, same rule numbers, but rule 1 leads elsewhere.
        let other = try loader(timeoutTarget: .done)
        #expect(snapshot.fingerprint == (try loader()).fingerprint)
        #expect(
            throws: SnapshotError.definitionMismatch(
                snapshot: try loader().fingerprint, definition: other.fingerprint)
        ) {
            try StateMachine.restored(other, snapshot, clock: ManualClock())
        }
        let error = SnapshotError.definitionMismatch(snapshot: 0x1234, definition: 0xABCDEF)
        #expect(
            error.description
                == "snapshot was taken with another definition (fingerprint 0000000000001234); it can only be restored "
                + "into the definition it was taken with, and this one's is 0000000000abcdef")
        // Into its own definition, rebuilt, it restores.
        let restored = try StateMachine.restored(try loader(), snapshot, clock: clock)
        #expect(restored.state == .loading)
    }

    @Test func theFingerprintIsAFixedFunctionOfTheDefinition() throws {
        // The value is the same in every process (no per-process seed): it was computed once,
        // outside Swift, by a separate FNV-1a over the same bytes (the states, then each rule),
        // and written down here.
        let lights = try Fixtures.lights().fingerprint
        #expect(lights == 0x7c3c_a48b_27dc_a103)
        #expect(try loader().fingerprint == loader().fingerprint)
        let fingerprints = [
            try loader().fingerprint,
            try loader(timeoutTarget: .done).fingerprint,
            try loader(delay: .milliseconds(2001)).fingerprint,
            try StateMachine<Phase, Step>.Definition(
                initial: .idle, states: [.idle, .loading, .slow, .done], final: [.done],
                rules: [
                    .on(.load, from: .idle, to: .loading, guard: { _, _ in true }),
                    .after(.seconds(2), on: .timeout, from: .loading, to: .slow),
                    .on(.finish, from: [.loading, .slow], to: .done),
                ]
            ).fingerprint,
            try StateMachine<Phase, Step>.Definition(
                initial: .idle, states: [.idle, .loading, .slow, .done], final: [],
                rules: [
                    .on(.load, from: .idle, to: .loading),
                    .after(.seconds(2), on: .timeout, from: .loading, to: .slow),
                    .on(.finish, from: [.loading, .slow], to: .done),
                ]
            ).fingerprint,
        ]
        #expect(Set(fingerprints).count == fingerprints.count)
    }

    @Test func fnv1aMatchesItsPublishedTestVectors() {
        func hash(_ text: String) -> UInt64 {
            var hash = FNV1a()
            for byte in text.utf8 { hash.add(byte) }
            return hash.value
        }
        #expect(hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func negativeAndAbsurdRemainingTimesAreRefused() throws {
        #expect(throws: SnapshotError.invalidRemainingTime(rule: 1, remaining: .seconds(-100))) {
            try StateMachine.restored(
                try loader(), try loadingSnapshot(remaining: .seconds(-100)), clock: ManualClock())
        }
        let absurd = Duration.seconds(1.7e20)
        #expect(throws: SnapshotError.invalidRemainingTime(rule: 1, remaining: absurd)) {
            try StateMachine.restored(try loader(), try loadingSnapshot(remaining: absurd), clock: ManualClock())
        }
        let justOver = Duration.seconds(Int64(1e12)) + .nanoseconds(1)
        #expect(throws: SnapshotError.invalidRemainingTime(rule: 1, remaining: justOver)) {
            try StateMachine.restored(try loader(), try loadingSnapshot(remaining: justOver), clock: ManualClock())
        }
        #expect(
            SnapshotError.invalidRemainingTime(rule: 1, remaining: .seconds(-100)).description
                == "snapshot gives rule 1 a remaining time of -100.0 seconds; allowed: 0 to 1000000000000 seconds "
                + "(RunLimits.maximumDelaySeconds)")
    }

    @Test func zeroAndTheLimitItselfAreAccepted() throws {
        let clock = ManualClock()
        let now = try StateMachine.restored(try loader(), try loadingSnapshot(remaining: .zero), clock: clock)
        clock.advance(by: .zero)
        #expect(now.state == .slow)
        let longest = Duration.seconds(Int64(RunLimits.maximumDelaySeconds))
        let later = try StateMachine.restored(try loader(), try loadingSnapshot(remaining: longest), clock: clock)
        #expect(later.pendingDelays == [PendingDelay(rule: 1, remaining: longest)])
    }

    @Test func aSnapshotSavedWithoutAFingerprintDecodesAndIsRefusedClearly() throws {
        let old = #"{"state": "loading", "isStarted": true, "pending": []}"#
        let snapshot = try JSONDecoder().decode(StateMachine<Phase, Step>.Snapshot.self, from: Data(old.utf8))
        #expect(snapshot.fingerprint == nil)
        let definition = try loader()
        #expect(throws: SnapshotError.missingFingerprint(definition: definition.fingerprint)) {
            try StateMachine.restored(definition, snapshot)
        }
        #expect(
            SnapshotError.missingFingerprint(definition: 0xff).description
                == "snapshot has no definition fingerprint (it was saved by a version without them), so it cannot be "
                + "checked against this definition (fingerprint 00000000000000ff); take a new snapshot")
    }

    @Test func theFingerprintSurvivesEncoding() throws {
        let snapshot = try loadingSnapshot(remaining: .seconds(1))
        let data = try JSONEncoder().encode(snapshot)
        let decoded = try JSONDecoder().decode(StateMachine<Phase, Step>.Snapshot.self, from: data)
        #expect(decoded == snapshot)
        #expect(decoded.fingerprint == (try loader()).fingerprint)
    }

    /// `restore(_:)` on a machine that has moved on: back to the snapshot's state, started flag
    /// and armed delays, the delays armed since cancelled, no handler run; from a handler it is
    /// refused as busy, and a refused restore changes nothing.
    @Test func aRunningMachineRestoresAnEarlierSnapshot() throws {
        let clock = ManualClock()
        let machine = StateMachine(try loader(), clock: clock)
        var entered: [Phase] = []
        machine.onEnterAny { entered.append($0.to) }
        let fresh = machine.snapshot()
        machine.start()
        try machine.send(.load)
        let loading = machine.snapshot()
        #expect(loading.pending == [PendingDelay(rule: 1, remaining: .seconds(2))])
        clock.advance(by: .seconds(1))
        try machine.send(.finish)
        #expect(machine.state == .done)
        try machine.restore(loading)
        #expect(machine.state == .loading)
        #expect(machine.isStarted)
        #expect(machine.pendingDelays == [PendingDelay(rule: 1, remaining: .seconds(2))])
        clock.advance(by: .seconds(2))
        #expect(machine.state == .slow)
        #expect(entered == [.idle, .loading, .done, .slow])
        // A snapshot of a machine not yet started: not started again, nothing armed.
        try machine.restore(fresh)
        #expect(machine.state == .idle)
        #expect(!machine.isStarted)
        #expect(machine.pendingDelays.isEmpty)
        // Refused: nothing changes (not even the started flag).
        machine.start()
        var bad = loading
        bad.pending = [PendingDelay(rule: 0, remaining: .seconds(1))]
        #expect(throws: SnapshotError.invalidPendingRule(0, state: "loading")) { try machine.restore(bad) }
        #expect(machine.state == .idle)
        #expect(machine.isStarted)
        // From a handler: busy.
        var during: SnapshotError?
        // Weak: the machine keeps its handlers (a strong capture would be a cycle, a leak).
        machine.onEnter(.loading) { [weak machine] _ in
            do throws(SnapshotError) { try machine?.restore(fresh) } catch { during = error }
        }
        try machine.send(.load)
        #expect(during == .busy)
        #expect(machine.state == .loading)
    }
}
