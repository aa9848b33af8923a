/// https://developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIAlertController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        ///
        /// "This alert style isn't supported by tvOS; use `UIAlertController.Style.alert` instead."
        @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
        case actionSheet = 0
        /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
        @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
        case alert = 1
    }

    private var stubActions: [UIAlertAction] = []
    private(set) var stubPreferredStyle = Style.alert

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    ///
    /// Stand-in: recorded as `alert.init(title: …, message: …, preferredStyle: …)`.
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        stubPreferredStyle = preferredStyle
        UIKitCallRecorder.record(
            self, "init(title: \(title ?? "nil"), message: \(message ?? "nil"), preferredStyle: \(preferredStyle))")
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    ///
    /// Stand-in: recorded as `alert.addAction(title, style)`.
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open func addAction(_ action: UIAlertAction) {
        UIKitCallRecorder.record(self, "addAction(\(action.stubTitle ?? "nil"), \(action.stubStyle))")
        stubActions.append(action)
    }

    /// Not an Apple API: the user taps the action titled `title`. As UIKit does, the alert is
    /// dismissed first (recorded as `presenter.standInUserTaps(alert, title)`), then the action's
    /// handler runs.
    /// - Parameter title: The action's title.
    /// - Returns: Whether the alert had such an action while presented.
    @discardableResult
    public func standInUserTaps(_ title: String) -> Bool {
        guard let action = stubActions.first(where: { $0.stubTitle == title }),
            let presenting = presentingViewController
        else { return false }
        UIKitCallRecorder.record(presenting, "standInUserTaps(\(UIKitCallRecorder.name(of: self)), \(title))")
        presenting.stubDismissPresented()
        action.stubHandler?(action)
        return true
    }
}
