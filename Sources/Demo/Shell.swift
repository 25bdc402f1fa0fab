import Presenters
import ShowcaseApp

/// The demo's view layer: it shows the screen on top of the navigator, turns each line of input into
/// what that screen's controls would do, and prints every change of the screen and every route.
///
/// Not thread-safe: everything runs inside `Timeline.perform`, or on the timeline's scheduler, which
/// never overlap.
final class Shell {
    /// What the run loop does after a line.
    enum Next: Equatable {
        case readNextLine
        /// Let time pass before reading on.
        case wait(milliseconds: Int)
        case quit
    }

    private let timeline: any Timeline
    private let console: Console
    private let transcript: TranscriptWriter?
    private let keepsTrace: Bool
    private var root: TracingCompositionRoot?
    private var navigator: Navigator?
    private var stackSubscription: Disposable?
    private var top: Screen?
    private var rendering: Disposable?
    /// What the presenters did, for a replay to compare with the recording.
    private(set) var trace: [Transcript.Entry] = []

    init(timeline: any Timeline, console: Console, transcript: TranscriptWriter?, keepsTrace: Bool = false) {
        self.timeline = timeline
        self.console = console
        self.transcript = transcript
        self.keepsTrace = keepsTrace
    }

    deinit {
        stackSubscription?.dispose()
        rendering?.dispose()
    }

    /// Builds the app with the production composition root and shows its first screen, the login.
    func start() {
        let root = TracingCompositionRoot(ProductionCompositionRoot(scheduler: timeline.scheduler)) { [weak self] in
            self?.traced($0)
        }
        let navigator = Navigator(root: root)
        self.root = root
        self.navigator = navigator
        stackSubscription = navigator.stack.subscribe(onNext: { [weak self] stack in
            if let screen = stack.last?.screen { self?.show(screen) }
        })
    }

    /// Handles a line of input; `replaying`, it only prints what the line prints, as the transcript's
    /// `send` entries do what it did.
    func handle(_ line: InputLine, replaying: Bool = false) -> Next {
        transcript?.append(.input(line, at: timeline.elapsed))
        console.lineEntered(line.shown)
        switch line {
        case .tooLong(let count):
            console.error("the line has \(count) bytes; a command has at most \(LineSplitter.longestLine)")
        case .invalidUTF8:
            console.error("the line is not valid UTF-8, so it was ignored")
        case .text(let text):
            switch Command.parse(text) {
            case .failure(let error): console.error(error.message)
            case .success(let command): return run(command, replaying: replaying)
            }
        }
        return .readNextLine
    }

    private func run(_ command: Command, replaying: Bool) -> Next {
        guard let top, let navigator else { return .readNextLine }
        switch command {
        case .help: console.show(CommandList.help)
        case .state: console.show(Self.lines(of: top))
        case .quit: return .quit
        case .wait(let duration): return replaying ? .readNextLine : .wait(milliseconds: duration.milliseconds)
        default:
            switch Intent.of(command, on: top, canGoBack: navigator.currentStack.count > 1) {
            case .failure(let error): console.error(error.message)
            case .success(let intent):
                if !replaying, let error = perform(intent) { console.error(error.message) }
            }
        }
        return .readNextLine
    }

    /// Does `intent` to the app; an event for a screen that is not on top is refused.
    func perform(_ intent: Intent) -> CommandError? {
        guard let top, let navigator, let root else { return CommandError("the app has not started") }
        transcript?.append(Transcript.Entry(time: timeline.elapsed, kind: .send, text: intent.text))
        switch (intent, top) {
        case (.login(let event), .login(let presenter)): presenter.send(event)
        case (.registration(let event), .registration(let presenter)): presenter.send(event)
        case (.feed(let event), .feed(let presenter)): presenter.send(event)
        case (.post(let event), .postDetail(let presenter)): presenter.send(event)
        case (.back, _):
            if !navigator.back() { return CommandError("there is no screen to go back to") }
        case (.fail(let failure), _):
            root.production.backend.failNextRequest(with: failure.backendFailure)
            console.show(["(the next request to the backend fails: \(failure.rawValue))"])
        default: return CommandError("'\(intent.text)' is not for the \(top.name) screen shown")
        }
        return nil
    }

    /// Renders `screen` now and at every change, once it is on top.
    private func show(_ screen: Screen) {
        guard screen != top else { return }
        top = screen
        rendering?.dispose()
        let console = self.console
        switch screen {
        case .login(let presenter):
            rendering = presenter.state.subscribe(onNext: { console.show(LoginRendering.lines($0)) })
        case .registration(let presenter):
            rendering = presenter.state.subscribe(onNext: { console.show(RegistrationRendering.lines($0)) })
        case .feed(let presenter):
            var shown: FeedState?
            rendering = presenter.state.subscribe(onNext: { state in
                console.show(FeedRendering.lines(state, after: shown))
                shown = state
            })
        case .postDetail(let presenter):
            rendering = presenter.state.subscribe(onNext: { console.show(PostDetailRendering.lines($0)) })
        }
    }

    /// What `screen` shows now.
    static func lines(of screen: Screen) -> [String] {
        switch screen {
        case .login(let presenter): return LoginRendering.lines(presenter.currentState)
        case .registration(let presenter): return RegistrationRendering.lines(presenter.currentState)
        case .feed(let presenter): return FeedRendering.lines(presenter.currentState)
        case .postDetail(let presenter): return PostDetailRendering.lines(presenter.currentState)
        }
    }

    private func traced(_ entry: TracingCompositionRoot.Entry) {
        let recorded = Transcript.Entry(
            time: timeline.milliseconds(at: entry.time), kind: entry.kind,
            text: entry.screen + " " + Console.printable(entry.description))
        transcript?.append(recorded)
        if keepsTrace { trace.append(recorded) }
        if let route = entry.route { console.show(["-> \(route)"]) }
        if entry.kind == .failure { console.show(["! the \(entry.screen) screen failed: \(entry.description)"]) }
    }
}

extension BackendFailure {
    /// The failure the in-memory backend injects for this one.
    var backendFailure: InMemoryBackend.Failure {
        switch self {
        case .network: return .connectionLost
        case .server: return .status(500)
        case .garbage: return .malformedPayload
        }
    }
}
