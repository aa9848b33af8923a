import Stagehand
import Testing

/// The README's statechart example, compiled and run so it cannot go stale.
@Suite struct ReadmeStatechartExampleTests {
    @Test("the README's sign-in + tabs chart: parallel tabs, a history that keeps the place, one signOut")
    func readmeExample() throws {
        // README: begin
        typealias App = Statechart<String, String>
        let chart = App(
            try App.Definition(initial: "signedOut") {
                ChartState("signedOut") { On("signIn", to: "signedIn") }
                ChartState("signedIn") {
                    On("signOut", to: "signedOut")  // leaves both tabs, from anywhere inside
                    On("offline", to: "signedIn.resume")
                    HistoryState("signedIn.resume", .deep, default: ["tabs"])
                    Parallel("tabs") {
                        ChartState("comments") {
                            ChartState("list") { On("open", to: "thread") }
                            ChartState("thread") { On("back", to: "list") }
                        }
                        ChartState("account") { ChartState("profile") }
                    }
                }
            })
        try chart.start()
        try chart.send("signIn")
        try chart.send("open")
        let opened = chart.configuration  // ["thread", "profile"]
        try chart.send("offline")  // leaves and re-enters signedIn: deep history restores the thread
        let resumed = chart.configuration  // ["thread", "profile"]
        try chart.send("signOut")
        // README: end
        #expect(opened == ["thread", "profile"])
        #expect(resumed == ["thread", "profile"])
        #expect(chart.configuration == ["signedOut"])
        try chart.send("signIn")
        #expect(chart.configuration == ["list", "profile"])
        try chart.send("open")
        try chart.send("offline")
        #expect(chart.configuration == ["thread", "profile"])
    }
}
