/// A chart's states placed as nested boxes: each compound or parallel state is a box around its
/// children (laid out in a grid; a parallel state's regions side by side), each atomic, final or
/// history state a box of its own.
///
/// The layout is deterministic (the same chart always gives the same coordinates) and made
/// without recursion, so a deeply nested or very wide chart costs time in proportion to its size.
struct ChartBoxLayout: Equatable {
    /// What a box draws.
    enum Shape: String, Equatable {
        /// An atomic state.
        case atomic
        /// A compound state: a box with its title at the top and its children inside.
        case compound
        /// A parallel state: its regions side by side in a dashed box.
        case parallel
        /// A final state.
        case final
        /// A shallow history pseudo-state (`H`).
        case history
        /// A deep history pseudo-state (`H*`).
        case deepHistory
    }

    /// One state's box, in page coordinates.
    struct Box: Equatable {
        var id: String
        var shape: Shape
        var parent: Int?
        var children: [Int] = []
        var x = 0
        var y = 0
        var width = 0
        var height = 0
        /// The box's title as drawn: the id, shortened to ``maximumLabel`` characters.
        var label: String
        /// Whether this is the state its parent (or the chart) enters by default.
        var isInitial = false

        /// The box's centre.
        var center: (x: Double, y: Double) { (Double(x) + Double(width) / 2, Double(y) + Double(height) / 2) }
    }

    /// The most characters of an id drawn as a title (the full id is the box's tooltip).
    static let maximumLabel = 32
    /// The width of a character of the page's monospaced font, in pixels.
    static let characterWidth = 7
    /// The space inside a compound or parallel state's border, around its children.
    static let padding = 14
    /// The height of a compound or parallel state's title line.
    static let titleHeight = 22
    /// The space between columns and between rows, room for the arrows and their labels.
    static let columnGap = 100
    static let rowGap = 64
    /// The space around the whole drawing.
    static let margin = 24

    /// The boxes in document order (pre-order): a box comes before its children.
    private(set) var boxes: [Box] = []
    /// The index of each state's box, by id.
    private(set) var index: [String: Int] = [:]
    /// The drawing's size in pixels.
    private(set) var width = 0
    private(set) var height = 0

    /// Lays out `states`, the top-level nodes of a chart.
    /// - Parameters:
    ///   - states: The top-level states in document order.
    ///   - initial: The top-level state entered at start-up (empty: the first).
    init(states: [ChartNode], initial: [String]) {
        var stack: [(node: ChartNode, parent: Int?)] = states.reversed().map { ($0, nil) }
        var topLevel: [Int] = []
        while let (node, parent) = stack.popLast() {
            guard let shape = Self.shape(of: node) else { continue }
            let number = boxes.count
            boxes.append(Box(id: node.id, shape: shape, parent: parent, label: Self.shorten(node.id)))
            if index[node.id] == nil { index[node.id] = number }
            if let parent { boxes[parent].children.append(number) } else { topLevel.append(number) }
            stack.append(contentsOf: node.children.reversed().map { ($0, number) })
            if !node.initial.isEmpty || node.children.contains(where: { $0.kind == .initial }) {
                let initialIDs =
                    node.initial.isEmpty
                    ? node.children.first { $0.kind == .initial }?.transitions.first?.targets ?? [] : node.initial
                initialMarks[number] = initialIDs
            } else if shape == .compound {
                initialMarks[number] = node.children.first { $0.isState }.map { [$0.id] } ?? []
            }
        }
        markInitial(topLevel: topLevel, initial: initial, states: states)
        // Sizes: children before parents (reverse pre-order); offsets relative to the parent.
        var offsets = [(x: Int, y: Int)](repeating: (0, 0), count: boxes.count)
        for number in boxes.indices.reversed() {
            let children = boxes[number].children
            if children.isEmpty {
                (boxes[number].width, boxes[number].height) = Self.leafSize(boxes[number])
                continue
            }
            let top = Self.titleHeight + Self.padding
            let grid = arrange(children, columns: boxes[number].shape == .parallel ? children.count : nil, top: top)
            for (child, offset) in zip(children, grid.offsets) { offsets[child] = offset }
            let title = boxes[number].label.count * Self.characterWidth + 2 * Self.padding
            boxes[number].width = max(grid.width + 2 * Self.padding, title)
            boxes[number].height = top + grid.height + Self.padding
        }
        let root = arrange(topLevel, columns: nil, top: Self.margin)
        for (child, offset) in zip(topLevel, root.offsets) {
            offsets[child] = (offset.x - Self.padding + Self.margin, offset.y)
        }
        width = root.width + 2 * Self.margin
        height = root.height + 2 * Self.margin
        // Positions: parents before children (pre-order).
        for number in boxes.indices {
            let base = boxes[number].parent.map { (boxes[$0].x, boxes[$0].y) } ?? (0, 0)
            boxes[number].x = base.0 + offsets[number].x
            boxes[number].y = base.1 + offsets[number].y
        }
    }

    /// The default targets named by each compound state, by box (used once, then dropped).
    private var initialMarks: [Int: [String]] = [:]

    private mutating func markInitial(topLevel: [Int], initial: [String], states: [ChartNode]) {
        for (box, targets) in initialMarks {
            for child in boxes[box].children where targets.contains(boxes[child].id) {
                boxes[child].isInitial = true
            }
        }
        initialMarks = [:]
        let first = initial.isEmpty ? topLevel.first.map { [boxes[$0].id] } ?? [] : initial
        for box in topLevel where first.contains(boxes[box].id) { boxes[box].isInitial = true }
    }

    /// Places `children` in a grid (`columns` of them, or about a square), each centred in its
    /// cell, starting `top` below the parent's top edge.
    private func arrange(
        _ children: [Int], columns fixed: Int?, top: Int
    ) -> (
        offsets: [(x: Int, y: Int)], width: Int, height: Int
    ) {
        guard !children.isEmpty else { return ([], 0, 0) }
        var columns = fixed ?? 1
        if fixed == nil { while columns * columns < children.count { columns += 1 } }
        let rows = (children.count + columns - 1) / columns
        var columnWidths = [Int](repeating: 0, count: columns)
        var rowHeights = [Int](repeating: 0, count: rows)
        for (position, child) in children.enumerated() {
            columnWidths[position % columns] = max(columnWidths[position % columns], boxes[child].width)
            rowHeights[position / columns] = max(rowHeights[position / columns], boxes[child].height)
        }
        var columnStarts: [Int] = []
        var next = Self.padding
        for width in columnWidths {
            columnStarts.append(next)
            next += width + Self.columnGap
        }
        var rowStarts: [Int] = []
        var down = top
        for height in rowHeights {
            rowStarts.append(down)
            down += height + Self.rowGap
        }
        let offsets = children.enumerated().map { position, child in
            let column = position % columns
            let row = position / columns
            return (
                x: columnStarts[column] + (columnWidths[column] - boxes[child].width) / 2,
                y: rowStarts[row] + (rowHeights[row] - boxes[child].height) / 2
            )
        }
        return (
            offsets, columnWidths.reduce(0, +) + Self.columnGap * (columns - 1),
            rowHeights.reduce(0, +) + Self.rowGap * (rows - 1)
        )
    }

    private static func leafSize(_ box: Box) -> (Int, Int) {
        switch box.shape {
        case .history, .deepHistory: (30, 30)
        default: (max(64, box.label.count * characterWidth + 28), 34)
        }
    }

    private static func shape(of node: ChartNode) -> Shape? {
        switch node.kind {
        case .state: node.children.contains(where: \.isState) ? .compound : .atomic
        case .parallel: .parallel
        case .final: .final
        case .history(let kind): kind == .deep ? .deepHistory : .history
        case .initial: nil
        }
    }

    /// `id` as a title: at most ``maximumLabel`` characters, the rest elided.
    static func shorten(_ id: String) -> String {
        id.count <= maximumLabel ? id : String(id.prefix(maximumLabel - 1)) + "…"
    }
}
