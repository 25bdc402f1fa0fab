import Foundation

exit(Program.run(Array(CommandLine.arguments.dropFirst())))
