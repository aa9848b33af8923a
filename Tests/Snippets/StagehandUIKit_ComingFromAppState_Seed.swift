// The "before" snippet of "Coming from AppState" is code for the seed library phanviet/AppState
// 0.2.0, which the reader's app used before moving. These are the seed's declarations that the
// snippet uses, with the seed's names and labels, in the form Swift 3 and later import them (the
// seed itself is Swift 2), and the app's own sign-in screen.
import UIKit

typealias StateContext = [String: AnyObject]

struct AppStateEvent {
    let name: String
    let from: [String]
    let to: String

    init(name: String, from: [String], to: String) {
        self.name = name
        self.from = from
        self.to = to
    }

    init(name: String, from: String, to: String) {
        self.init(name: name, from: [from], to: to)
    }
}

typealias AppEvents = [AppStateEvent]

final class AppState {
    // The seed's Swift 2 case names.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    enum Result { case Succeeded, NoTransition }

    private(set) var currentState: String
    private let events: AppEvents

    init(initialState: String, events: AppEvents) {
        currentState = initialState
        self.events = events
    }

    func registerViewController(_ viewController: UIViewController, forState state: String) {}

    /// Swift 2 had no unused-result warning, so the seed's callers ignore the result.
    @discardableResult
    func transitTo(_ eventName: String, context: StateContext? = nil) -> Result {
        guard let event = events.first(where: { $0.name == eventName && $0.from.contains(currentState) }) else {
            return .NoTransition
        }
        currentState = event.to
        return .Succeeded
    }
}

/// The app's sign-in screen.
@MainActor let signInViewController = UIViewController()
