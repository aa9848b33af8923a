// stagehand-bench: run with `swift run -c release stagehand-bench`.
// Each suite prints its own table, side by side with a hand-written baseline measured in the same run.
let arguments = Set(CommandLine.arguments.dropFirst())
let all = arguments.isEmpty
if all || arguments.contains("machine") { MachineBenchmarks.run() }
if all || arguments.contains("container") { ContainerBenchmarks.run() }
if arguments.contains("container-request") { ContainerBenchmarks.runRequestCost() }
if all || arguments.contains("router") { RouterBenchmarks.run() }
if all || arguments.contains("statechart") { StatechartBenchmarks.run() }
if all || arguments.contains("invocation") { InvocationBenchmarks.run() }
if all || arguments.contains("recorder") { RecorderBenchmarks.run() }
if all || arguments.contains("navigation") { NavigationBenchmarks.run() }
if arguments.contains("flatchart") { FlatChartBenchmarks.run() }
if CommandLine.arguments.dropFirst().first == "instructions" {
    InstructionRows.run(Array(CommandLine.arguments.dropFirst(2)))
}
