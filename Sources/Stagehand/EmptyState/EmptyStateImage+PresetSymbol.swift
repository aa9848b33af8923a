extension EmptyStateImage {
    /// The SF Symbol name that stands for this image when it is one of the icons Stagehand's presets
    /// use (`"folder-open-symbolic"` is `"folder"`), or `nil` for any other name.
    ///
    /// The presets name freedesktop icons, which Apple platforms do not have; both Apple backends
    /// map them to close SF Symbols with this one table.
    package var presetSymbolName: String? { Self.presetSymbolNames[name] }

    /// SF Symbol names for the icons Stagehand's presets use, by icon name.
    package static let presetSymbolNames: [String: String] = [
        "folder-open-symbolic": "folder",
        "system-search-symbolic": "magnifyingglass",
        "dialog-error-symbolic": "exclamationmark.triangle",
        "network-offline-symbolic": "wifi.slash",
    ]
}
