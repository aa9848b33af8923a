import Stagehand
import Testing

@Suite struct ContentStateDecisionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let hasContent: Bool
        let isLoading: Bool
        let error: LoadFailure?
        let state: ContentState<LoadFailure>
        let errorWhileContent: LoadFailure?

        var testDescription: String {
            "content=\(hasContent) loading=\(isLoading) error=\(error.map { "\($0)" } ?? "nil") → \(state.kind)"
        }
    }

    static let table: [Case] = [
        Case(hasContent: true, isLoading: true, error: nil, state: .content, errorWhileContent: nil),
        Case(hasContent: true, isLoading: true, error: .offline, state: .content, errorWhileContent: .offline),
        Case(hasContent: true, isLoading: false, error: nil, state: .content, errorWhileContent: nil),
        Case(hasContent: true, isLoading: false, error: .offline, state: .content, errorWhileContent: .offline),
        Case(hasContent: false, isLoading: true, error: nil, state: .loading, errorWhileContent: nil),
        Case(hasContent: false, isLoading: true, error: .offline, state: .loading, errorWhileContent: nil),
        Case(hasContent: false, isLoading: false, error: .offline, state: .error(.offline), errorWhileContent: nil),
        Case(hasContent: false, isLoading: false, error: nil, state: .empty, errorWhileContent: nil),
    ]

    @Test(arguments: table)
    func decisionTableCoversAllEightCombinations(_ row: Case) {
        let decision = ContentStateDecision(hasContent: row.hasContent, isLoading: row.isLoading, error: row.error)
        #expect(decision.state == row.state)
        #expect(decision.errorWhileContent == row.errorWhileContent)
    }

    @Test func tableHasEveryCombinationOnce() {
        let keys = Self.table.map { "\($0.hasContent)\($0.isLoading)\($0.error != nil)" }
        #expect(Set(keys).count == 8)
    }

    @Test func stateExposesKindAndError() {
        let states: [ContentState<LoadFailure>] = [.content, .loading, .error(.server(503)), .empty]
        #expect(states.map(\.kind) == ContentStateKind.allCases)
        #expect(states.map(\.error) == [nil, nil, .server(503), nil])
    }
}
