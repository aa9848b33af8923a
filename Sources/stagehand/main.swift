import Foundation
import StagehandCLI

let result = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: .live())
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status)
