import Testing

@testable import StagehandDemo

@Suite struct DemoOptionsTests {
    @Test func parsesEveryMode() throws {
        #expect(try DemoOptions.parse([]) == .window)
        #expect(try DemoOptions.parse(["--help"]) == .help)
        #expect(try DemoOptions.parse(["-h"]) == .help)
        #expect(try DemoOptions.parse(["--measure"]) == .measure)
        #expect(try DemoOptions.parse(["--first-frame"]) == .firstFrame)
        #expect(try DemoOptions.parse(["--screenshots", "shots"]) == .screenshots(directory: "shots"))
        #expect(try DemoOptions.parse(["--open", "account/signIn"]) == .open(link: "account/signIn"))
        #expect(try DemoOptions.parse(["--export-chart", "scxml"]) == .exportChart(.scxml))
        #expect(try DemoOptions.parse(["--open", "comments"]).opensWindow)
        #expect(try !DemoOptions.parse(["--measure"]).opensWindow)
    }

    @Test func rejectsBadCommandLines() {
        #expect(throws: DemoOptionsError.unknownArgument("--bogus")) { try DemoOptions.parse(["--bogus"]) }
        #expect(throws: DemoOptionsError.missingDirectory) { try DemoOptions.parse(["--screenshots"]) }
        #expect(throws: DemoOptionsError.missingDirectory) { try DemoOptions.parse(["--screenshots", "--measure"]) }
        #expect(throws: DemoOptionsError.unexpectedArgument("x")) { try DemoOptions.parse(["--measure", "x"]) }
        #expect(throws: DemoOptionsError.missingLink) { try DemoOptions.parse(["--open"]) }
        #expect(throws: DemoOptionsError.missingLink) { try DemoOptions.parse(["--open", "--measure"]) }
        #expect(throws: DemoOptionsError.unknownChartFormat("png")) {
            try DemoOptions.parse(["--export-chart", "png"])
        }
        #expect(throws: DemoOptionsError.unknownChartFormat(nil)) { try DemoOptions.parse(["--export-chart"]) }
        #expect(throws: DemoOptionsError.unexpectedArgument("--measure")) {
            try DemoOptions.parse(["--first-frame", "--measure"])
        }
    }

    @Test func errorMessagesNameTheArgumentAndWhatIsAllowed() {
        #expect(
            DemoOptionsError.unknownArgument("--bogus").description
                == "stagehand-demo: unknown argument “--bogus”; allowed: --state FILE, --record FILE, --open LINK, --screenshots DIR, "
                + "--measure, --first-frame, --export-chart FORMAT, --help"
        )
        #expect(
            DemoOptionsError.unknownChartFormat("png").description
                == "stagehand-demo: unknown chart format “png”; allowed: scxml")
        #expect(DemoOptions.usage.contains("--screenshots DIR"))
        #expect(DemoOptions.usage.contains("--open LINK"))
        #expect(DemoOptions.usage.contains("--record FILE"))
    }

    @Test func takesTheRecordFileWhereverItIs() throws {
        var arguments = ["--screenshots", "shots", "--record", "demo.session"]
        #expect(try DemoOptions.takeRecordFile(from: &arguments) == "demo.session")
        #expect(arguments == ["--screenshots", "shots"])
        var none = ["--measure"]
        #expect(try DemoOptions.takeRecordFile(from: &none) == nil)
        var missing = ["--record"]
        #expect(throws: DemoOptionsError.missingRecordFile) { try DemoOptions.takeRecordFile(from: &missing) }
        var flag = ["--record", "--measure"]
        #expect(throws: DemoOptionsError.missingRecordFile) { try DemoOptions.takeRecordFile(from: &flag) }
        #expect(try DemoOptions.parse(["--measure"]).runsDemo)
        #expect(try !DemoOptions.parse(["--help"]).runsDemo)
        #expect(try !DemoOptions.parse(["--export-chart", "scxml"]).runsDemo)
    }

    @MainActor @Test func aRecordFileThatCannotBeOpenedSaysWhyAndWhatIsAllowed() {
        #expect(throws: SessionFileError.self) { try SessionFile(path: "/nonexistent/dir/demo.session") }
        #expect(
            SessionFileError.cannotOpen(path: "/x/y", reason: "No such file or directory").description
                == "cannot record to /x/y: No such file or directory; give --record a file in a directory that exists and is writable"
        )
        #expect(
            DemoOptionsError.nothingToRecord("--help").description
                == "stagehand-demo: --record records a run of the demo, and --help runs none; use it with the window, --open, --screenshots, --measure or --first-frame"
        )
    }
}
