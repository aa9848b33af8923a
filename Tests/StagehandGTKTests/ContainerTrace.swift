import Stagehand
import StagehandGTK
import StagehandTesting

/// Records a GTK container's trace in `RecordingHostEvent` form (children by name), so
/// StagehandTesting's `LifecycleChecker` can validate what the GTK host really did.
///
/// It names children through a table of weak entries, so recording never keeps a child alive.
@MainActor
final class ContainerTrace {
    private struct Entry {
        weak var widget: Widget?
        let name: String
    }

    private var names: [ObjectIdentifier: Entry] = [:]
    private(set) var events: [RecordingHostEvent] = []

    /// Gives `widget` a name in the trace.
    func name(_ widget: Widget, _ name: String) {
        names[ObjectIdentifier(widget)] = Entry(widget: widget, name: name)
    }

    private func name(of widget: Widget) -> String {
        names[ObjectIdentifier(widget)]?.name ?? "unnamed \(widget.typeName)"
    }

    /// Records the host's steps and the container's own events.
    func observe<State>(_ container: StateContainer<State, GTKContainerHost>) {
        container.host.observer = { [weak self] event in self?.record(event) }
        container.observer = { [weak self] event in
            guard let self else { return }
            switch event {
            case .requested(let state, let animated):
                self.events.append(.requested("\(state)", animated: animated))
            case .container(let call, let animated):
                self.events.append(.container(call, animated: animated))
            case .willTransition(let state, let animated):
                self.events.append(.willTransition(to: "\(state)", animated: animated))
            case .didTransition(let from, let to, let animated):
                self.events.append(.didTransition(from: "\(from)", to: "\(to)", animated: animated))
            }
        }
    }

    private func record(_ event: GTKContainerHostEvent) {
        switch event {
        case .attach(let child): events.append(.attach(name(of: child)))
        case .didAttach(let child): events.append(.didAttach(name(of: child)))
        case .willDetach(let child): events.append(.willDetach(name(of: child)))
        case .detach(let child): events.append(.detach(name(of: child)))
        case .appearance(let call, let child, let animated):
            let name = name(of: child)
            switch call {
            case .willAppear: events.append(.willAppear(name, animated: animated))
            case .didAppear: events.append(.didAppear(name, animated: animated))
            case .willDisappear: events.append(.willDisappear(name, animated: animated))
            case .didDisappear: events.append(.didDisappear(name, animated: animated))
            }
        case .views(let children): events.append(.views(children.map { name(of: $0) }))
        case .animate(let child, let appearing, let duration, let delay):
            events.append(.animate(name(of: child), appearing: appearing, duration: duration, delay: delay))
        case .animationEnded(let child, let appearing):
            events.append(.animationEnded(name(of: child), appearing: appearing))
        case .finishAnimation(let child, let appearing):
            events.append(.finishAnimation(name(of: child), appearing: appearing))
        }
    }
}
