/// Finds the first byte of a buffer that breaks UTF-8's rules.
enum UTF8Check {
    /// Returns the offset of the first byte that does not start a well-formed UTF-8 sequence.
    ///
    /// Overlong forms, encoded surrogates (U+D800–U+DFFF) and values above U+10FFFF are
    /// ill-formed, as the Unicode standard defines.
    /// - Parameter bytes: The bytes to check.
    /// - Returns: The offset of the offending byte, or `nil` when all bytes are well-formed.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return index
            }
            for offset in 1..<length {
                let position = index + offset
                let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
                // A truncated or broken sequence is reported at its lead byte.
                guard position < count, range.contains(bytes[position]) else { return index }
            }
            index += length
        }
        return nil
    }
}
