import Stagehand
import StagehandTesting
import Testing

/// Placeholder events are values: a test compares the whole sequence with `==`.
@MainActor
@Suite struct ContentPlaceholderEventTests {
    typealias Event = ContentPlaceholderEvent<LoadFailure>

    @Test func eventsCompareByCaseAndPayload() {
        #expect(Event.prepare(.error(.offline)) == .prepare(.error(.offline)))
        #expect(Event.prepare(.error(.offline)) != .prepare(.error(.server(500))))
        #expect(Event.prepare(.loading) != .prepare(.empty))
        #expect(Event.appearance(.willAppear, animated: true) != .appearance(.willAppear, animated: false))
        #expect(Event.appearance(.didAppear, animated: true) != .appearance(.willAppear, animated: true))
    }

    @Test func theErrorPlaceholdersEventsAreOneComparableSequence() {
        let screen = ContentScreenFixture(initialState: .content)
        var events: [Event] = []
        screen.controller.onPlaceholderEvent = { child, event in
            if child.name == "error" { events.append(event) }
        }
        screen.controller.endLoading(error: .offline)
        screen.settle()
        #expect(
            events == [
                .prepare(.error(.offline)), .appearance(.willAppear, animated: true),
                .appearance(.didAppear, animated: true),
            ])
    }
}
