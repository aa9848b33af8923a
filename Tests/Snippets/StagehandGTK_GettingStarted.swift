// What the GTK "Getting started" uses without declaring it: the app's network call.
func fetchComments() async throws(Failure) -> [String] {
    ["First!", "Second"]
}
