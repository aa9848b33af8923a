import Testing

@testable import StagehandDemo

@Suite struct CommentTests {
    @Test func formatsCalendarDates() {
        let dates = ["2026-11-30", "2026-01-05", "2026-13-01", "yesterday"].map {
            Comment(author: "A", body: "B", date: $0).displayDate
        }
        #expect(dates == ["30 Nov 2026", "5 Jan 2026", "2026-13-01", "yesterday"])
    }

    @Test func matchesAuthorOrTextIgnoringCase() {
        let comment = Comment(author: "Amara Okafor", body: "The spinner is calm.", date: "2026-11-30")
        let queries = ["", "amara", "SPINNER", "okafor calm", "zebra"]
        #expect(queries.map(comment.matches) == [true, true, true, false, false])
    }

    @Test func bundledThreadDecodes() throws {
        let comments = try CommentStore.bundledComments()
        #expect(comments.count == 25)
        #expect(comments.first?.author == "Amara Okafor")
        #expect(comments.allSatisfy { !$0.author.isEmpty && !$0.body.isEmpty && $0.displayDate != $0.date })
    }
}
