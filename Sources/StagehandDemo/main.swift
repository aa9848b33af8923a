import Foundation

// Synchronous on purpose: GTK must run on the main thread (see StagehandGTK's MainLoopBridge).
let status = MainActor.assumeIsolated { DemoApp.run(arguments: Array(CommandLine.arguments.dropFirst())) }
exit(status)
