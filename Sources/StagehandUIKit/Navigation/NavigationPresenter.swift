#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// Shows a ``NavigationRouter``'s presentations exactly while their states are active: a sheet
/// or a cover as the state's screen presented with `present(_:animated:completion:)`
/// (`.pageSheet` or `.fullScreen`), an alert or a confirmation as a `UIAlertController` (`.alert`
/// or `.actionSheet`) with one `UIAlertAction` per button. Each is presented from the topmost
/// presented controller, so nested presentations stack in order; a dismissal edit calls
/// `dismiss(animated:completion:)` on the controller that presented it.
///
/// The user never closes a presentation by hand: a finished swipe down
/// (`presentationControllerDidDismiss(_:)`) asks the router to ``NavigationRouter/dismiss(context:)``,
/// and an alert's action sends its button's event. UIKit has already removed the controller
/// then, so the router's dismissal edit makes no call; a presentation the router keeps (a refused
/// event) is presented again. A presentation without a dismiss event is `isModalInPresentation`.
/// UIKit calls run one after another, each after the previous one's completion, since UIKit
/// refuses to present while a dismissal is animating.
@MainActor
final class NavigationPresenter<Route: Hashable & Sendable, Event: StatechartEvent, Context> {
    /// One presentation on screen.
    typealias Shown = ShownPresentations<Route, Event, Context, UIViewController>.Entry

    /// The presentations shown, outermost first; an entry is closed once UIKit removed it on the
    /// user's behalf (a swipe, an alert's action).
    let shown: ShownPresentations<Route, Event, Context, UIViewController>
    /// The controller the outermost presentation is presented from.
    weak var base: UIViewController?
    /// Told when a sheet's screen leaves (to unregister it from the router).
    var onRemoved: ((Route, UIViewController) -> Void)?

    private weak var router: NavigationRouter<Route, Event, Context>?
    private let animated: Bool
    private let proxy = PresentationDelegateProxy()
    private var pending: [(@escaping () -> Void) -> Void] = []
    private var isRunning = false
    /// While true, UIKit calls wait (the base is not on screen yet); ``resume()`` runs them.
    var isSuspended = false
    /// Whether the base has appeared (its `viewDidAppear(_:)` ran; see ``baseDidAppear()``).
    private(set) var baseHasAppeared = false
    /// Set by a restore made before the base appeared (a scene delegate restores before its window
    /// is shown, and UIKit presents only from a controller in a window): UIKit calls wait for
    /// ``baseDidAppear()``, whatever changes come first.
    private var waitsForAppearance = false

    /// Creates a presenter for the presentations of `router`.
    init(router: NavigationRouter<Route, Event, Context>, animated: Bool) {
        self.router = router
        self.animated = animated
        shown = ShownPresentations(router: router)
        proxy.onDidDismiss = { [weak self] controller in self?.userDismissed(controller) }
    }

    /// Applies presentation edits in order; `build` makes a sheet's screen.
    func apply(_ edits: [PresentationEdit<Route>], animated: Bool, build: (Route) -> UIViewController) {
        var dismissed: [Shown] = []
        for edit in edits {
            switch edit {
            case .dismiss(let route):
                guard let entry = shown.remove(route) else { continue }
                dismissed.append(entry)
            case .present(let route):
                flush(dismissed, animated: animated)
                dismissed = []
                present(route, animated: animated, build: build)
            }
        }
        flush(dismissed, animated: animated)
    }

    /// The controller showing the presentation of `route`, while it is on screen.
    func controller(of route: Route) -> UIViewController? {
        shown.openView(of: route)
    }

    // MARK: UIKit calls, one after another

    /// Runs the UIKit calls that waited while suspended, unless they wait for the base to appear.
    func resume() {
        guard !waitsForAppearance else { return }
        isSuspended = false
        guard !isRunning else { return }
        runNext()
    }

    /// Suspends the UIKit calls until the base appears, if it has not yet.
    func waitForAppearanceIfNeeded() {
        guard !baseHasAppeared else { return }
        waitsForAppearance = true
        isSuspended = true
    }

    /// The base appeared: the calls that waited run.
    func baseDidAppear() {
        baseHasAppeared = true
        waitsForAppearance = false
        resume()
    }

    private func enqueue(_ operation: @escaping (@escaping () -> Void) -> Void) {
        pending.append(operation)
        guard !isRunning, !isSuspended else { return }
        runNext()
    }

    private func runNext() {
        guard !pending.isEmpty, !isSuspended else {
            isRunning = false
            return
        }
        isRunning = true
        let operation = pending.removeFirst()
        operation { [weak self] in self?.runNext() }
    }

    /// Dismisses the presentations the router left (the last first): one dismissal of the
    /// outermost one still on screen takes the ones above it along.
    private func flush(_ dismissed: [Shown], animated: Bool) {
        guard !dismissed.isEmpty else { return }
        for entry in dismissed where !(entry.view is UIAlertController) {
            onRemoved?(entry.route, entry.view)
        }
        guard let outermost = dismissed.last(where: \.isOpen)?.view else { return }
        enqueue { done in
            guard let presenting = outermost.presentingViewController else { return done() }
            presenting.dismiss(animated: animated, completion: done)
        }
    }

    private func present(_ route: Route, animated: Bool, build: (Route) -> UIViewController) {
        guard let presentation = router?.presentation(of: route) else { return }
        let controller: UIViewController
        switch presentation.style {
        case .sheet, .fullScreenCover:
            controller = build(route)
        case .alert, .confirmation:
            controller = alert(route, presentation)
        }
        shown.append(route, controller)
        show(controller, presentation, animated: animated)
    }

    private func show(
        _ controller: UIViewController, _ presentation: NavigationPresentation<Event>, animated: Bool
    ) {
        if !(controller is UIAlertController) {
            #if os(tvOS)
            controller.modalPresentationStyle = .fullScreen
            #else
            controller.modalPresentationStyle = presentation.style == .fullScreenCover ? .fullScreen : .pageSheet
            #endif
            controller.isModalInPresentation = presentation.dismissEvent == nil
            controller.presentationController?.delegate = proxy
        }
        enqueue { [weak self] done in
            guard let host = self?.topmost() else { return done() }
            #if !os(tvOS)
            // An action sheet is a popover where the width is regular (an iPad); it needs an
            // anchor, here the view it is presented over.
            if let popover = controller.popoverPresentationController { popover.sourceView = host.view }
            #endif
            host.present(controller, animated: animated, completion: done)
        }
    }

    /// The controller a new presentation goes over: the last one presented above the base.
    private func topmost() -> UIViewController? {
        var top = base
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    private func alert(_ route: Route, _ presentation: NavigationPresentation<Event>) -> UIAlertController {
        #if os(tvOS)
        let style = UIAlertController.Style.alert
        #else
        let style: UIAlertController.Style = presentation.style == .confirmation ? .actionSheet : .alert
        #endif
        let alert = UIAlertController(
            title: presentation.title, message: presentation.message.isEmpty ? nil : presentation.message,
            preferredStyle: style)
        for (index, button) in presentation.buttons.enumerated() {
            let actionStyle: UIAlertAction.Style =
                switch button.role {
                case .normal: .default
                case .cancel: .cancel
                case .destructive: .destructive
                }
            alert.addAction(
                UIAlertAction(title: button.title, style: actionStyle) { [weak self, weak alert] _ in
                    guard let self, let alert else { return }
                    chose(index, on: alert, of: route)
                })
        }
        return alert
    }

    // MARK: The user

    /// An alert's action: UIKit has dismissed the alert; the button's event goes to the router,
    /// and an alert whose state is still active is presented again.
    private func chose(_ index: Int, on alert: UIAlertController, of route: Route) {
        guard shown.close(where: { $0.view === alert }) != nil else { return }
        shown.choose(index, of: route)
        reopen(alert, of: route)
    }

    /// A finished swipe down: UIKit has dismissed the sheet; the router decides, and a sheet
    /// whose state is still active is presented again.
    private func userDismissed(_ controller: UIViewController) {
        guard let route = shown.close(where: { $0.view === controller }) else { return }
        shown.requestDismissal(of: route)
        reopen(controller, of: route)
    }

    private func reopen(_ controller: UIViewController, of route: Route) {
        guard let (position, presentation) = shown.reopenable(where: { $0.view === controller }) else { return }
        let again = controller is UIAlertController ? alert(route, presentation) : controller
        shown.reopen(at: position, in: again)
        show(again, presentation, animated: animated)
    }
}
#endif
