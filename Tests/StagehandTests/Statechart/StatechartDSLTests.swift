import Stagehand
import Testing

/// The DSL is made of types: a chart builds inside a type whose own `state`, `history` and `on`
/// members would have shadowed the old free functions; typed events build exactly the definition
/// their descriptors build.
@Suite struct StatechartDSLTests {
    enum Screen: Hashable, Sendable {
        case signedOut, home, search, tabs, tabsHistory, failed
    }

    enum Go: StatechartEvent {
        case signIn, next, back, signOut, error, errorNetwork, errors, loaded(Int)

        var name: String {
            switch self {
            case .signIn: "signIn"
            case .next: "next"
            case .back: "back"
            case .signOut: "signOut"
            case .error: "error"
            case .errorNetwork: "error.network"
            case .errors: "errors"
            case .loaded: "loaded"
            }
        }
    }

    /// A type with members named like the old DSL functions, building its chart in a `static let`
    /// and in an instance method.
    struct ScreenModel {
        var state = "shadowing"
        var history: [String] = []
        func on(_ event: String) -> String { event }
        static func history(_ id: Int) -> Int { id }
        static let state = 0

        static let definition: Statechart<Screen, Go>.Definition? = try? Statechart<Screen, Go>.Definition {
            ChartState(.signedOut) { On(.signIn, to: .tabs) }
            ChartState(.tabs, initial: .home) {
                ChartState(.home) { On(.next, to: .search) }
                ChartState(.search) { On(.back, to: .home) }
                HistoryState(.tabsHistory, default: [.home])
                On(.signOut, to: .signedOut)
            }
        }

        func definition() throws(DefinitionError) -> Statechart<Screen, Go>.Definition {
            try Statechart<Screen, Go>.Definition {
                ChartState(.signedOut) { On(.signIn, to: .tabsHistory) }
                ChartState(.tabs, initial: .home) {
                    ChartState(.home) { On(.next, to: .search) }
                    ChartState(.search) { On(.back, to: .home) }
                    HistoryState(.tabsHistory, default: [.home])
                    On(.signOut, to: .signedOut)
                }
            }
        }
    }

    @Test("a chart builds in a static let and a method of a type with state, history and on members")
    func shadowingMembers() throws {
        let model = ScreenModel()
        #expect(model.on(model.state) == "shadowing" && model.history.isEmpty)
        let fromStatic = try #require(ScreenModel.definition)
        let chart = Statechart(fromStatic)
        try chart.start()
        #expect(chart.configuration == [.signedOut])
        var seen: [[Screen]] = []
        for event: Go in [.signIn, .next, .signOut, .signIn, .back, .next] {
            _ = try chart.send(event)
            seen.append(chart.configuration)
        }
        #expect(seen == [[.home], [.search], [.signedOut], [.home], [.home], [.search]])

        let remembering = Statechart(try model.definition())
        try remembering.start()
        for event: Go in [.signIn, .next, .signOut, .signIn] { _ = try remembering.send(event) }
        #expect(remembering.configuration == [.search])
    }

    /// One chart written with typed events, and the same with descriptors.
    static func typed() throws -> Statechart<Screen, Go>.Definition {
        try Statechart<Screen, Go>.Definition {
            ChartState(.signedOut) {
                On(.signIn, to: .home)
                On(.error, .back, to: [.failed], type: .external)
            }
            ChartState(.home) {
                On(.next, to: .search, when: .inState(.home))
                On(.signOut, .error)
            }
            ChartState(.search) { On(.back, to: .home, type: .internal) }
            ChartState(.failed) { On(.signIn, .next, to: .signedOut) }
        }
    }

    static func described() throws -> Statechart<Screen, Go>.Definition {
        try Statechart<Screen, Go>.Definition {
            ChartState(.signedOut) {
                On(descriptor: "signIn", to: .home)
                On(descriptor: "error back", to: [.failed], type: .external)
            }
            ChartState(.home) {
                On(descriptor: "next", to: .search, when: .inState(.home))
                On(descriptor: "signOut error")
            }
            ChartState(.search) { On(descriptor: "back", to: .home, type: .internal) }
            ChartState(.failed) { On(descriptor: "signIn next", to: .signedOut) }
        }
    }

    @Test("every typed form builds the definition its descriptor form builds")
    func typedEqualsDescriptor() throws {
        let typed = try Self.typed()
        let described = try Self.described()
        #expect(typed.scxml(name: "c") == described.scxml(name: "c"))
        #expect(typed.description == described.description)

        let events: [Go] = [.next, .signIn, .error, .next, .back, .signIn, .next, .back, .signOut, .error, .back]
        func run(_ definition: Statechart<Screen, Go>.Definition) throws -> (results: [String], states: [[Screen]]) {
            let chart = Statechart(definition)
            try chart.start()
            var results: [String] = []
            var states: [[Screen]] = []
            for event in events {
                results.append("\(try chart.send(event))")
                states.append(chart.configuration)
            }
            return (results, states)
        }
        let expected = try run(described)
        let actual = try run(typed)
        #expect(actual.results == expected.results && actual.states == expected.states)
        #expect(
            expected.results == [
                "discarded", "processed", "processed", "processed", "processed", "discarded", "processed",
                "processed", "processed", "processed", "discarded",
            ])
        #expect(
            expected.states == [
                [.signedOut], [.home], [.home], [.search], [.home], [.home], [.search], [.home], [.home], [.home],
                [.home],
            ])
    }

    @Test("a typed event matches by prefix as its name does: .error takes error.network, not errors")
    func typedPrefixMatching() throws {
        let definition = try Statechart<Screen, Go>.Definition {
            ChartState(.home) { On(.error, to: .failed) }
            ChartState(.failed) { On(.back, to: .home) }
        }
        let chart = Statechart(definition)
        try chart.start()
        #expect(try chart.send(.errors) == .discarded)
        #expect(chart.configuration == [.home])
        #expect(try chart.send(.errorNetwork) == .processed)
        #expect(chart.configuration == [.failed])
        _ = try chart.send(.back)
        #expect(try chart.send(.error) == .processed)
        #expect(chart.configuration == [.failed])
    }

    @Test("a descriptor names what no value represents: an event with a payload, a wildcard")
    func descriptorsForPayloadsAndWildcards() throws {
        let definition = try Statechart<Screen, Go>.Definition {
            ChartState(.home) { On(descriptor: "loaded", to: .search) }
            ChartState(.search) { On(descriptor: "error.*", to: .failed) }
            ChartState(.failed) { On(descriptor: "*", to: .home) }
        }
        let chart = Statechart(definition)
        try chart.start()
        _ = try chart.send(.loaded(3))
        #expect(chart.configuration == [.search])
        #expect(try chart.send(.error) == .processed)
        #expect(chart.configuration == [.failed])
        _ = try chart.send(.next)
        #expect(chart.configuration == [.home])
    }

    @Test("String events stay plain strings: On(\"go\", to:) and several names")
    func stringEvents() throws {
        let definition = try Statechart<String, String>.Definition {
            ChartState("a") { On("go", to: "b") }
            ChartState("b") { On("back", "reset", to: "a") }
        }
        let described = try Statechart<String, String>.Definition {
            ChartState("a") { On(descriptor: "go", to: "b") }
            ChartState("b") { On(descriptor: "back reset", to: "a") }
        }
        #expect(definition.scxml() == described.scxml())
        let chart = Statechart(definition)
        try chart.start()
        var seen: [[String]] = []
        for event in ["go", "back", "go", "reset", "gone"] {
            _ = try chart.send(event)
            seen.append(chart.configuration)
        }
        #expect(seen == [["b"], ["a"], ["b"], ["a"], ["a"]])
    }

    /// A component of one's own: a group of lines reused in several states.
    struct SignOutLine: StatechartComponent {
        var element: Statechart<Screen, Go>.Element { On(.signOut, to: .signedOut).element }
    }

    @Test("a type of one's own conforming to StatechartComponent is a line of the chart")
    func customComponent() throws {
        let definition = try Statechart<Screen, Go>.Definition {
            ChartState(.signedOut) { On(.signIn, to: .home) }
            ChartState(.home) { SignOutLine() }
        }
        let chart = Statechart(definition)
        try chart.start()
        _ = try chart.send(.signIn)
        _ = try chart.send(.signOut)
        #expect(chart.configuration == [.signedOut])
    }
}
