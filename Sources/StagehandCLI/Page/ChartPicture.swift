import Stagehand

/// A chart drawn for the inspection page: its states as nested boxes (``ChartBoxLayout``) and
/// its transitions as arrows labelled with their events, as inline SVG.
///
/// Every state's group carries `data-state="<id>"` and every transition's group
/// `data-transition="<index>"`, the transition's index among all of the chart's transitions as
/// the core counts them (states in document order, each state's transitions in order), which is
/// what a session's `transitions` and `guards` name. The page's script only switches classes on
/// these elements.
struct ChartPicture {
    /// A transition as the page lists it.
    struct Transition: Equatable {
        /// The index the core gives it.
        var index: Int
        var source: String
        var events: [String]
        var targets: [String]
    }

    let layout: ChartBoxLayout
    /// The chart's transitions, by index.
    let transitions: [Transition]

    /// Draws a chart document.
    init(_ document: ChartDocument) {
        layout = ChartBoxLayout(states: document.states, initial: document.initial)
        var transitions: [Transition] = []
        var stack: [ChartNode] = document.states.reversed()
        while let node = stack.popLast() {
            if node.isState {
                for transition in node.transitions {
                    transitions.append(
                        Transition(
                            index: transitions.count, source: node.id, events: transition.shownEvents,
                            targets: transition.targets))
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        self.transitions = transitions
    }

    /// The drawing as an `<svg>` element.
    var svg: String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"\(layout.width)\" "
        out += "height=\"\(layout.height)\" viewBox=\"0 0 \(layout.width) \(layout.height)\">\n"
        for box in layout.boxes { out += draw(box) }
        var pairs: [Int: Int] = [:]
        for transition in transitions { out += draw(transition, pairs: &pairs) }
        return out + "</svg>"
    }

    private func draw(_ box: ChartBoxLayout.Box) -> String {
        let id = PageText.markup(box.id)
        var out = "<g class=\"state \(box.shape.rawValue)\" data-state=\"\(id)\"><title>\(id)</title>"
        let (x, y, w, h) = (box.x, box.y, box.width, box.height)
        switch box.shape {
        case .history, .deepHistory:
            out += "<circle cx=\"\(x + w / 2)\" cy=\"\(y + h / 2)\" r=\"\(w / 2)\"/>"
            out += "<text x=\"\(x + w / 2)\" y=\"\(y + h / 2 + 4)\">\(box.shape == .history ? "H" : "H*")</text>"
        case .compound, .parallel:
            out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"10\"/>"
            out += "<text class=\"title\" x=\"\(x + ChartBoxLayout.padding)\" y=\"\(y + 16)\">"
            out += PageText.markup(box.label) + "</text>"
        case .atomic, .final:
            out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"\(box.shape == .final ? 17 : 8)\"/>"
            if box.shape == .final {
                out +=
                    "<rect class=\"inner\" x=\"\(x + 3)\" y=\"\(y + 3)\" width=\"\(w - 6)\" height=\"\(h - 6)\" rx=\"14\"/>"
            }
            out += "<text x=\"\(x + w / 2)\" y=\"\(y + h / 2 + 4)\">\(PageText.markup(box.label))</text>"
        }
        if box.isInitial {
            out += "<circle class=\"initial\" cx=\"\(x - 9)\" cy=\"\(y - 4)\" r=\"4\"/>"
        }
        return out + "</g>\n"
    }

    private func draw(_ transition: Transition, pairs: inout [Int: Int]) -> String {
        guard let from = layout.index[transition.source] else { return "" }
        let source = layout.boxes[from]
        let label = PageText.markup(ChartBoxLayout.shorten(transition.events.joined(separator: " ")))
        var out = "<g class=\"transition\" data-transition=\"\(transition.index)\">"
        let targets = transition.targets.compactMap { layout.index[$0] }
        if targets.isEmpty || targets.allSatisfy({ $0 == from }) {
            // Arrows drawn so far between the same boxes, by pair (a loop: the box's own key).
            let loop = pairs[-1 - from, default: 0]
            pairs[-1 - from] = loop + 1
            let x = source.x + source.width - 14 - 12 * loop
            let y = source.y
            out += "<path d=\"M\(x) \(y) C\(x) \(y - 30) \(x + 34) \(y - 18) \(x + 14) \(y)\"/>"
            out += "<text x=\"\(x + 18)\" y=\"\(y - 20)\">\(label)<tspan class=\"guard\"></tspan></text>"
            return out + "</g>\n"
        }
        for target in targets {
            let end = layout.boxes[target]
            let key = from * layout.boxes.count + target
            let order = pairs[key, default: 0]
            pairs[key] = order + 1
            let (a, b) = (source.center, end.center)
            let start = Self.edge(of: source, toward: b)
            let stop = Self.edge(of: end, toward: a)
            let (dx, dy) = (stop.x - start.x, stop.y - start.y)
            let length = max((dx * dx + dy * dy).squareRoot(), 1)
            let bend = 14 + 18 * Double(order)
            let control = ((start.x + stop.x) / 2 - dy / length * bend, (start.y + stop.y) / 2 + dx / length * bend)
            let middle = ((start.x + 2 * control.0 + stop.x) / 4, (start.y + 2 * control.1 + stop.y) / 4)
            out += "<path d=\"M\(Self.number(start.x)) \(Self.number(start.y)) Q\(Self.number(control.0)) "
            out += "\(Self.number(control.1)) \(Self.number(stop.x)) \(Self.number(stop.y))\"/>"
            // The label beside the curve's middle, on its outer side.
            let normal = (-dy / length, dx / length)
            let anchor = normal.0 > 0.5 ? "start" : normal.0 < -0.5 ? "end" : "middle"
            let x = middle.0 + normal.0 * 5
            let y = middle.1 + normal.1 * 5 + (normal.1 > 0.5 ? 9 : -3)
            out += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" style=\"text-anchor:\(anchor)\">\(label)"
            out += "<tspan class=\"guard\"></tspan></text>"
        }
        return out + "</g>\n"
    }

    /// Where the line from `box`'s centre toward `point` leaves the box.
    static func edge(of box: ChartBoxLayout.Box, toward point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let center = box.center
        let (dx, dy) = (point.x - center.x, point.y - center.y)
        if dx == 0 && dy == 0 { return (center.x, Double(box.y)) }
        let halfWidth = Double(box.width) / 2
        let halfHeight = Double(box.height) / 2
        let scale = min(dx == 0 ? .infinity : halfWidth / abs(dx), dy == 0 ? .infinity : halfHeight / abs(dy))
        return (center.x + dx * scale, center.y + dy * scale)
    }

    /// A coordinate rounded to a whole pixel.
    static func number(_ value: Double) -> String {
        value.isFinite ? String(Int(value.rounded())) : "0"
    }
}
