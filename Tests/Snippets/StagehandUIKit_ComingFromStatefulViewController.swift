// The names "Coming from StatefulViewController" uses without declaring them: the app's feed
// error.
/// Why the feed failed to load.
enum FeedError: Error, Equatable { case network }
