import Stagehand

/// The navigation charts the UIKit and the SwiftUI stand-in tests share, so that both backends
/// are tested on the same apps.
public enum NavigationTestCharts {
    /// The tabbed app: a landing page outside the tabs, and two tabs (the comments list → thread →
    /// reply, and the account's sign-in → profile), left together by `signOut`.
    /// - Parameter initial: The chart's initial state; the tabs by default.
    /// - Returns: The chart.
    public static func tabs(initial: String = "tabs") throws -> Statechart<String, String>.Definition {
        try Statechart<String, String>.Definition(initial: initial) {
            ChartState("landing") { On("enter", to: "tabs") }
            Parallel("tabs") {
                On("signOut", to: "landing")
                ChartState("comments") {
                    ChartState("list") { On("open", to: "thread") }
                    ChartState("thread") { On("reply", to: "reply") }
                    ChartState("reply")
                }
                ChartState("account") {
                    ChartState("signIn") { On("signIn", to: "profile") }
                    ChartState("profile")
                }
            }
        }
    }

    /// The presentations app: in the comments tab, the thread opens a compose sheet (whose form
    /// asks to confirm a delete) and a cover; the account tab has one screen. Present its routes
    /// with ``presentations``.
    /// - Returns: The chart.
    public static func presenting() throws -> Statechart<String, String>.Definition {
        try Statechart<String, String>.Definition(initial: "tabs") {
            Parallel("tabs") {
                ChartState("comments") {
                    ChartState("list") { On("open", to: "thread") }
                    ChartState("thread") {
                        On("compose", to: "compose")
                        On("cover", to: "cover")
                    }
                    ChartState("compose") {
                        ChartState("form") { On("delete", to: "confirmDelete") }
                        ChartState("confirmDelete") {
                            On("keep", to: "form")
                            On("reallyDelete", to: "list")
                        }
                        On("cancelCompose", "post", to: "thread")
                    }
                    ChartState("cover") { On("close", to: "thread") }
                }
                ChartState("account") { ChartState("profile") }
            }
        }
    }

    /// How ``presenting()``'s routes are presented: `compose` as a sheet dismissed by
    /// `cancelCompose`, `cover` as a full-screen cover, `confirmDelete` as a confirmation with a
    /// destructive Delete and a cancelling Keep.
    public static var presentations: [String: NavigationPresentation<String>] {
        [
            "compose": .sheet(dismissEvent: "cancelCompose"),
            "cover": .sheet(.fullScreenCover, dismissEvent: nil),
            "confirmDelete": .alert(
                .confirmation, title: "Delete the draft?",
                buttons: [
                    NavigationPresentationButton("Delete", role: .destructive, sends: "reallyDelete"),
                    NavigationPresentationButton("Keep", role: .cancel, sends: "keep"),
                ]),
        ]
    }
}
