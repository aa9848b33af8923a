import StagehandTesting
import Testing

@Suite struct SplitMix64Tests {
    @Test func sameSeedGivesSameSequence() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let a = (0..<5).map { _ in first.next() }
        let b = (0..<5).map { _ in second.next() }
        #expect(a == b)
    }

    @Test func knownValuesForSeedZero() {
        // Reference values of SplitMix64 for seed 0.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func differentSeedsDiffer() {
        var first = SplitMix64(seed: 1)
        var second = SplitMix64(seed: 2)
        #expect(first.next() != second.next())
    }
}
