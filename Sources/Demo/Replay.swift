import Foundation

/// Feeds a transcript back on a virtual clock: echoes its input, performs its `send` entries at their
/// times, and checks that the presenters do what the transcript says they did.
struct Replay {
    /// Where the transcript was read from, as the command line named it.
    let path: String
    /// The file read, which a recording of the replay must not overwrite.
    let file: TranscriptWriter.FileIdentity?
    let transcript: Transcript

    /// Reads the transcript at `path`, or says why it cannot.
    static func load(path: String) -> Result<Replay, CommandError> {
        let file = TranscriptWriter.FileIdentity(path: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(CommandError("cannot read the transcript '\(path)'"))
        }
        switch Transcript.parse(String(decoding: data, as: UTF8.self)) {
        case .failure(let error): return .failure(CommandError("\(path): \(error.message)"))
        case .success(let transcript): return .success(Replay(path: path, file: file, transcript: transcript))
        }
    }

    /// Replays the transcript; returns 0 when everything came out the same, 1 otherwise.
    func run(recordingTo writer: TranscriptWriter?) -> Int32 {
        let timeline = VirtualTimeline()
        let shell = Shell(
            timeline: timeline, console: Console(interactive: false, write: Program.showOrStop), transcript: writer,
            keepsTrace: true)
        shell.start()
        var quit = false
        for entry in transcript.entries where !quit {
            switch entry.kind {
            case .input, .inputNotUTF8, .inputTooLong:
                timeline.advance(to: entry.time)
                // Parsing checked that an input entry holds a line.
                quit = entry.input.map { shell.handle($0, replaying: true) == .quit } ?? false
            case .send:
                timeline.advance(to: entry.time)
                if let intent = Intent(text: entry.text[...]), let error = shell.perform(intent) {
                    Program.printError(["error: \(path): at \(entry.time)ms: \(error.message)"])
                    return 1
                }
            case .event, .state, .route, .failure:
                continue
            }
        }
        if !quit { timeline.settle() }
        let expected = transcript.entries.filter(\.kind.isTrace)
        if let difference = Self.firstDifference(expected, shell.trace, comparingTimes: transcript.virtual) {
            Program.printError(["error: \(path): the replay differs from the recording", difference])
            return 1
        }
        return 0
    }

    /// Where `actual` first departs from `expected`, told as the two entries, or `nil` if they agree.
    static func firstDifference(_ expected: [Transcript.Entry], _ actual: [Transcript.Entry], comparingTimes: Bool)
        -> String?
    {
        let same: (Transcript.Entry, Transcript.Entry) -> Bool = { lhs, rhs in
            lhs.kind == rhs.kind && lhs.text == rhs.text && (!comparingTimes || lhs.time == rhs.time)
        }
        for index in 0..<max(expected.count, actual.count) {
            let recorded = index < expected.count ? expected[index] : nil
            let replayed = index < actual.count ? actual[index] : nil
            if let recorded, let replayed, same(recorded, replayed) { continue }
            return "  recorded: \(recorded?.line ?? "(nothing)")\n  replayed: \(replayed?.line ?? "(nothing)")"
        }
        return nil
    }
}
