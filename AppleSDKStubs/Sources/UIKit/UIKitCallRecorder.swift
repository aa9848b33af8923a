/// Not an Apple API: the stand-in's test support.
///
/// Every containment, appearance, view-hierarchy and animator call made on the stand-in classes
/// appends one line to ``calls``, written as `receiver.method(arguments)` with the receivers'
/// labels (see ``label(_:_:)``). Tests read the lines and compare exact sequences; they finish
/// running property animators with ``finishRunningAnimations()``, as UIKit would at the end of
/// their duration.
@MainActor
public enum UIKitCallRecorder {
    /// The calls recorded since the last ``reset()``, oldest first.
    public private(set) static var calls: [String] = []

    /// The constraints activated since the last ``reset()``, as `first.attribute = second.attribute + constant`.
    public private(set) static var activatedConstraints: [String] = []

    private static var labels: [ObjectIdentifier: String] = [:]
    private static var counters: [String: Int] = [:]
    private static var running: [UIViewPropertyAnimator] = []

    /// Forgets every call and running animator, and the labels unless `keepingLabels`.
    /// - Parameter keepingLabels: Whether the labels given so far stay.
    public static func reset(keepingLabels: Bool = false) {
        calls = []
        activatedConstraints = []
        running = []
        guard !keepingLabels else { return }
        labels = [:]
        counters = [:]
    }

    /// Names `object` in the recorded lines.
    /// - Parameters:
    ///   - object: A view, view controller, animator or layout guide.
    ///   - name: The name to print.
    public static func label(_ object: AnyObject, _ name: String) {
        labels[ObjectIdentifier(object)] = name
    }

    /// Appends a line of the test's own (for example a hook the test's subclass overrides), so it
    /// lands in order among the recorded UIKit calls.
    /// - Parameter line: The line.
    public static func note(_ line: String) {
        calls.append(line)
    }

    /// The label of `object`: its given name, `<owner>.view` for a controller's loaded view, or
    /// `TypeName#n` in order of first appearance.
    /// - Parameter object: The object, or `nil`.
    /// - Returns: The name; `nil` prints as `nil`.
    public static func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let known = labels[ObjectIdentifier(object)] { return known }
        if let guide = object as? UILayoutGuide, let kind = guide.stubKind {
            return "\(name(of: guide.owningView)).\(kind)"
        }
        let type = String(describing: Swift.type(of: object))
        let number = counters[type, default: 0] + 1
        counters[type] = number
        let generated = "\(type)#\(number)"
        labels[ObjectIdentifier(object)] = generated
        return generated
    }

    /// The property animators started and neither stopped nor finished.
    public static var runningAnimators: [UIViewPropertyAnimator] { running }

    /// Ends every running animator at its end position and calls its completions, in start order,
    /// as UIKit does when their durations have elapsed. Animators started by the completions run
    /// on the next call.
    public static func finishRunningAnimations() {
        let finishing = running
        running = []
        for animator in finishing { animator.stubFinish() }
    }

    static func isUnlabelled(_ object: AnyObject) -> Bool {
        labels[ObjectIdentifier(object)] == nil
    }

    static func record(_ receiver: AnyObject, _ call: String) {
        calls.append("\(name(of: receiver)).\(call)")
    }

    static func recordConstraint(_ line: String) {
        activatedConstraints.append(line)
    }

    static func started(_ animator: UIViewPropertyAnimator) {
        running.append(animator)
    }

    static func stopped(_ animator: UIViewPropertyAnimator) {
        running.removeAll { $0 === animator }
    }
}
