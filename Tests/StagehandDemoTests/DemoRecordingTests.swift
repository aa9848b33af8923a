import Stagehand
import StagehandTesting
import Testing

@testable import StagehandDemo

@MainActor @Suite struct DemoRecordingTests {
    /// Records a walk through the Account tab: a push, Back (a move: segment `navigation#1`),
    /// a deep link (segment `navigation#2`) and a sign-out.
    private func recordWalk() throws -> [String] {
        let clock = ManualClock()
        let router = try AppRoute.makeRouter(clock: clock)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try DemoRecording.record(router, with: recorder, clock: clock)
        router.start()
        try router.select(tab: .account)
        clock.advance(by: .milliseconds(10))
        try router.send(.getStarted)
        try router.back()
        clock.advance(by: .milliseconds(5))
        try router.open(link: "account/signIn")
        try router.send(.signIn, context: "Amara")
        try router.send(.signOut)
        return lines
    }

    @Test func recordsTheChartInSegmentsAndTheRouter() throws {
        let lines = try recordWalk()
        let sources = lines.compactMap { line -> String? in
            guard let start = line.range(of: #""source":""#) else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(lines.first == #"{"kind":"session","schema":1}"#)
        #expect(Set(sources) == ["navigation", "navigation#1", "navigation#2", "router"])
        let steps = lines.filter { $0.hasPrefix(#"{"kind":"step""#) }
        #expect(
            steps == [
                #"{"kind":"step","source":"navigation","step":0,"time":0,"origin":"start","event":null,"discarded":false,"guards":[],"transitions":[],"exited":[],"entered":["tabs","comments","thread","account","landing"],"configuration":["thread","landing"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"navigation","step":1,"time":10000000,"origin":"external","event":{"name":"getStarted"},"discarded":false,"guards":[],"transitions":[{"index":8,"source":"landing","signal":"getStarted"}],"exited":["landing"],"entered":["welcome"],"configuration":["thread","welcome"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"navigation#1","step":0,"time":10000000,"origin":"start","resumes":"navigation","event":null,"discarded":false,"guards":[],"transitions":[],"exited":["welcome"],"entered":["landing"],"configuration":["thread","landing"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"navigation#2","step":0,"time":15000000,"origin":"start","resumes":"navigation#1","event":null,"discarded":false,"guards":[],"transitions":[],"exited":["landing"],"entered":["signIn"],"configuration":["thread","signIn"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"navigation#2","step":1,"time":15000000,"origin":"external","event":{"name":"signIn"},"discarded":false,"guards":[],"transitions":[{"index":11,"source":"signIn","signal":"signIn"}],"exited":["signIn"],"entered":["profile"],"configuration":["thread","profile"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"navigation#2","step":2,"time":15000000,"origin":"external","event":{"name":"signOut"},"discarded":false,"guards":[],"transitions":[{"index":0,"source":"tabs","signal":"signOut"}],"exited":["profile","account","thread","comments","tabs"],"entered":["tabs","comments","thread","account","landing"],"configuration":["thread","landing"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
            ])
    }

    @Test func aSegmentsDefinitionStartsAtTheConfigurationTheMoveReached() throws {
        let charts = try recordWalk().filter { $0.hasPrefix(#"{"kind":"chart""#) }
        #expect(charts.count == 3)
        #expect(charts[0].contains(#"<state id=\"account\" initial=\"landing\">"#))
        #expect(charts[2].hasPrefix(#"{"kind":"chart","source":"navigation#2","format":"scxml","definition":"<?xml"#))
        #expect(charts[2].contains(#"<state id=\"account\" initial=\"signIn\">"#))
        #expect(charts[2].contains(#"<state id=\"comments\" initial=\"thread\">"#))
    }

    @Test func aRestoredRouterIsRecordedFromItsConfiguration() throws {
        let first = try AppRoute.makeRouter()
        first.start()
        try first.select(tab: .account)
        try first.send(.getStarted)
        let router = try AppRoute.makeRouter()
        try router.restore(first.snapshot())
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try DemoRecording.record(router, with: recorder, clock: nil)
        router.start()
        try router.send(.showSignIn)
        let steps = lines.filter { $0.hasPrefix(#"{"kind":"step""#) }
        #expect(lines[1].contains(#"<state id=\"account\" initial=\"welcome\">"#))
        #expect(
            steps == [
                #"{"kind":"step","source":"navigation","step":0,"time":0,"origin":"start","resumes":null,"event":null,"discarded":false,"guards":[],"transitions":[],"exited":[],"entered":["thread","welcome"],"configuration":["thread","welcome"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"navigation","step":1,"time":0,"origin":"external","event":{"name":"showSignIn"},"discarded":false,"guards":[],"transitions":[{"index":10,"source":"welcome","signal":"showSignIn"}],"exited":["welcome"],"entered":["signIn"],"configuration":["thread","signIn"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
            ])
    }

    @Test func payloadsAreShort() {
        #expect(DemoRecording.payload(.repliesLoaded([])) == "0 replies")
        #expect(DemoRecording.payload(.getStarted) == nil)
        #expect(
            DemoRecording.payload(.repliesFailed(.simulatedFailure))?.hasPrefix("The server did not answer") == true)
    }
}
