/// StateContainer planning/execution benchmarks.
enum ContainerBenchmarks {
    static func run() {}
}
