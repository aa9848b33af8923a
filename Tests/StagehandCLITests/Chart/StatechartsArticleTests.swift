import Foundation
import Stagehand
import Testing

/// The Statecharts article's example, verbatim between the markers (indented two levels).
enum StatechartsArticleExample {
    /// Runs the example; returns the final configuration and the tabs' history.
    static func run() throws -> (configuration: [String], history: [String]?) {
        // ARTICLE BEGIN
        enum Screen: Hashable, Sendable {
            case signedOut, signedIn, tabs, home, search, profile, tabsHistory
            case network, online, offline
        }

        let definition = try Statechart<Screen, String>.Definition(initial: .signedOut) {
            ChartState(Screen.signedOut) {
                On("signIn", to: Screen.signedIn)
            }
            Parallel(Screen.signedIn) {
                ChartState(Screen.tabs, initial: .home) {
                    ChartState(Screen.home) { On("next", to: Screen.search) }
                    ChartState(Screen.search) { On("next", to: Screen.profile) }
                    ChartState(Screen.profile) { On("next", to: Screen.home) }
                    HistoryState(Screen.tabsHistory, .shallow, default: [.home])
                }
                ChartState(Screen.network) {
                    ChartState(Screen.online) { On("drop", to: Screen.offline) }
                    ChartState(Screen.offline) { On("reconnect", to: Screen.online) }
                }
                On("signOut", to: Screen.signedOut)
            }
        }

        let chart = Statechart(definition)
        try chart.start()
        try chart.send("signIn")  // [.home, .online]
        try chart.send("next")  // [.search, .online]
        try chart.send("signOut")  // [.signedOut]; the tabs' history is [.search]
        // ARTICLE END
        return (chart.configuration.map { "\($0)" }, chart.history(.tabsHistory)?.map { "\($0)" })
    }
}

/// The Statecharts article's example: compiled here, run, and compared with the article's text.
@Suite("Statecharts article")
struct StatechartsArticleTests {
    /// The text between two markers, with `indent` removed from the start of each line.
    static func code(in text: String, between begin: String, and end: String, indent: String = "") -> String {
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return "" }
        return text[start.upperBound..<stop.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : String($0) }
            .joined(separator: "\n")
    }

    @Test("The example runs as its comments say")
    func example() throws {
        let (configuration, history) = try StatechartsArticleExample.run()
        #expect(configuration == ["signedOut"])
        #expect(history == ["search"])
    }

    @Test("The article shows exactly the code compiled in this file")
    func articleMatchesCode() throws {
        let here = try String(contentsOfFile: #filePath, encoding: .utf8)
        let compiled = Self.code(
            in: here, between: "// ARTICLE BEGIN\n", and: "        // ARTICLE END\n", indent: "        ")
        let articlePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Stagehand/Stagehand.docc/Statecharts.md").path
        let article = try String(contentsOfFile: articlePath, encoding: .utf8)
        let shown = Self.code(in: article, between: "```swift\n", and: "```\n")
        #expect(!compiled.isEmpty)
        #expect(shown == compiled)
    }
}
