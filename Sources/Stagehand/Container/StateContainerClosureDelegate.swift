/// The delegate a ``StateContainer`` makes from the `children` closure of its initializer: it
/// supplies the children and leaves every hook to its default. Its container owns it.
@MainActor
final class StateContainerClosureDelegate<State, Child: AnyObject>: StateContainerDelegate {
    private let provider: (State) -> [Child]

    init(_ provider: @escaping (State) -> [Child]) {
        self.provider = provider
    }

    func children(for state: State) -> [Child] {
        provider(state)
    }
}
