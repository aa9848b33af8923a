extension EmptyStateConfiguration {
    /// A list with nothing in it yet: a tray image and "No Items".
    public static var empty: EmptyStateConfiguration {
        EmptyStateConfiguration(
            title: "No Items",
            detail: "Items you add appear here.",
            image: EmptyStateImage(name: "folder-open-symbolic", tint: .gray)
        )
    }

    /// Content on its way: a spinner and "Loading…". It does not animate in, since the spinner is
    /// motion enough; the loading anti-flicker timing lives in ``ContentLoadingTiming``.
    public static var loading: EmptyStateConfiguration {
        EmptyStateConfiguration(title: "Loading…", showsActivityIndicator: true, animation: .none)
    }

    /// A search that found nothing; the query appears in the detail text.
    /// - Parameter query: What was searched for. An empty or all-space query gives a generic text.
    /// - Returns: A search-icon page titled "No Results".
    public static func search(query: String) -> EmptyStateConfiguration {
        let trimmed = query.trimmingSpaces
        let detail =
            trimmed.isEmpty
            ? "Try a different search."
            : "No results for “\(trimmed)”. Check the spelling or try a new search."
        return EmptyStateConfiguration(
            title: "No Results",
            detail: detail,
            image: EmptyStateImage(name: "system-search-symbolic", tint: .gray)
        )
    }

    /// Loading failed: the error's message and a retry button (reported as the primary button).
    /// - Parameters:
    ///   - message: What went wrong, in words for the user; `nil` shows no detail.
    ///   - retryTitle: The retry button's title; "Try Again" by default. `nil` shows no button.
    /// - Returns: An error page titled "Something Went Wrong".
    public static func error(message: String?, retryTitle: String? = "Try Again") -> EmptyStateConfiguration {
        EmptyStateConfiguration(
            title: "Something Went Wrong",
            detail: message,
            image: EmptyStateImage(name: "dialog-error-symbolic", tint: .gray),
            primaryButton: retryTitle.map { EmptyStateButton(title: $0) }
        )
    }

    /// No network connection: an offline image, a hint and a retry button.
    public static var offline: EmptyStateConfiguration {
        EmptyStateConfiguration(
            title: "You’re Offline",
            detail: "Check your internet connection, then try again.",
            image: EmptyStateImage(name: "network-offline-symbolic", tint: .gray),
            primaryButton: EmptyStateButton(title: "Try Again")
        )
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (no Foundation needed).
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
