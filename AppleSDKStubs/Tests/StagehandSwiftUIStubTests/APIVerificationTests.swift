import Foundation
import Testing

extension SwiftUIStubTests {
    /// `StagehandSwiftUI.docc/APIVerification.md` lists exactly the documentation pages the
    /// SwiftUI and Combine stand-ins name, so the article cannot drift from them.
    @Suite
    struct APIVerificationTests {
        static let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        static func pages(in text: String) -> Set<String> {
            var pages = Set<String>()
            var rest = Substring(text)
            let prefix = "https://developer.apple.com/documentation/"
            while let start = rest.range(of: prefix) {
                let tail = rest[start.lowerBound...]
                let end = tail.firstIndex { $0 == ">" || $0 == " " || $0 == "\n" } ?? tail.endIndex
                var page = String(tail[..<end])
                // Drop sentence punctuation after the address, and a ")" that closes prose.
                while page.hasSuffix(".") || page.hasSuffix(",")
                    || (page.hasSuffix(")") && page.count(where: { $0 == ")" }) > page.count(where: { $0 == "(" }))
                {
                    page.removeLast()
                }
                pages.insert(page)
                rest = tail[end...]
            }
            return pages
        }

        static func standInPages() throws -> Set<String> {
            var pages = Set<String>()
            for module in ["SwiftUI", "Combine"] {
                let folder = repository.appendingPathComponent("AppleSDKStubs/Sources/\(module)")
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
                where name.hasSuffix(".swift") {
                    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    let comments = text.split(separator: "\n").filter {
                        $0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    }
                    pages.formUnion(Self.pages(in: comments.joined(separator: "\n")))
                }
            }
            return pages
        }

        @Test func articleListsExactlyTheStandInsPages() throws {
            let article = try String(
                contentsOf: Self.repository.appendingPathComponent(
                    "Sources/StagehandSwiftUI/StagehandSwiftUI.docc/APIVerification.md"),
                encoding: .utf8)
            let listed = Self.pages(in: article)
            let declared = try Self.standInPages()

            #expect(declared.count > 100)
            #expect(declared.subtracting(listed).sorted() == [])
            #expect(listed.subtracting(declared).sorted() == [])
        }
    }
}
