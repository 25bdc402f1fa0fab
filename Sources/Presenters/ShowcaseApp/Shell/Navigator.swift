import Foundation
import Presenters

/// Owns where the user is, as an ``AppNavigation`` value, and a presenter for each screen on it: it follows
/// the routes of those screens, applies the navigation request each asks for, and builds each new screen
/// from its ``AppScreen`` through the composition root; a screen that leaves the value is released with
/// everything it was doing.
///
/// The value changes only through ``NavigationState/applying(_:)``, inside a ``NavigationOwner``; the
/// navigator adds what is the app's: the tabs of a signed-in user, the link kept while nobody is signed in,
/// restoring a saved value. It names no screen: the request a route makes is said by the screen's feature
/// (``AppFeature/request(for:in:)``). A request a screen makes while the value is being delivered (as it
/// appears) is applied at once and delivered after, as the framework's `NavigationOwner` does.
///
/// ```swift
/// let navigator = Navigator(root: AppUnderTest().root)
/// _ = navigator.navigation.subscribe(onNext: { print($0.path) })
/// // Prints: login
/// ```
///
/// A screen that comes on top is told it appears (the feed then loads its first page), as a navigation
/// controller tells its view controllers.
public final class Navigator {
    private let root: CompositionRoot
    private let refused = PublishRelay<AppNavigationRefusal>()
    private let lost = PublishRelay<AppScreen>()
    /// Guards `pendingLink` and `restoring`; never held while the value changes, so that it is never taken
    /// after the owner's lock on one thread and before it on another.
    private let lock = NSLock()
    /// The link that arrived while nobody was signed in, opened once a user is.
    private var pendingLink: DeepLink?
    /// Follows the screens of a restored value until one finds that what it shows is gone.
    private var restoring: Disposable?
    private lazy var owner = NavigationOwner<AppTab, AppScreen, FollowedScreen>(
        root.store.state.session == nil ? .signedOut : .signedIn, scheduler: root.scheduler,
        build: { [unowned self] id in follow(root.screen(id)) },
        appear: { $0.screen.willAppear() },
        leave: { $0.routes.dispose() })

    /// A navigator that starts where `root` starts the app: the signed-in tabs if a session is stored, the
    /// login otherwise.
    public init(root: CompositionRoot) {
        self.root = root
        _ = owner
        root.sessionEnded = { [weak self] in self?.showLoginAfterSessionEnded() }
    }

    /// The backend ended the session: the login alone, which says so, in place of the signed-in app. The
    /// next login leads to the feed, as any login does, whoever logs in.
    private func showLoginAfterSessionEnded() {
        guard owner.currentState.selectedTab != nil else { return }
        owner.send(.reset(.signedOut))
    }

    deinit {
        lock.withLock { restoring }?.dispose()
    }

    /// Every value: the current one at subscription, then each one that differs, as a presenter's state.
    public var navigation: Observable<AppNavigation> { owner.state }

    /// The value now.
    public var currentNavigation: AppNavigation { owner.currentState }

    /// The screens shown, bottom first (the stack shown, then the modal's): the current ones at
    /// subscription, then at every change of the value.
    public var stack: Observable<[NavigationEntry]> {
        navigation.map { [weak self] value in self?.entries(of: value) ?? [] }.distinctUntilChanged()
    }

    /// The screens shown now, bottom first: the stack shown, then the modal's.
    public var currentStack: [NavigationEntry] { entries(of: owner.currentState) }

    /// The screens `value` shows, bottom first, as they are built for it once it is delivered.
    private func entries(of value: AppNavigation) -> [NavigationEntry] {
        let place: NavigationPlace<AppTab> = value.selectedTab.map { .tab($0) } ?? .main
        func entries(_ stack: ScreenStack<AppScreen>, at place: NavigationPlace<AppTab>, first: Presentation)
            -> [NavigationEntry]
        {
            stack.screens.enumerated().compactMap { depth, id in
                screen(at: NavigationSlot(place: place, depth: depth, screen: id)).map {
                    NavigationEntry($0, depth == 0 ? first : .push)
                }
            }
        }
        return entries(value.stack, at: place, first: .root)
            + (value.modal.map { entries($0, at: .modal, first: .modal) } ?? [])
    }

    /// The screen on top, the one the user sees.
    public var top: Screen { owner.top.screen }

    /// Every screen the navigator holds: those of each tab's stack and of the modal, in no order.
    public var screens: [Screen] { owner.liveScreens.values.map(\.screen) }

    /// The screen at `slot` of the value, if there is one there.
    public func screen(at slot: NavigationSlot<AppTab, AppScreen>) -> Screen? {
        owner.live(at: slot)?.screen
    }

    /// The requests of the screens' routes that did not apply, with why (a back button at a tab's first
    /// screen).
    public var refusals: Observable<AppNavigationRefusal> { refused.asObservable() }

    /// The screens of a restored value that found what they show gone, each just before the navigator
    /// goes back to the feed.
    public var lostScreens: Observable<AppScreen> { lost.asObservable() }

    /// Does what a route of a screen asks: applies `request`, or tells ``refusals`` why it does not apply;
    /// then, if a user is signed in now, opens the link kept while nobody was.
    public func perform(_ request: AppNavigationRequest) {
        if case .failure(let refusal) = owner.send(request) { refused.accept(refusal) }
        openWaitingLink()
    }

    /// Applies `request`, or says why it does not apply.
    @discardableResult
    public func request(_ request: AppNavigationRequest) -> Result<AppNavigation, AppNavigationRefusal> {
        owner.send(request)
    }

    /// Goes back, as a back button or a swipe: takes the top screen off, or dismisses a modal at its first
    /// screen, and releases it; at the first screen of the stack shown, changes nothing and says so.
    @discardableResult
    public func back() -> Result<AppNavigation, AppNavigationRefusal> {
        owner.send(.back)
    }

    /// Shows the screen of `link` on the first screen of its tab, that tab selected, loading it as it does
    /// when it appears: a post, a collection or a user on the feed, a search for a text on the search's tab;
    /// while nobody is signed in, keeps the link (the last one, if several arrive) and opens it as soon as a
    /// user signs in.
    ///
    /// A link that is not one of the app's changes nothing: its error is returned. A link to something that
    /// does not exist opens its screen, which says so when it loads (a post not found).
    /// - Returns: the link opened or kept, or why it opens nothing.
    @discardableResult
    public func open(_ link: String) -> Result<DeepLink, DeepLinkError> {
        let parsed = root.deepLinkParser.parse(link)
        guard case .success(let deepLink) = parsed else { return parsed }
        guard root.store.state.session != nil else {
            lock.withLock { pendingLink = deepLink }
            return parsed
        }
        owner.send(.reset(.signedIn(showing: [deepLink.screen], in: deepLink.tab)))
        return parsed
    }

    /// Shows the tab `tab` with its stack as it was left, as tapping it in the tab bar does; the tabs are
    /// the signed-in app's, so while nobody is signed in nothing changes and the error says so.
    /// - Returns: the tab shown, or why it was not.
    @discardableResult
    public func open(_ tab: AppTab) -> Result<AppTab, TabError> {
        if case .failure(let error) = canOpen(tab) { return .failure(error) }
        return owner.send(.select(tab)).map { _ in tab }.mapError { TabError(tab: tab, refusal: $0) }
    }

    /// Whether the tab `tab` can be shown: only while a user is signed in.
    /// - Returns: the tab, or why it would not be shown.
    public func canOpen(_ tab: AppTab) -> Result<AppTab, TabError> {
        root.store.state.session == nil ? .failure(TabError(tab: tab)) : .success(tab)
    }

    /// The link kept until a user signs in, if any.
    public var waitingLink: DeepLink? { lock.withLock { pendingLink } }

    /// Shows `saved`, a value saved by an earlier run, each of its screens built again from its id and
    /// loaded when it appears; a screen that finds what it shows gone (a post deleted since) takes the app
    /// back to the feed, and is told to ``lostScreens``.
    /// - Returns: the value shown, or why it cannot be (nobody signed in, tabs that are not the app's); then
    ///   nothing changes. A value naming a screen the app does not have cannot be read: ``AppScreen`` fails to
    ///   decode it.
    @discardableResult
    public func restore(_ saved: AppNavigation) -> Result<AppNavigation, RestoreProblem> {
        guard root.store.state.session != nil else { return .failure(.signedOut) }
        guard saved.tabs.map(\.tab) == AppTab.allCases else { return .failure(.otherTabs(saved.tabs.map(\.tab))) }
        owner.send(.reset(saved))
        let lost = lost
        let watching = Observable.merge(owner.liveScreens.values.map(\.screen.gone)).take(1)
            .subscribe(onNext: { [weak self] id in
                lost.accept(id)
                self?.owner.send(.reset(.signedIn))
            })
        let previous = lock.withLock {
            defer { restoring = watching }
            return restoring
        }
        previous?.dispose()
        return .success(saved)
    }

    /// Opens the link kept while nobody was signed in, now that someone is.
    private func openWaitingLink() {
        guard root.store.state.session != nil else { return }
        let link: DeepLink? = lock.withLock {
            defer { pendingLink = nil }
            return pendingLink
        }
        if let link { owner.send(.reset(.signedIn(showing: [link.screen], in: link.tab))) }
    }

    /// `screen`, whose routes the navigator follows until it leaves the value.
    private func follow(_ screen: Screen) -> FollowedScreen {
        let routes = screen.requests.subscribe(onNext: { [weak self] request in
            self?.perform(request)
        })
        return FollowedScreen(screen: screen, routes: routes)
    }
}

/// Why a saved navigation was not restored.
public enum RestoreProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nobody is signed in: the app starts at the login.
    case signedOut
    /// The saved tabs are not the app's (saved by another version).
    case otherTabs([AppTab])

    /// What the user is told.
    public var message: String {
        switch self {
        case .signedOut: return "nobody is signed in"
        case .otherTabs(let tabs):
            return "its tabs (\(tabs.map(\.rawValue).joined(separator: ", "))) are not the app's"
        }
    }

    public var description: String { message }
}

/// A screen on the navigation value and the subscription to its routes, which ends when it leaves.
final class FollowedScreen {
    let screen: Screen
    let routes: Disposable

    init(screen: Screen, routes: Disposable) {
        self.screen = screen
        self.routes = routes
    }
}
