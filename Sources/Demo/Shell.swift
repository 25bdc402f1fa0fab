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
    private var root: CompositionRoot?
    private var navigator: Navigator?
    private var subscriptions: [Disposable] = []
    private var top: AdaptedScreen?
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
        for subscription in subscriptions { subscription.dispose() }
        rendering?.dispose()
    }

    /// Builds the app with the composition root as it ships and shows its first screen, the login.
    func start() {
        let root = CompositionRoot(scheduler: timeline.scheduler)
        root.screenBuilt = { [weak self] screen in self?.traceScreen(screen) }
        let navigator = Navigator(root: root)
        self.root = root
        self.navigator = navigator
        subscriptions = [
            navigator.navigations.subscribe(onNext: { [weak self] navigation in self?.showTransition(navigation) }),
            navigator.stack.subscribe(onNext: { [weak self] stack in
                if let screen = stack.last?.screen { self?.show(screen) }
            }),
        ]
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
        case .state: console.show(top.lines())
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
        switch intent {
        case .event(let screen, let event):
            guard screen == top.screen.name, top.send(event[...]) else {
                return CommandError("'\(intent.text)' is not for the \(top.screen.name) screen shown")
            }
        case .back:
            if !navigator.back() { return CommandError("there is no screen to go back to") }
        case .fail(let failure):
            root.backend.failNextRequest(with: failure.backendFailure)
            console.show(["(the next request to the backend fails: \(failure.rawValue))"])
        }
        return nil
    }

    /// Renders `screen` now and at every change, once it is on top.
    private func show(_ screen: Screen) {
        guard screen != top?.screen else { return }
        rendering?.dispose()
        rendering = nil
        guard let adapted = AdaptedScreen(screen) else {
            top = nil
            return console.error("the demo cannot show the \(screen.name) screen")
        }
        top = adapted
        let console = self.console
        rendering = adapted.render { console.show($0) }
    }

    /// `-> feed`, `-> post #98`, `-> back`: where a screen's route took the app.
    private func showTransition(_ navigation: Navigation) {
        let title = navigation.screen.map { AdaptedScreen($0)?.title() ?? $0.name } ?? "back"
        console.show(["-> \(title)"])
    }

    /// Writes what the presenter of `screen` does into the transcript, as it does it.
    private func traceScreen(_ screen: Screen) {
        let name = screen.name
        AdaptedScreen(screen)?.trace { [weak self] time, entry in
            guard let self else { return }
            let recorded = Transcript.Entry(
                time: timeline.milliseconds(at: time), kind: entry.kind,
                text: name + " " + Console.printable(entry.description))
            transcript?.append(recorded)
            if keepsTrace { trace.append(recorded) }
            if entry.kind == .failure { console.show(["! the \(name) screen failed: \(entry.description)"]) }
        }
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
