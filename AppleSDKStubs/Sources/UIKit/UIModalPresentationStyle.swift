/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
///
/// Stand-in: only the cases the backend uses (and `automatic`, the default of
/// `UIViewController.modalPresentationStyle`).
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
    case fullScreen = 0

    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    @available(iOS 3.2, visionOS 1.0, *)
    @available(tvOS, unavailable)
    case pageSheet = 1

    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    case automatic = -2
}
