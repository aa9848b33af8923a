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
    }

    @Test func rejectsBadCommandLines() {
        #expect(throws: DemoOptionsError.unknownArgument("--bogus")) { try DemoOptions.parse(["--bogus"]) }
        #expect(throws: DemoOptionsError.missingDirectory) { try DemoOptions.parse(["--screenshots"]) }
        #expect(throws: DemoOptionsError.missingDirectory) { try DemoOptions.parse(["--screenshots", "--measure"]) }
        #expect(throws: DemoOptionsError.unexpectedArgument("x")) { try DemoOptions.parse(["--measure", "x"]) }
        #expect(throws: DemoOptionsError.unexpectedArgument("--measure")) {
            try DemoOptions.parse(["--first-frame", "--measure"])
        }
    }

    @Test func errorMessagesNameTheArgumentAndWhatIsAllowed() {
        #expect(
            DemoOptionsError.unknownArgument("--bogus").description
                == "stagehand-demo: unknown argument “--bogus”; allowed: --screenshots DIR, --measure, --first-frame, --help"
        )
        #expect(DemoOptions.usage.contains("--screenshots DIR"))
    }
}
