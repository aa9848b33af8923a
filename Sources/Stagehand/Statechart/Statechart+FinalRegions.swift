// The W3C SCXML Recommendation's Appendix D, over the dense tables: D.2 isInFinalState for
// parallel states, kept incrementally by the one exit and entry bodies (`exitState`,
// `enterState`) and recounted after a snapshot is restored.

extension Statechart {
    // MARK: Final regions (D.2 isInFinalState, incrementally)

    /// `region` (a child of a parallel state) is now in a final state: counts it in its
    /// parent, and the parent in its own parent when that completes it.
    @inlinable
    func regionBecameFinal(_ region: Int) { regionFinalChanged(region, isFinal: true) }

    /// `region` (a child of a parallel state) is no longer in a final state.
    @inlinable
    func regionLeftFinal(_ region: Int) { regionFinalChanged(region, isFinal: false) }

    /// Counts `region` in (or out of) its parallel parent's final regions, and walks up while a
    /// parallel ancestor thereby becomes complete (or stops being complete).
    @inlinable
    func regionFinalChanged(_ region: Int, isFinal: Bool) {
        var child = region
        while true {
            let parallel = program.topology.parent[child]
            guard parallel > 0, program.topology.kinds[parallel] == .parallel else { return }
            run.workUnits &+= 1
            let regions = program.topology.childStart[parallel + 1] - program.topology.childStart[parallel]
            let wasComplete = run.finalRegions[parallel] == regions
            run.finalRegions[parallel] += isFinal ? 1 : -1
            guard isFinal ? run.finalRegions[parallel] == regions : wasComplete else { return }
            child = parallel
        }
    }

    /// D.2 isInFinalState of a parallel state: every region is in a final state.
    @inline(__always)
    @inlinable
    func isParallelComplete(_ parallel: Int) -> Bool {
        run.finalRegions[parallel] == program.topology.childStart[parallel + 1] - program.topology.childStart[parallel]
    }

    /// Recounts the final regions of every parallel state from the configuration (after a
    /// snapshot is restored).
    @usableFromInline
    func recountFinalRegions() {
        run.finalRegions.fill(0)
        for state in 1..<max(program.topology.count, 1) {
            switch program.topology.kinds[state] {
            case .parallel where program.topology.childStart[state + 1] == program.topology.childStart[state]:
                regionBecameFinal(state)
            case .compound:
                let child = run.activeChild[state]
                if child >= 0 && program.topology.kinds[child] == .final { regionBecameFinal(state) }
            default: break
            }
        }
    }
}
