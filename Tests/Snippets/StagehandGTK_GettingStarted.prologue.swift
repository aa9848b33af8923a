import SnippetProbe

// Run under Xvfb: the window must come to show the two loaded comments, with neither the loading
// page nor the empty page over them — even though the snippet keeps no Swift wrapper alive.
SnippetProbe.exit(when: "the list shows both comments and no placeholder") { labels in
    labels.contains("First!") && labels.contains("Second")
        && !labels.contains(where: { $0.hasPrefix("Loading") || $0 == "No Items" })
}
