/// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIImage: NSObject {
    private let name: String

    private init(stubName: String) {
        name = stubName
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    ///
    /// The stand-in has no asset catalog: it finds no image.
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public convenience init?(named name: String) {
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    ///
    /// The stand-in knows every symbol name that is not empty.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(stubName: name)
    }
}
