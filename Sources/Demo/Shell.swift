import Foundation
import Presenters
import ShowcaseApp

/// The demo's view layer: it renders the navigation value (a `-> ...` line for each change of the screen
/// on top, and that screen), turns each line of input into what that screen's controls would do, and
/// prints every change of the screen.
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
    private let recorder: SessionRecorder?
    private let replayed: ReplayedAnswers?
    private var names = PresenterNames()
    private var root: CompositionRoot?
    /// The in-memory backend and location service the app runs on, to inject failures into.
    private var simulator: Simulator?
    private var navigator: Navigator?
    private var subscriptions: [Disposable] = []
    private var top: AdaptedScreen?
    /// The screens the navigator holds, each adapted once, as it was built.
    private var adapted: [AdaptedScreen] = []
    private var rendering: Disposable?
    /// The navigation value last rendered.
    private var rendered: AppNavigation?
    /// Where the app keeps the images it downloads; none if `nil`. The cache is opened when the app starts.
    var imageCacheDirectory: URL?
    /// How many entries of the backend's log `requests` has shown.
    private var requestsShown = 0
    /// The kinds of screen whose legend has been shown in this run.
    private var legendsShown: Set<String> = []
    /// Where the session is kept; in memory if `nil`.
    private let credentials: (any CredentialsStore)?
    /// Where the navigation is saved when the demo quits and restored from when it starts; nowhere if `nil`.
    private let navigationFile: NavigationFile?
    /// The server the app runs against over HTTP; the simulator if `nil`.
    private let api: URL?
    /// A shell whose session `recorder` records, if any, and whose presenters' use cases answer with
    /// `replayed`, the answers of a recording, if any, rather than ask the backend.
    init(
        timeline: any Timeline, console: Console, recorder: SessionRecorder?, replayed: ReplayedAnswers? = nil,
        credentials: (any CredentialsStore)? = nil, navigationFile: NavigationFile? = nil, api: URL? = nil
    ) {
        self.api = api
        self.credentials = credentials
        self.navigationFile = navigationFile
        self.timeline = timeline
        self.console = console
        self.recorder = recorder
        self.replayed = replayed
    }

    deinit {
        for subscription in subscriptions { subscription.dispose() }
        rendering?.dispose()
    }

    /// Builds the app with the composition root as it ships, over the environment of a simulator, and shows
    /// its first screen: the one for a user signed out or signed in, as the app says, or where the user was
    /// when a navigation is saved.
    func start() {
        let credentialsStore = credentials ?? InMemoryCredentialsStore()
        let simulator = api == nil ? Simulator(scheduler: timeline.scheduler) : nil
        var environment =
            simulator?.environment(credentialsStore: credentialsStore, imageCacheDirectory: imageCacheDirectory)
            ?? serverEnvironment(credentialsStore: credentialsStore)
        if recorder != nil || replayed != nil {
            environment.answers = { [weak self] kind in self?.answers(of: kind.name) ?? .live }
        }
        let root = CompositionRoot(environment: environment)
        root.screenBuilt = { [weak self] screen in self?.follow(screen) }
        console.show(root.startupWarnings.map { "(\($0))" })
        let navigator = Navigator(root: root)
        self.root = root
        self.simulator = simulator
        self.navigator = navigator
        restoreNavigation(in: navigator, signedIn: root.store.state.session != nil)
        let console = console
        subscriptions = [
            navigator.navigation.subscribe(onNext: { [weak self] value in self?.render(value) }),
            navigator.refusals.subscribe(onNext: { console.error($0.message) }),
            navigator.lostScreens.subscribe(onNext: { console.show(["! \($0) no longer exists; \(Self.startingOver)"]) }
            ),
        ]
    }

    /// The environment of the app against the server at `api`: `URLSessionAPIClient`, sending the token of
    /// the session in `credentialsStore`; the device's location is the simulated one, as the demo has no
    /// device. The answers arrive on the main queue, which runs the timeline's work, so that the shell sees
    /// them one at a time, as it sees the simulator's.
    private func serverEnvironment(credentialsStore: any CredentialsStore) -> AppEnvironment {
        let answers = OperationQueue()
        answers.underlyingQueue = .main
        answers.maxConcurrentOperationCount = 1
        let client = URLSessionAPIClient(
            baseURL: api ?? URL(fileURLWithPath: "/"), scheduler: timeline.scheduler, delegateQueue: answers,
            session: { credentialsStore.session })
        if !client.sendsToken(to: client.baseURL) {
            console.show([
                "! the session's token will not be sent to \(client.baseURL.host ?? "the server") over plain http "
                    + "(only over https, or to this machine: localhost, 127.0.0.1, ::1); the requests go without it"
            ])
        }
        return AppEnvironment(
            client: client, locationService: InMemoryLocationService(scheduler: timeline.scheduler),
            imageCacheDirectory: imageCacheDirectory, credentialsStore: credentialsStore, scheduler: timeline.scheduler)
    }

    /// Why a command of the simulator does nothing against a server.
    private func simulatorOnly(_ command: String) -> CommandError {
        CommandError(
            "'\(command)' works on the simulator only: the app runs against \(api?.absoluteString ?? "a server")")
    }

    /// Where a signed-in user starts when the saved navigation cannot be shown: the app's first screen.
    private static var startingOver: String { "starting at the \(AppNavigation.signedIn.top)" }

    /// Shows where the user was when the demo last quit, if a navigation was saved and someone is signed in;
    /// a file that cannot be used, or names a screen the app does not have, is said in one line.
    private func restoreNavigation(in navigator: Navigator, signedIn: Bool) {
        guard let navigationFile, signedIn else { return }
        switch navigationFile.read() {
        case .success(nil): return
        case .failure(let problem): console.show(["! \(problem); \(Self.startingOver)"])
        case .success(let saved?):
            switch navigator.restore(saved) {
            case .success(let restored): console.show(["restored: \(restored.path)"])
            case .failure(let problem):
                console.show([
                    "! the saved navigation \(navigationFile.path) cannot be restored: \(problem); \(Self.startingOver)"
                ])
            }
        }
    }

    /// Saves where the user is, for the next start, if a file was given: the navigation while someone is
    /// signed in; otherwise no file, so that the next start is signed out. A failure is said, not fatal.
    func saveNavigation() {
        guard let navigationFile, let navigator, let root else { return }
        let problem =
            root.store.state.session == nil ? navigationFile.remove() : navigationFile.save(navigator.currentNavigation)
        if let problem { console.show(["! \(problem)"]) }
    }

    /// Handles a line of input; `replaying`, it only prints what the line prints, as the recording's `send`
    /// notes do what it did.
    func handle(_ line: InputLine, replaying: Bool = false) -> Next {
        let shown = line.redactingSecrets(on: top)
        if let recorder { DemoNote.input(shown).write(to: recorder) }
        console.lineEntered(shown.shown)
        switch line {
        case .tooLong(let count):
            console.error("the line has \(count) bytes; a command has at most \(LineSplitter.longestLine)")
        case .invalidUTF8:
            console.error("the line is not valid UTF-8, so it was ignored")
        case .text(let text):
            switch Command.parse(text, on: top) {
            case .failure(let error): console.error(error.message)
            case .success(let command): return run(command, replaying: replaying)
            }
        }
        return .readNextLine
    }

    private func run(_ command: Command, replaying: Bool) -> Next {
        switch command {
        case .help: console.show(Help.lines(shown: top?.adapter))
        case .state: console.show(top?.lines() ?? [])
        case .screens: console.show(navigator.map { NavigationRendering.lines(of: $0.currentNavigation) } ?? [])
        case .requests:
            guard simulator != nil else {
                console.error(simulatorOnly("requests").message)
                return .readNextLine
            }
            console.show(requests())
        case .quit: return .quit
        case .wait(let duration): return replaying ? .readNextLine : .wait(milliseconds: duration.milliseconds)
        case .tab(let tab, let line):
            // Replayed, the recording's notes show the tab and send the event.
            guard !replaying else { return .readNextLine }
            if let error = perform(.tab(tab)) {
                console.error(error.message)
            } else if let top {
                switch Command.parse(line, onlyOn: top, of: tab) {
                case .failure(let error): console.error(error.message)
                case .success(let command): return run(command, replaying: replaying)
                }
            }
        case .intent(let intent):
            // A link that is not the app's is refused before it is sent, as a control that cannot be used.
            if case .link(let link) = intent, case .failure(let error)? = root?.deepLinkParser.parse(link) {
                console.error(error.message)
            } else if !replaying, let error = perform(intent) {
                console.error(error.message)
            }
        }
        return .readNextLine
    }

    /// Does `intent` as a recording's `send` note says, and prints its refusal, if any, as the session did.
    func replay(_ intent: Intent) {
        if let error = perform(intent) { console.error(error.message) }
    }

    /// Does `intent` to the app; an event for a screen that is not on top is refused.
    func perform(_ intent: Intent) -> CommandError? {
        guard let top, let navigator else { return CommandError("the app has not started") }
        if simulator == nil {
            if case .fail = intent { return simulatorOnly("fail") }
            if case .location = intent { return simulatorOnly("location") }
        }
        if let recorder { DemoNote.send(intent).write(to: recorder) }
        switch intent {
        case .event(let event):
            guard event.screen == top.screen.name, event.send(to: top.screen) else {
                return CommandError("'\(intent.text)' is not for the \(top.screen.name) screen shown")
            }
        case .back:
            if case .failure(let refusal) = navigator.back() { return CommandError(refusal.message) }
        case .fail(let failure):
            simulator?.backend.failNextRequest(with: failure.backendFailure)
            console.show(["(the next request to the backend fails: \(failure.rawValue))"])
        case .tab(let tab):
            if case .failure(let error) = navigator.open(tab) { return CommandError(error.message) }
        case .location(let permission):
            simulator?.locationService.permission = permission
            console.show(["(the app's location permission is now: \(permission.rawValue))"])
        case .link(let link):
            switch navigator.open(link) {
            case .failure(let error): return CommandError(error.message)
            case .success(let opened):
                if navigator.waitingLink == opened {
                    console.show(["(logged out: \(opened) opens after the \(AppNavigation.signedOut.top))"])
                }
            }
        }
        return nil
    }

    /// The backend's log since the last time, one request a line.
    private func requests() -> [String] {
        guard let log = simulator?.backend.log else { return [] }
        let new = log.dropFirst(requestsShown)
        requestsShown = log.count
        return new.isEmpty ? ["(no request since the last time)"] : new.map { "  backend: \($0)" }
    }

    /// Renders `value`: a `-> ...` line if the screen on top changed, then that screen.
    private func render(_ value: AppNavigation) {
        defer { rendered = value }
        guard let navigator, let screen = navigator.screen(at: value.topSlot) else { return }
        let held = navigator.screens
        adapted.removeAll { each in !held.contains(each.screen) }
        if let rendered, rendered.topSlot != value.topSlot {
            console.show(["-> \(NavigationRendering.transition(from: rendered, to: value))"])
        }
        show(screen)
    }

    /// Renders `screen` now and at every change, once it is on top.
    private func show(_ screen: Screen) {
        guard screen != top?.screen else { return }
        rendering?.dispose()
        rendering = nil
        // A screen is adapted as the root builds it; one built elsewhere is adapted as it is shown.
        let adapted = self.adapted.first { $0.screen == screen } ?? AdaptedScreen(screen)
        top = adapted
        if !adapted.adapter.legend.isEmpty, legendsShown.insert(screen.name).inserted {
            console.show(adapted.adapter.legend)
        }
        let console = self.console
        rendering = adapted.render { console.show($0) }
    }

    /// The answers of the use cases of the next presenter of the screens named `kind`, which the recording
    /// follows under a name of its own: from the recording replayed if there is one, and recorded if the
    /// session is.
    private func answers(of kind: String) -> Answers {
        let name = names.claim(for: kind)
        let source = replayed?.answers(forPresenterNamed: name) ?? .live
        return recorder?.answers(for: name, from: source) ?? source
    }

    /// Adapts `screen` as it is built, shows the errors of its presenter that nothing turned into state, and
    /// records the presenter if the session is recorded.
    private func follow(_ screen: Screen) {
        let kind = screen.name
        let name = names.take(for: kind)
        let screen = AdaptedScreen(screen)
        adapted.append(screen)
        screen.follow(
            { [weak self] error in self?.console.show(["! the \(kind) screen failed: \(error)"]) }, recorder, name)
    }
}

extension BackendFailure {
    /// The failure the in-memory backend injects for this one.
    var backendFailure: InMemoryBackend.Failure {
        switch self {
        case .network: return .connectionLost
        case .server: return .status(500)
        case .garbage: return .malformedPayload
        case .hang: return .hang
        case .notFound: return .notFound
        }
    }
}

/// The names a recording follows the presenters under, one each: the screen's name for the first of its
/// kind (`name`), then the name and the number of the presenter among those of its kind (`name-2`).
struct PresenterNames {
    private var counts: [String: Int] = [:]
    /// The names given to presenters whose answers were asked for before they were built.
    private var claimed: [String: String] = [:]

    /// A new name for the next presenter of the screens named `kind`, which `take(for:)` gives it when it
    /// is built.
    mutating func claim(for kind: String) -> String {
        let name = next(for: kind)
        claimed[kind] = name
        return name
    }

    /// The name of the presenter of the screens named `kind` just built: the one claimed for it, or a new one.
    mutating func take(for kind: String) -> String {
        claimed.removeValue(forKey: kind) ?? next(for: kind)
    }

    private mutating func next(for kind: String) -> String {
        counts[kind, default: 0] += 1
        let count = counts[kind, default: 0]
        return count == 1 ? kind : "\(kind)-\(count)"
    }
}
