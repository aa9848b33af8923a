// Checks what a GTK snippet put on screen, from outside the snippet: it polls the texts of the
// labels that are mapped in every window, and ends the process when they are right (status 0) or
// after a number of polls (status 1, with what was on screen). The snippet's text is never changed.
import CSnippetGTK
import Glibc

/// Reads what a GTK snippet painted and ends the process with the verdict.
@MainActor
public enum SnippetProbe {
    private static var remaining = 0
    private static var check: ([String]) -> Bool = { _ in false }
    private static var expectation = ""

    /// Polls every 50 ms, at most `polls` times, until `check` accepts the mapped labels' texts.
    /// - Parameters:
    ///   - expectation: What should be on screen, for the message.
    ///   - polls: How many times to look before giving up.
    ///   - check: Whether the mapped labels' texts are right.
    public static func exit(when expectation: String, polls: Int = 400, _ check: @escaping ([String]) -> Bool) {
        self.remaining = polls
        self.check = check
        self.expectation = expectation
        g_timeout_add(
            50,
            { _ in
                MainActor.assumeIsolated { SnippetProbe.poll() }
            }, nil)
    }

    private static func poll() -> gboolean {
        let texts = mappedLabels()
        if check(texts) {
            print("snippet probe: \(expectation): yes")
            Glibc.exit(0)
        }
        remaining -= 1
        if remaining <= 0 {
            print("snippet probe: \(expectation): NO; mapped labels: \(texts)")
            Glibc.exit(1)
        }
        return 1
    }

    /// The texts of the labels mapped on screen, in every toplevel window, depth first.
    public static func mappedLabels() -> [String] {
        var texts: [String] = []
        let toplevels = gtk_window_get_toplevels()
        let count = g_list_model_get_n_items(toplevels)
        for index in 0..<count {
            guard let object = g_list_model_get_item(toplevels, index) else { continue }
            collect(object.assumingMemoryBound(to: GtkWidget.self), into: &texts)
            g_object_unref(object)
        }
        return texts
    }

    private static func collect(_ widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        if let label = snippet_probe_as_label(widget), let text = gtk_label_get_text(label) {
            texts.append(String(cString: text))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collect(current, into: &texts)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
