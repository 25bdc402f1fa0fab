import Foundation
import Presenters
import ShowcaseApp

/// Runs a recorded session again on a virtual clock: echoes the lines typed, does what the demo's `send`
/// notes say at their times, hands the presenters the recorded answers at their times instead of asking
/// the backend, and checks that every presenter does what the recording says it did.
///
/// It drives the demo's own shell, so that it prints what the recorded session printed, and so that the
/// whole path is checked: the screens the routes build, in the same order, under the same names.
struct Replay {
    /// Where the recording was read from, as the command line named it.
    let path: String
    /// The file read, which a recording of the replay must not overwrite.
    let file: RecordingFile.Identity?
    let recording: Recording
    /// The demo's notes, by the line of their entry.
    let notes: [Int: DemoNote]

    /// Reads the recording at `path`, or says why it cannot, with the line at fault.
    static func load(path: String) -> Result<Replay, CommandError> {
        let file = RecordingFile.Identity(path: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(CommandError("cannot read the recording '\(path)'"))
        }
        do {
            let recording = try Recording(data: data)
            if case .ticks(let resolution) = recording.timeUnit, resolution != 0.001 {
                throw RecordingError(
                    line: 2,
                    reason: "the demo records ticks of 0.001 s ('--virtual') or milliseconds, not of \(resolution) s")
            }
            var notes: [Int: DemoNote] = [:]
            for entry in recording.entries {
                if let note = try DemoNote(entry) { notes[entry.line] = note }
            }
            return .success(Replay(path: path, file: file, recording: recording, notes: notes))
        } catch {
            return .failure(CommandError("\(path): \(error)"))
        }
    }

    /// Replays the recording, writing the replay's own recording into `file` if given; returns 0 when
    /// every presenter did what the recording says, 1 otherwise.
    func run(recordingTo file: RecordingFile?) -> Int32 {
        let timeline = VirtualTimeline(simulateProcessingDelay: recording.timeUnit != .milliseconds)
        var answerDifferences: [String] = []
        let replayed = ReplayedAnswers(recording, errorTypes: [APIError.self, LocationError.self]) {
            answerDifferences.append($0)
        }
        let recorder = SessionRecorder(scheduler: timeline.scheduler) { file?.write($0) }
        let shell = Shell(
            timeline: timeline, console: Console(interactive: false, write: Program.showOrStop), recorder: recorder,
            replayed: replayed)
        shell.start()
        var quit = false
        // In the recording's order: what happened at the same time happens in the same order.
        for entry in recording.entries where !quit {
            timeline.advance(to: entry.time)
            switch notes[entry.line] {
            case .input(let line)?:
                quit = shell.handle(line, replaying: true) == .quit
            case .send(let intent)?:
                // A refusal (`back` on a first screen) is part of the session: it prints the same error and
                // the replay goes on. A replay that went elsewhere differs in its states and routes, below.
                shell.replay(intent)
            case nil:
                replayed.comeDue(entry)
            }
        }
        if !quit { timeline.settle() }
        replayed.reportUnmade()
        let comparison = ReplayComparison(comparingTimes: recording.timeUnit != .milliseconds)
        if let difference = comparison.firstDifference(recorded: recording, replayed: recorder.recording) {
            Program.printError(["error: \(path): \(difference)"])
            return 1
        }
        if let difference = answerDifferences.first {
            Program.printError(["error: \(path): the replay differs from the recording: \(difference)"])
            return 1
        }
        return 0
    }
}
