import Testing

@testable import StagehandCLI

@Suite("Line and column")
struct LineColumnTests {
    /// `a\n é\r\n` then a four-byte scalar and `x`: every byte offset's line and column.
    private let text = Array("a\n é\r\n😀x".utf8)

    @Test func advancesAColumnPerScalarAndALinePerLineFeed() {
        var place = LineColumn()
        var seen: [String] = []
        for byte in text {
            seen.append("\(place.line):\(place.column)")
            place.advance(over: byte)
        }
        seen.append("\(place.line):\(place.column)")
        #expect(
            seen == [
                "1:1", "1:2",  // a, \n
                "2:1", "2:2", "2:3",  // space, é (two bytes)
                "2:3", "2:4",  // \r, \n
                "3:1", "3:2", "3:2", "3:2",  // 😀 (four bytes)
                "3:2", "3:3",  // x, the end
            ])
    }

    @Test func locatesAByteFromTheStartAndStopsAtTheEnd() {
        #expect(LineColumn(ofByte: 0, in: text) == LineColumn())
        let afterAccent = LineColumn(ofByte: 5, in: text)
        #expect(afterAccent.line == 2 && afterAccent.column == 3)
        let end = LineColumn(ofByte: 1_000, in: text)
        #expect(end.line == 3 && end.column == 3)
    }

    @Test func placesADoctypeByCharactersNotBytes() {
        #expect(SCXMLReader.firstDoctype(in: Array("<scxml/>".utf8)) == nil)
        #expect(SCXMLReader.firstDoctype(in: Array("<!DOCTYP".utf8)) == nil)
        let location = SCXMLReader.firstDoctype(in: Array("<?xml version=\"1.0\"?>\n<!-- é --><!DOCTYPE x>".utf8))
        #expect(location == ChartLocation(line: 2, column: 11))
    }
}
