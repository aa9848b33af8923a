import Stagehand

/// The core's diagnostics of a loaded machine, in file order, the first few located and hinted.
///
/// Every diagnostic is located (one lookup each in the source map the decoder recorded) so they can be sorted by
/// position and counted, but only the first `maximumShown` get a hint and are printed: a file
/// with 50,000 problems gets 100 lines and a count of the rest, not gigabytes.
struct CheckReport {
    /// One diagnostic, where it is and how to fix it.
    struct Item {
        /// What the core reported.
        var diagnostic: MachineDiagnostic
        /// Its JSON path, e.g. `$.events[1].to`.
        var path: String
        /// Where that value is in the file.
        var position: SourcePosition
        /// How to fix it.
        var hint: String
    }

    /// The first diagnostics in file order (at most `maximumShown`; when there are more, the
    /// errors first, then the warnings, each in file order).
    let shown: [Item]
    /// How many diagnostics there are in all.
    let total: Int
    /// How many are errors.
    let errors: Int
    /// How many diagnostics are not in ``shown``.
    var omitted: Int { total - shown.count }
    /// How many are warnings.
    var warnings: Int { total - errors }
    /// How many states the machine has.
    let stateCount: Int
    /// How many declared states the "did you mean" hints examined.
    let hintComparisons: Int

    /// Validates `machine` and prepares its report.
    init(_ machine: LoadedMachine, maximumShown: Int) {
        let description = machine.description
        let diagnostics = description.diagnostics()
        let located = diagnostics.enumerated().map { order, diagnostic in
            let location = machine.sourceMap.locate(diagnostic.location, kind: diagnostic.kind)
            return (order: order, path: location.path, position: location.position)
        }
        // Cut to `maximumShown`, errors come first: warnings must not hide them.
        let errorsFirst = diagnostics.count > maximumShown
        func rank(_ order: Int) -> Int { errorsFirst && diagnostics[order].severity != .error ? 1 : 0 }
        let sorted = located.sorted {
            (rank($0.order), $0.position.offset, $0.order) < (rank($1.order), $1.position.offset, $1.order)
        }
        var hints = DiagnosticHint(description)
        shown = sorted.prefix(maximumShown).map { entry in
            let diagnostic = diagnostics[entry.order]
            return Item(
                diagnostic: diagnostic, path: entry.path, position: entry.position, hint: hints.hint(for: diagnostic))
        }
        total = diagnostics.count
        errors = diagnostics.count { $0.severity == .error }
        stateCount = description.allStates.count
        hintComparisons = hints.comparisons
    }
}
