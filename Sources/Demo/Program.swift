import Foundation
import Presenters
import ShowcaseApp

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
        guard claimStandardDescriptors() else {
            printError(["error: cannot write to standard output: \(SystemError(code: EBADF))"])
            return 1
        }
        if options.help {
            // Alive for the whole call: `show` may hand `later` a weak reference to the console.
            let console = Console(interactive: false, write: showOrStop)
            withExtendedLifetime(console) { console.show(Options.usage) }
            return 0
        }
        var replay: Replay?
        if let path = options.replayPath {
            switch Replay.load(path: path) {
            case .failure(let error):
                printError(["error: \(error.message)"])
                return 1
            case .success(let loaded): replay = loaded
            }
        }
        var file: RecordingFile?
        if let path = options.recordPath {
            switch RecordingFile.create(path: path, protecting: replay?.file) {
            case .failure(let error):
                printError(["error: \(error.message)"])
                return 1
            case .success(let opened): file = opened
            }
        }
        if let replay { return replay.run(recordingTo: file) }
        let interactive = isatty(STDIN_FILENO) != 0
        let timeline: any Timeline = options.virtual ? VirtualTimeline() : RealTimeline()
        let console = Console(interactive: interactive, later: timeline.afterCurrentWork, write: showOrStop)
        // Its times are the virtual clock's ticks (milliseconds), or milliseconds of the real clock.
        let recorder = file.map { file in SessionRecorder(scheduler: timeline.scheduler) { file.write($0) } }
        let images = options.imageCachePath.map { URL(fileURLWithPath: $0) } ?? Options.defaultImageCache
        let credentials = options.credentialsPath.map { FileCredentialsStore(path: $0) }
        let navigationFile = options.credentialsPath.map { NavigationFile(besideCredentials: $0) }
        let run = Session {
            session(
                timeline: timeline, console: console, recorder: recorder, imageCache: images,
                credentials: credentials, navigationFile: navigationFile, api: options.apiURL)
        }
        timeline.run { run.body() }
    }

    /// A session, handed to the thread that reads its input, which alone runs it: what it shares with the
    /// app goes through `Timeline.perform`.
    private struct Session: @unchecked Sendable {
        let body: () -> Int32
    }

    /// Reads commands until the input ends or `quit`; at the end of the input, lets the work in flight
    /// settle first. Either way, saves the navigation in `navigationFile`, if given, before it returns.
    private static func session(
        timeline: any Timeline, console: Console, recorder: SessionRecorder?, imageCache: URL?,
        credentials: FileCredentialsStore?, navigationFile: NavigationFile?, api: URL?
    ) -> Int32 {
        let shell = Shell(
            timeline: timeline, console: console, recorder: recorder, credentials: credentials,
            navigationFile: navigationFile, api: api)
        shell.imageCacheDirectory = imageCache
        let reader = LineReader()
        timeline.perform {
            if console.interactive { console.show(Help.short) }
            if let problem = credentials?.problem { console.show(["! \(problem)"]) }
            credentials?.onProblem = { problem in console.show(["! \(problem)"]) }
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
            case .quit:
                timeline.perform { shell.saveNavigation() }
                return 0
            }
        }
        timeline.perform { console.inputEnded() }
        timeline.settle()
        timeline.perform { shell.saveNavigation() }
        return 0
    }

    /// Writes `lines` to standard error; if even that fails, there is nowhere left to say so.
    static func printError(_ lines: [String]) {
        _ = FileDescriptor.standardError.writeAll(lines.map { $0 + "\n" }.joined())
    }

    /// Writes `text` to standard output, or stops the demo if it cannot: output that nobody can read any
    /// more (a closed pipe, a full disk) must not go on silently, nor stop it with a crash.
    static func showOrStop(_ text: String) {
        if let error = FileDescriptor.standardOutput.writeAll(text) {
            stop("cannot write to standard output: \(error)")
        }
    }

    /// Says why on standard error and exits with status 1, from wherever the demo is. The recording loses
    /// nothing: each entry went to its file with a `write` of its own as it happened, and the exit closes
    /// the file.
    static func stop(_ message: String) -> Never {
        printError(["error: \(message)"])
        exit(1)
    }

    /// Gives every standard descriptor that the demo was started without `/dev/null`, so that no file it
    /// opens takes its number, and tells whether standard output was open.
    private static func claimStandardDescriptors() -> Bool {
        let outputWasOpen = FileDescriptor.standardOutput.isOpen
        for number in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where !FileDescriptor(number).isOpen {
            // `open` takes the lowest free number: this one, as the lower ones are open by now.
            _ = open("/dev/null", number == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        }
        return outputWasOpen
    }
}
