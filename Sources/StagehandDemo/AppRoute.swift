import Stagehand

/// The demo's routes: the states of one statechart. The tabs are the regions of the parallel
/// state ``tabs``: "Comments" (the thread) and "Account" (AppState's sign-in example: landing →
/// welcome → sign in → profile).
enum AppRoute: String, Hashable, Sendable, CaseIterable, Codable {
    /// The parallel state whose regions are the tabs.
    case tabs
    /// The Comments tab.
    case comments
    /// The comments thread: list, search, error and empty pages.
    case thread
    /// The replies to one comment, pushed over the thread. The route owns their load: it invokes
    /// it when entered, and leaving it (Back, another tab's sign-out) cancels it.
    case replies
    /// The "New Comment" sheet over the thread.
    case compose
    /// "Delete this comment?", over the replies page.
    case confirmDelete
    /// The Account tab.
    case account
    /// "Join the conversation": the start of the sign-in flow.
    case landing
    /// What an account gives, with the way to the form.
    case welcome
    /// The sign-in form.
    case signIn
    /// The signed-in user's page.
    case profile

    /// The title shown in the header while the route is visible.
    var title: String {
        switch self {
        case .tabs, .comments, .thread: "Comments"
        case .replies: "Replies"
        case .compose: "New Comment"
        case .confirmDelete: "Delete Comment"
        case .account, .landing: "Account"
        case .welcome: "Welcome"
        case .signIn: "Sign In"
        case .profile: "Your Account"
        }
    }
}

/// What moves the demo between its routes (tab switches and backs are the router's own
/// requests), and the results of the work its routes invoke.
enum AppEvent: Hashable, Sendable, StatechartEvent, Codable {
    /// Landing's "Get Started".
    case getStarted
    /// Welcome's "Sign In", and landing's "I Have an Account".
    case showSignIn
    /// The form's "Sign In" (the user name travels as the router's context).
    case signIn
    /// The profile's "Sign Out": from anywhere, back to the landing page with fresh stacks.
    case signOut
    /// A comment's row: shows its replies.
    case openReplies
    /// The replies page's Retry: enters the route again, which loads them again.
    case retryReplies
    /// The thread's "New Comment" button: presents the compose sheet.
    case compose
    /// The sheet's Post button.
    case post
    /// The sheet's dismissal (its close button, Escape).
    case cancelCompose
    /// The replies page's "Delete Comment" button: asks for confirmation.
    case deleteComment
    /// The confirmation's Delete button.
    case reallyDelete
    /// The confirmation's Cancel button (and Escape).
    case keepComment
    /// The replies arrived (SCXML's `done.invoke.replies`).
    case repliesLoaded([Comment])
    /// Loading the replies failed.
    case repliesFailed(CommentStoreError)

    /// The event's name in the chart: the case name, or the SCXML name of an invocation's result.
    var name: String {
        switch self {
        case .getStarted: "getStarted"
        case .showSignIn: "showSignIn"
        case .signIn: "signIn"
        case .signOut: "signOut"
        case .openReplies: "openReplies"
        case .retryReplies: "retryReplies"
        case .compose: "compose"
        case .post: "post"
        case .cancelCompose: "cancelCompose"
        case .deleteComment: "deleteComment"
        case .reallyDelete: "reallyDelete"
        case .keepComment: "keepComment"
        case .repliesLoaded: "done.invoke.replies"
        case .repliesFailed: "error.invoke.replies"
        }
    }
}

/// Loads the replies of the comment the user chose, for the ``AppRoute/replies`` route.
typealias RepliesLoad = @Sendable () async throws(CommentStoreError) -> [Comment]

extension AppRoute {
    /// The demo's navigation: one statechart, validated when the demo starts. `signOut` belongs to
    /// the tabs state, so it is allowed in every tab at every depth and leaves them all (SCXML exit
    /// order), entering the Account tab's landing page and every other tab's initial state. The
    /// replies route invokes `loadReplies` while it is active; its result is an event the route
    /// does not move on (the replies screen hears it through the router).
    /// - Parameter loadReplies: Loads the chosen comment's replies; none by default (exports).
    static func chart(
        loadReplies: @escaping RepliesLoad = { [] }
    ) throws(DefinitionError) -> Statechart<AppRoute, AppEvent>.Definition {
        try Statechart<AppRoute, AppEvent>.Definition(initial: .tabs) {
            Parallel(.tabs) {
                ChartState(.comments, initial: .thread) {
                    ChartState(.thread) {
                        On(.openReplies, to: AppRoute.replies)
                        On(.compose, to: AppRoute.compose)
                    }
                    ChartState(.replies) {
                        Invoke(
                            "replies", loadReplies, onDone: { AppEvent.repliesLoaded($0) },
                            onError: { AppEvent.repliesFailed($0) })
                        On(.retryReplies, to: AppRoute.replies)
                        On(.deleteComment, to: AppRoute.confirmDelete)
                    }
                    ChartState(.compose) { On(.post, .cancelCompose, to: AppRoute.thread) }
                    ChartState(.confirmDelete) {
                        On(.reallyDelete, to: AppRoute.thread)
                        On(.keepComment, to: AppRoute.replies)
                    }
                }
                ChartState(.account, initial: .landing) {
                    ChartState(.landing) {
                        On(.getStarted, to: AppRoute.welcome)
                        On(.showSignIn, to: AppRoute.signIn)
                    }
                    ChartState(.welcome) { On(.showSignIn, to: AppRoute.signIn) }
                    ChartState(.signIn) { On(.signIn, to: AppRoute.profile) }
                    ChartState(.profile)
                }
                On(.signOut, to: AppRoute.landing)
            }
        }
    }

    /// The routes shown over the stacks: the compose sheet and the delete confirmation.
    static let presentations: [AppRoute: NavigationPresentation<AppEvent>] = [
        .compose: .sheet(dismissEvent: .cancelCompose),
        .confirmDelete: .alert(
            .confirmation, title: "Delete This Comment?", message: "Its replies are deleted with it.",
            buttons: [
                NavigationPresentationButton("Cancel", role: .cancel, sends: .keepComment),
                NavigationPresentationButton("Delete", role: .destructive, sends: .reallyDelete),
            ]),
    ]

    /// The tabs, in the switchers' order.
    static let tabRoutes: [AppRoute] = [.comments, .account]

    /// The demo's router over ``chart(loadReplies:)``, not yet started.
    /// - Parameters:
    ///   - clock: The clock of the chart's delayed sends.
    ///   - invoker: Runs the routes' work (``MainActorInvoker`` in the app).
    ///   - loadReplies: Loads the chosen comment's replies.
    /// - Throws: ``DemoDefinitionError`` when the chart or its tabs are invalid (a bug in the demo).
    @MainActor
    static func makeRouter(
        clock: (any StagehandClock)? = nil, invoker: (any StatechartInvoker)? = nil,
        loadReplies: @escaping RepliesLoad = { [] }
    ) throws(DemoDefinitionError)
        -> NavigationRouter<AppRoute, AppEvent, String>
    {
        let chart: Statechart<AppRoute, AppEvent>.Definition
        do {
            chart = try AppRoute.chart(loadReplies: loadReplies)
        } catch {
            throw .chart(error)
        }
        do {
            return try NavigationRouter(
                chart, tabs: .tabs, presentations: presentations, clock: clock, invoker: invoker)
        } catch {
            throw .tabs(error.description)
        }
    }
}

extension AppRoute {
    /// Opens `link` on a fresh router, without any window: the path it leads to, or why not.
    /// - Parameter link: A deep link such as `account/signIn`.
    /// - Returns: The router's path afterwards, e.g. `[tabs, account, signIn]`.
    /// - Throws: ``DemoStartError/link(_:_:)`` naming the first invalid segment.
    @MainActor
    static func check(link: String) throws(DemoStartError) -> [AppRoute] {
        let router: NavigationRouter<AppRoute, AppEvent, String>
        do {
            router = try makeRouter()
        } catch {
            throw .definition(error)
        }
        router.start()
        do {
            try router.open(link: link)
        } catch {
            throw .link(link, error)
        }
        return router.path
    }
}

extension NavigationRouter where Route == AppRoute, Event == AppEvent, Context == String {
    /// Sends `event` from a button; a rejection (a button whose event the current route does not
    /// allow, i.e. a bug in the demo) is printed to standard error with the allowed events.
    /// - Parameters:
    ///   - event: The event.
    ///   - context: The user name, for ``AppEvent/signIn``.
    func perform(_ event: AppEvent, context: String? = nil) {
        report { () throws(RouterError<AppRoute, AppEvent>) in try send(event, context: context) }
    }

    /// Selects a tab from a button.
    /// - Parameter tab: The tab.
    func show(tab: AppRoute) {
        report { () throws(RouterError<AppRoute, AppEvent>) in try select(tab: tab) }
    }

    /// Dismisses the presentation on top, as its close button does.
    func performDismiss() {
        report { () throws(RouterError<AppRoute, AppEvent>) in try dismiss() }
    }

    /// Goes back from a button.
    func performBack() {
        report { () throws(RouterError<AppRoute, AppEvent>) in try back() }
    }

    private func report(_ request: () throws(RouterError<AppRoute, AppEvent>) -> RouteResult) {
        do {
            _ = try request()
        } catch {
            DemoApp.printError("stagehand-demo: \(error)")
        }
    }
}
