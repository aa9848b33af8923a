import Foundation

// Synchronous on purpose: GTK must run on the main thread (see StagehandGTK's MainLoopBridge).
exit(DemoApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
