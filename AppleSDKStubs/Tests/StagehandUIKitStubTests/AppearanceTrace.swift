import StagehandTesting

/// Turns the recorded UIKit calls of one container into the `RecordingHostEvent` trace that
/// `LifecycleChecker` validates.
///
/// `root` is the container controller and `container` its child container view; children are
/// named by their labels, their views by `<label>.view`. Containment (`addChild`,
/// `didMove(toParent: root)`, `willMove(toParent: nil)`, `removeFromParent()`), appearance
/// (`beginAppearanceTransition` / `endAppearanceTransition` of the children and of the root), the
/// container's subviews (replayed from `insertSubview`/`addSubview`/`removeFromSuperview`) and the
/// noted requests and transitions become events; every other line is skipped.
struct AppearanceTrace {
    var root = "root"
    var container = "container"

    func events(from lines: [String]) -> [RecordingHostEvent] {
        var events: [RecordingHostEvent] = []
        var pending: [String: (appearing: Bool, animated: Bool)] = [:]
        var subviews: [String] = []
        // The root's `viewDidDisappear` forwards to the children inside it; the engine's
        // container-did-disappear counts once they are through (as `RecordingHost` records it),
        // so that event is emitted after the children's did-calls that follow it.
        var containerDid: RecordingHostEvent?
        for line in lines {
            if let held = containerDid, !Self.isChildDidCall(line, root: root) {
                events.append(held)
                containerDid = nil
            }
            guard let dot = line.firstIndex(of: ".") else { continue }
            var receiver = String(line[..<dot])
            var call = String(line[line.index(after: dot)...])
            if call.hasPrefix("view.") {
                receiver += ".view"
                call.removeFirst("view.".count)
            }
            if receiver == root {
                guard let event = rootEvent(call, &pending) else { continue }
                if case .container(.didDisappear, _) = event {
                    containerDid = event
                } else {
                    events.append(event)
                }
                continue
            }
            if receiver == container {
                guard let view = argument(of: call) else { continue }
                subviews.removeAll { $0 == view }
                let index =
                    call.hasPrefix("insertSubview")
                    ? Int(call.split(separator: " ").last!.dropLast()) ?? 0 : subviews.count
                subviews.insert(view, at: min(index, subviews.count))
                events.append(.views(subviews.map { String($0.dropLast(".view".count)) }))
                continue
            }
            if receiver.hasSuffix(".view") {
                if call == "removeFromSuperview()", subviews.contains(receiver) {
                    subviews.removeAll { $0 == receiver }
                    events.append(.views(subviews.map { String($0.dropLast(".view".count)) }))
                }
                continue
            }
            switch call {
            case "didMove(toParent: \(root))": events.append(.didAttach(receiver))
            case "willMove(toParent: nil)": events.append(.willDetach(receiver))
            case "removeFromParent()": events.append(.detach(receiver))
            case "endAppearanceTransition()":
                guard let open = pending.removeValue(forKey: receiver) else { continue }
                events.append(
                    open.appearing
                        ? .didAppear(receiver, animated: open.animated)
                        : .didDisappear(receiver, animated: open.animated))
            default:
                if let (appearing, animated) = begin(call) {
                    pending[receiver] = (appearing, animated)
                    events.append(
                        appearing
                            ? .willAppear(receiver, animated: animated) : .willDisappear(receiver, animated: animated))
                }
            }
        }
        if let held = containerDid { events.append(held) }
        return events
    }

    private static func isChildDidCall(_ line: String, root: String) -> Bool {
        guard !line.hasPrefix("\(root).") else { return line.hasPrefix("\(root).viewDid") }
        return line.hasSuffix(".endAppearanceTransition()") || line.contains(".viewDidAppear(")
            || line.contains(".viewDidDisappear(")
    }

    private func rootEvent(
        _ call: String, _ pending: inout [String: (appearing: Bool, animated: Bool)]
    )
        -> RecordingHostEvent?
    {
        if call.hasPrefix("addChild("), let child = argument(of: call) { return .attach(child) }
        if let (appearing, animated) = begin(call) {
            pending[root] = (appearing, animated)
            return .container(appearing ? .willAppear : .willDisappear, animated: animated)
        }
        if call == "endAppearanceTransition()", let open = pending.removeValue(forKey: root) {
            return .container(open.appearing ? .didAppear : .didDisappear, animated: open.animated)
        }
        if call.hasPrefix("request(") {
            let parts = call.dropFirst("request(".count).split(separator: ",")
            return .requested(String(parts[0]), animated: parts[1].contains("true"))
        }
        if call.hasPrefix("willTransition(to: ") {
            let parts = call.dropFirst("willTransition(to: ".count).split(separator: ",")
            return .willTransition(to: String(parts[0]), animated: parts[1].contains("true"))
        }
        if call.hasPrefix("didTransition(from: ") {
            let parts = call.dropFirst("didTransition(from: ".count).split(separator: ",")
            return .didTransition(
                from: String(parts[0]), to: String(parts[1].dropFirst(" to: ".count)),
                animated: parts[2].contains("true"))
        }
        return nil
    }

    private func begin(_ call: String) -> (Bool, Bool)? {
        guard call.hasPrefix("beginAppearanceTransition(") else { return nil }
        return (call.contains("(true"), call.contains("animated: true"))
    }

    private func argument(of call: String) -> String? {
        guard let open = call.firstIndex(of: "(") else { return nil }
        let inner = call[call.index(after: open)...].prefix { $0 != ")" && $0 != "," }
        return inner.isEmpty ? nil : String(inner)
    }
}
