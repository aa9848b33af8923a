// The names the core's "Getting started" uses without declaring them.
import Stagehand

enum Screen: Hashable, Sendable { case loading, ready }

/// The app's own failure type, made from whatever its networking threw.
struct LoadFailure: Error, Equatable {
    var message: String
    init(_ error: any Error) { message = "\(error)" }
}

struct API {
    func comments() async throws -> [String] {
        try await Task.sleep(for: .milliseconds(10))
        return ["First!", "Second"]
    }
}

let api = API()
