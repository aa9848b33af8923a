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

    /// Records every event the container reports: its own, and each step it performed through
    /// the GTK host.
    func observe<State>(_ container: StateContainer<State, GTKContainerHost>) {
        container.observe { [weak self] event in
            guard let self else { return }
            self.events.append(event.map(state: { "\($0)" }, child: { self.name(of: $0) }))
        }
    }
}
