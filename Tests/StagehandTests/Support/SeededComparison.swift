import Testing

/// What comparing two engines on one generated machine found.
enum SeedOutcome: Equatable {
    /// They agreed at every step.
    case agree
    /// Validation refused the generated machine (ambiguous rules, for example): nothing compared.
    case invalid
    /// The first disagreement, in words.
    case disagree(String)
}

/// Compares two engines on every seed: records the first disagreement and stops there, and
/// expects at least `minimumValid` seeds to have generated a machine validation accepted (so a
/// generator that produces only invalid machines cannot pass by comparing nothing).
func expectAgreement(
    seeds: ClosedRange<UInt64>, minimumValid: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ compare: (UInt64) -> SeedOutcome
) {
    var valid = 0
    for seed in seeds {
        switch compare(seed) {
        case .invalid:
            continue
        case .agree:
            valid += 1
        case .disagree(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
    }
    #expect(valid >= minimumValid, sourceLocation: sourceLocation)
}
