import Foundation
import Presenters

let usage = """
    Usage: Demo [--help]

    Reads commands from standard input, one per line, and prints what the screen shows.
    Commands:
      help    show this list
      quit    leave the demo
    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if let unknown = arguments.first {
    FileHandle.standardError.write(Data("error: unknown option '\(unknown)'\n\(usage)\n".utf8))
    exit(2)
}

while let line = readLine() {
    let command = line.trimmingCharacters(in: .whitespaces)
    switch command {
    case "": continue
    case "help": print(usage)
    case "quit": exit(0)
    default: print("error: unknown command '\(command)' (type 'help' for the list)")
    }
}
