/// Lists of indices kept in ascending order.
enum SortedIndices {
    /// Two ascending lists merged into one ascending list, in one pass: a flat machine's own
    /// and any-state delayed rules, a chart state's child states and history pseudo-states.
    /// - Parameters:
    ///   - first: An ascending list.
    ///   - second: Another ascending list.
    /// - Returns: Every element of both, ascending (an element of `first` before an equal one of
    ///   `second`).
    static func merged(_ first: some RandomAccessCollection<Int>, _ second: some RandomAccessCollection<Int>) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(first.count + second.count)
        var (next, nextSecond) = (first.startIndex, second.startIndex)
        while next != first.endIndex || nextSecond != second.endIndex {
            if nextSecond == second.endIndex || (next != first.endIndex && first[next] <= second[nextSecond]) {
                merged.append(first[next])
                first.formIndex(after: &next)
            } else {
                merged.append(second[nextSecond])
                second.formIndex(after: &nextSecond)
            }
        }
        return merged
    }
}
