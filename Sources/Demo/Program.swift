import Foundation

/// The demo from its command line to its exit status.
enum Program {
    /// Runs the demo with `arguments` (without the program's name) and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch Options.parse(arguments) {
        case .failure(let error):
            printError(["error: \(error.message)"] + Options.usage)
            return 2
        case .success(let parsed): options = parsed
        }
        if options.help {
            // Alive for the whole call: `show` may hand `later` a weak reference to the console.
            let console = Console(interactive: false)
            withExtendedLifetime(console) { console.show(Options.usage) }
            return 0
        }
        var transcript: TranscriptWriter?
        if let path = options.recordPath {
            switch TranscriptWriter.create(path: path, virtual: options.virtual || options.replayPath != nil) {
            case .failure(let error):
                printError(["error: \(error.message)"])
                return 1
            case .success(let writer): transcript = writer
            }
        }
        if let path = options.replayPath { return Replay.run(path: path, recordingTo: transcript) }
        let interactive = isatty(STDIN_FILENO) != 0
        let timeline: any Timeline = options.virtual ? VirtualTimeline() : RealTimeline()
        let console = Console(interactive: interactive, later: timeline.afterCurrentWork)
        return session(timeline: timeline, console: console, transcript: transcript)
    }

    /// Reads commands until the input ends or `quit`; at the end of the input, lets the work in flight
    /// settle first.
    private static func session(timeline: any Timeline, console: Console, transcript: TranscriptWriter?) -> Int32 {
        let shell = Shell(timeline: timeline, console: console, transcript: transcript)
        let reader = LineReader()
        timeline.perform {
            if console.interactive { console.show(CommandList.shortHelp) }
            shell.start()
        }
        while true {
            timeline.perform { console.showPrompt() }
            guard let line = reader.next() else { break }
            var next = Shell.Next.readNextLine
            timeline.perform { next = shell.handle(line) }
            switch next {
            case .readNextLine: continue
            case .wait(let milliseconds): timeline.wait(milliseconds: milliseconds)
            case .quit: return 0
            }
        }
        timeline.perform { console.inputEnded() }
        timeline.settle()
        return 0
    }

    static func printError(_ lines: [String]) {
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}
