import Stagehand
import Testing

/// The one mapping the backends use for a decoder's errors while reading saved navigation.
@Suite("NavigationRestoreError from a decoder's error")
struct NavigationRestoreErrorDecodingTests {
    struct DecoderFailure: Error, CustomStringConvertible {
        var description: String { "dataCorrupted at stacks[0]" }
    }

    @Test("The snapshot's own refusal passes through unchanged")
    func snapshotRefusal() {
        let refused = NavigationRestoreError<String>.newerVersion(found: 9, supported: 1)
        #expect(NavigationRestoreError<String>(decoding: refused) == refused)
    }

    @Test("Any other decoder error is unreadable, with the decoder's explanation")
    func decoderError() {
        #expect(NavigationRestoreError<String>(decoding: DecoderFailure()) == .unreadable("dataCorrupted at stacks[0]"))
    }
}
