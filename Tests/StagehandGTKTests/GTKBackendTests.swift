import StagehandGTK
import XCTest

final class GTKBackendTests: XCTestCase {
    func testLinksAgainstLibadwaita() {
        XCTAssertTrue(GTKBackend.adwaitaVersion.hasPrefix("1."))
    }
}
