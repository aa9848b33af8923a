import Stagehand
import Testing

@Suite struct ContentStatePlaceholderConfigurationTests {
    @Test func eachPlaceholderStateMapsToItsPreset() {
        #expect(ContentState<LoadFailure>.content.placeholderConfiguration() == nil)
        #expect(ContentState<LoadFailure>.loading.placeholderConfiguration() == .loading)
        #expect(ContentState<LoadFailure>.empty.placeholderConfiguration() == .empty)
        #expect(ContentState<LoadFailure>.error(.offline).placeholderConfiguration() == .error(message: "offline"))
        let custom = ContentState<LoadFailure>.error(.server(502)).placeholderConfiguration { failure in
            failure == .offline ? "No connection." : "The server had a problem."
        }
        #expect(custom?.detail == "The server had a problem.")
        #expect(custom?.primaryButton?.title == "Try Again")
    }
}
