/// A Swift enum that stands for a C enumeration of GTK or libadwaita, case by case.
///
/// The enum says once, in ``gtk``, which C value each of its cases is; reading a value back from
/// GTK (``init(_:)``) is derived from that one mapping, so the two directions cannot disagree.
protocol GTKEnumeration: CaseIterable {
    /// The imported C enumeration.
    associatedtype CValue: Equatable

    /// The C value of this case.
    var gtk: CValue { get }

    /// The case that stands for a C value no case maps to (a value this wrapper does not offer).
    static var unlisted: Self { get }
}

extension GTKEnumeration {
    /// The case whose C value is `value`, or ``unlisted`` when none is.
    /// - Parameter value: A value read from GTK.
    init(_ value: CValue) {
        self = Self.allCases.first { $0.gtk == value } ?? Self.unlisted
    }
}
