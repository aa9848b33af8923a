import StagehandGTK

/// Where the time from `main` to the first frame goes: named marks on the wall clock and the main
/// thread's CPU clock, printed as consecutive stretches.
@MainActor
struct StartupTimeline {
    /// One point of the start-up.
    struct Mark {
        let name: String
        let wall: Duration
        let cpu: Duration
    }

    /// The marks in the order they were taken; the first is the start of `main`.
    private(set) var marks: [Mark]

    /// Starts the timeline at the current instant.
    init() {
        marks = [Mark(name: "main", wall: ProcessTimes.now, cpu: FrameTiming.threadCPUTime)]
    }

    /// The start of `main`.
    var start: Mark { marks[0] }

    /// Records that the stretch called `name` ends now.
    /// - Parameter name: What happened since the previous mark.
    mutating func mark(_ name: String) {
        marks.append(Mark(name: name, wall: ProcessTimes.now, cpu: FrameTiming.threadCPUTime))
    }

    /// "init 52.1 ms (cpu 40.3) + window 20.0 ms (cpu 18.2) + …", one term per stretch.
    func summary(milliseconds: (Duration) -> String) -> String {
        zip(marks, marks.dropFirst()).map { earlier, later in
            "\(later.name) \(milliseconds(later.wall - earlier.wall)) (cpu \(milliseconds(later.cpu - earlier.cpu)))"
        }.joined(separator: " + ")
    }
}
