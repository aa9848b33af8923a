/// Records what charts, flat machines, containers and routers do as a versioned JSON-lines session, which
/// `stagehand replay` re-runs against the real runtime and `stagehand inspect` shows.
///
/// A recorder writes one record per line. The first is the session header,
/// `{"kind":"session","schema":1}`; each source then starts with its definition (a chart as the
/// SCXML text of ``Statechart/Definition/scxml(name:stateID:)``, a flat machine as the JSON of
/// ``MachineDescription/jsonText()``), followed by one `step` record per macrostep (or per
/// transition of a flat machine) and one `container` record per container event, each with the
/// clock's time in nanoseconds.
///
/// With a sink, every record is handed to it as it is made (one line, without the newline);
/// without one, the recorder keeps the last `capacity` records in a ring (``records``), so
/// memory stays bounded however long the app runs. A chart nobody records pays nothing: the
/// recorder is an ordinary observer.
///
/// A recorder belongs to one isolation domain, like the charts it records.
public final class SessionRecorder {
    /// The version of the session format this recorder writes; readers refuse newer ones.
    public static let schemaVersion = 1

    private let sink: ((String) -> Void)?
    private let capacity: Int
    private var ring: [String] = []
    private var ringStart = 0
    var sources: Set<String> = []
    /// How many records were made (written to the sink or kept in the ring).
    public private(set) var recordCount = 0

    /// Creates a recorder and makes the session header record.
    /// - Parameters:
    ///   - capacity: How many records the ring keeps when there is no sink (at least 1).
    ///   - sink: Receives each record as one line of JSON, without the newline; `nil` keeps the
    ///     last `capacity` records in ``records`` instead.
    /// - Throws: ``SessionRecorderError/capacityTooSmall(_:)``.
    public init(capacity: Int = 1_000, sink: ((String) -> Void)? = nil) throws(SessionRecorderError) {
        guard capacity >= 1 else { throw .capacityTooSmall(capacity) }
        self.capacity = capacity
        self.sink = sink
        var header = SessionLine(kind: "session")
        header.add("schema", int: Self.schemaVersion)
        emit(header.line)
    }

    /// The records the ring holds, oldest first (empty when the recorder has a sink).
    public var records: [String] {
        Array(ring[ringStart...] + ring[..<ringStart])
    }

    /// Hands a finished record to the sink or the ring.
    func emit(_ line: String) {
        recordCount += 1
        if let sink {
            sink(line)
        } else if ring.count < capacity {
            ring.append(line)
        } else {
            ring[ringStart] = line
            ringStart = (ringStart + 1) % capacity
        }
    }

    /// Claims a source name: non-empty and not used before.
    func claim(_ source: String) throws(SessionRecorderError) {
        if source.isEmpty { throw .invalidSource(source, reason: "the name is empty") }
        if sources.contains(source) { throw .invalidSource(source, reason: "the name is already recorded") }
        sources.insert(source)
    }

    /// The time of a record in nanoseconds (0 without a clock).
    static func time(_ clock: (any StagehandClock)?) -> Int {
        clock.map { SessionLine.nanoseconds($0.now) } ?? 0
    }
}
