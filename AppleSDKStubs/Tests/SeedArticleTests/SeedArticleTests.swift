import Testing

/// The code shown in the "Coming from …" articles of the StagehandUIKit documentation catalog,
/// one file per article; each file's code is the article's, and its tests run it.
@MainActor
@Suite(.serialized)
enum SeedArticleTests {}
