/// State-machine dispatch benchmarks (W1–W3) against a hand-written `switch`.
enum MachineBenchmarks {
    static func run() {}
}
