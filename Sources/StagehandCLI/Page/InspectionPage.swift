/// The self-contained inspection page `stagehand inspect SESSION -o PAGE.html` and
/// `stagehand graph CHART --format html` write: each source's chart drawn as inline SVG, and
/// its recorded steps embedded as JSON that the page's script only displays.
///
/// Steps are added as they are read and turned into their JSON at once, so the page keeps the
/// text it will write and no parsed record: building it takes memory in proportion to the page.
struct InspectionPage {
    /// One chart or flat machine of the page.
    private struct Source {
        var name: String
        var kind: String
        var picture: ChartPicture
        /// The flat machine's rules by `from`, event and `to`, for the transition a step took.
        var rules: [String: Int] = [:]
        /// The steps' JSON objects, comma-separated.
        var steps = ""
        var count = 0
        /// The last step read, without its closing container and rejection lists and brace.
        var pending: String?
        /// Container records belonging to the pending step.
        var containers: [String] = []
        /// Rejections read since the source's last step (before its first: they go with it).
        var rejected: [String] = []
    }

    /// The page's title: the file it shows.
    let title: String
    private var sources: [Source] = []
    private var named: [String: Int] = [:]
    /// The source of the last step read: container records read after it belong to it.
    private var last: Int?
    /// Container records read before any step: they belong to the first step.
    private var early: [String] = []

    /// An empty page.
    /// - Parameter title: The file the page shows.
    init(title: String) {
        self.title = title
    }

    /// The number of sources defined so far.
    var sourceCount: Int { sources.count }

    /// The number of steps added so far, over all sources.
    private(set) var stepCount = 0

    /// Adds a chart or machine; its steps follow.
    /// - Parameters:
    ///   - name: The source's name in the session.
    ///   - kind: `chart` or `machine`.
    ///   - picture: Its drawing.
    mutating func define(_ name: String, kind: String, picture: ChartPicture) {
        var source = Source(name: name, kind: kind, picture: picture)
        if kind == "machine" {
            for transition in picture.transitions.reversed() {
                let key = Self.ruleKey(transition.source, transition.events.first ?? "", transition.targets.first ?? "")
                source.rules[key] = transition.index
            }
        }
        named[name] = sources.count
        sources.append(source)
    }

    /// Adds a step of a source defined before.
    mutating func add(_ step: SessionStep) {
        guard let number = named[step.source] else { return }
        flush(number)
        var taken = step.transitionIndices
        if sources[number].kind == "machine", let event = step.event, let from = step.exited.first,
            let to = step.entered.first, let rule = sources[number].rules[Self.ruleKey(from, event, to)]
        {
            taken = [rule]
        }
        var json = "{\"step\":\(step.step),\"time\":\(step.time),\"origin\":\(PageText.json(step.origin))"
        json += ",\"event\":\(PageText.json(step.event)),\"payload\":\(PageText.json(step.payload))"
        json += ",\"discarded\":\(step.discarded)"
        json += ",\"guards\":[" + step.guards.map { "[\($0.transition),\($0.holds)]" }.joined(separator: ",") + "]"
        json += ",\"taken\":[" + taken.map(String.init).joined(separator: ",") + "]"
        json += ",\"exited\":\(PageText.json(step.exited)),\"entered\":\(PageText.json(step.entered))"
        json += ",\"configuration\":\(PageText.json(step.configuration))"
        json += ",\"scheduled\":\(PageText.json(step.scheduled)),\"cancelled\":\(PageText.json(step.cancelled))"
        json += ",\"raised\":\(PageText.json(step.raised))"
        json += ",\"started\":\(PageText.json(step.invocationsStarted))"
        json += ",\"ended\":\(PageText.json(step.invocationsEnded))"
        sources[number].pending = json
        sources[number].containers = early
        early.removeAll()
        last = number
        stepCount += 1
    }

    /// Adds a container's lifecycle record or a router's route change: it is shown with the step
    /// read last (with the next step when none was read yet).
    mutating func addContainer(source: String, step: Int, time: Int, event: String) {
        let record = "[\(PageText.json(source)),\(step),\(time),\(PageText.json(event))]"
        if let last { sources[last].containers.append(record) } else { early.append(record) }
    }

    /// Adds a flat machine's rejected event: it is shown with the machine's step read last (with
    /// its first step when none was read yet).
    mutating func addRejection(_ rejection: SessionRejection) {
        guard let number = named[rejection.source] else { return }
        sources[number].rejected.append(
            "[\(PageText.json(rejection.event)),\(PageText.json(rejection.state)),\(PageText.json(rejection.reason)),"
                + "\(PageText.json(rejection.allowed)),\(rejection.time)]")
    }

    /// Writes source `number`'s pending step with its container records and the rejections that
    /// follow it.
    private mutating func flush(_ number: Int) {
        guard let json = sources[number].pending else { return }
        if sources[number].count > 0 { sources[number].steps += ",\n" }
        sources[number].steps += json + ",\"containers\":[" + sources[number].containers.joined(separator: ",") + "]"
        sources[number].steps += ",\"rejected\":[" + sources[number].rejected.joined(separator: ",") + "]}"
        sources[number].count += 1
        sources[number].containers.removeAll(keepingCapacity: true)
        sources[number].rejected.removeAll(keepingCapacity: true)
        sources[number].pending = nil
    }

    private static func ruleKey(_ from: String, _ event: String, _ to: String) -> String {
        from + "\u{0}" + event + "\u{0}" + to
    }

    /// The page's data: every source's name, kind, transitions and steps, as JSON safe inside a
    /// `<script>` element.
    mutating func dataJSON() -> String {
        for number in sources.indices { flush(number) }
        var out = "{\"title\":\(PageText.json(title)),\"sources\":["
        for (number, source) in sources.enumerated() {
            if number > 0 { out += ",\n" }
            out += "{\"name\":\(PageText.json(source.name)),\"kind\":\(PageText.json(source.kind)),\"transitions\":["
            out += source.picture.transitions.map { transition in
                "{\"source\":\(PageText.json(transition.source)),\"events\":\(PageText.json(transition.events)),"
                    + "\"targets\":\(PageText.json(transition.targets))}"
            }.joined(separator: ",")
            // Each nested state with its parent, so the page outlines the states around the active ones.
            let boxes = source.picture.layout.boxes
            out += "],\"parents\":["
            out += boxes.compactMap { box in
                box.parent.map { "[\(PageText.json(box.id)),\(PageText.json(boxes[$0].id))]" }
            }.joined(separator: ",")
            out += "],\"steps\":[\n" + source.steps + "]}"
        }
        return out + "]}"
    }

    /// The whole page: one HTML file that loads nothing from the network.
    mutating func html() -> String {
        let data = dataJSON()
        var charts = ""
        for (number, source) in sources.enumerated() {
            charts += "<section class=\"source\" data-source=\"\(number)\" hidden>\n"
            charts += source.picture.svg + "\n</section>\n"
        }
        if sources.isEmpty { charts = "<p class=\"empty\">The session defines no chart or machine.</p>\n" }
        return InspectionPageTemplate.page(title: PageText.markup(title), charts: charts, data: data)
    }
}
