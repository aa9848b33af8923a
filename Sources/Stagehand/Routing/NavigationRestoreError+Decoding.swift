extension NavigationRestoreError {
    /// The error of saved navigation a decoder could not read as a snapshot: `error` itself when
    /// the snapshot's own decoding refused it (a newer or invalid format version), otherwise
    /// ``unreadable(_:)`` with the decoder's explanation. The backends that decode snapshots (the
    /// UIKit activity, SwiftUI's data) map their decoder's errors through it.
    /// - Parameter error: What the decoder threw.
    package init(decoding error: any Error) {
        if let error = error as? NavigationRestoreError<Route> {
            self = error
        } else {
            self = .unreadable("\(error)")
        }
    }
}
