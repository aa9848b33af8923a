/// The 64-bit FNV-1a hash: a fixed function of its input bytes, the same in every process and
/// on every platform (unlike `Hasher`, which is seeded per process), for fingerprints that are
/// stored and compared later.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in one byte.
    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Mixes in an integer as eight little-endian bytes.
    mutating func add(_ integer: Int64) {
        var bits = UInt64(bitPattern: integer)
        for _ in 0..<8 {
            add(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// Mixes in an integer as eight little-endian bytes.
    mutating func add(_ integer: Int) {
        add(Int64(integer))
    }

    /// Mixes in a string's UTF-8 bytes, preceded by their count so that consecutive strings
    /// cannot run into each other.
    mutating func add(_ string: String) {
        add(string.utf8.count)
        for byte in string.utf8 { add(byte) }
    }
}
