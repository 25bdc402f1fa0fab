import Foundation
import Presenters

/// Keeps the stack of screens: it follows the routes the screens on the stack emit, builds the next
/// screen through the composition root, and owns the presenters on the stack, so that a screen taken off
/// the stack is released with everything it was doing.
///
/// The navigator names no screen: what a route does (push a screen, present one, replace the root, go
/// back) is said by the screen's feature when the composition root builds it. The app starts at the
/// composition root's first screen, the login.
///
/// ```swift
/// let navigator = Navigator(root: CompositionRoot(scheduler: MainScheduler.instance))
/// _ = navigator.stack.subscribe(onNext: { print($0.map(\.description)) })
/// // Prints: ["login (root)"]
/// ```
///
/// A screen that becomes the top one is told it appears (the feed then loads its first page), as a
/// navigation controller tells its view controllers.
public final class Navigator {
    private let root: CompositionRoot
    /// Recursive: a route may arrive while the stack is being published, from an observer that sends an
    /// event to the new top screen. Held while publishing, so that every observer sees the stacks in order.
    private let lock = NSRecursiveLock()
    private var entries: [Followed] = []
    private let published = BehaviorRelay<[NavigationEntry]>(value: [])
    private let followed = PublishRelay<Navigation>()
    /// The link that arrived while nobody was signed in, opened once a user is.
    private var pendingLink: DeepLink?

    /// A navigator whose first screen is the one `root` starts the app with.
    public init(root: CompositionRoot) {
        self.root = root
        replaceRoot(with: root.makeFirstScreen())
    }

    deinit {
        for followed in entries { followed.routes.dispose() }
    }

    /// The stack, bottom first: the current one at subscription, then every change.
    public var stack: Observable<[NavigationEntry]> { published.asObservable() }

    /// The screen on top of the stack: the current one at subscription, then each screen that comes on
    /// top, by pushing, presenting, replacing the root or going back.
    public var topScreen: Observable<Screen> {
        published.map { $0[$0.count - 1].screen }.distinctUntilChanged()
    }

    /// What the navigator does for the routes of the screens on the stack, and for the links it opens, each
    /// just before the stack changes; a view layer shows the transitions from it. Navigations asked for
    /// directly, with `push`, `back` and the like, are not in it.
    public var navigations: Observable<Navigation> { followed.asObservable() }

    /// The stack now, bottom first.
    public var currentStack: [NavigationEntry] { lock.withLock { entries.map(\.entry) } }

    /// The screen on top of the stack, the one the user sees.
    public var top: Screen { lock.withLock { entries[entries.count - 1].entry.screen } }

    /// Puts `screen` on top of the stack.
    public func push(_ screen: Screen) {
        change { $0.append(entry(screen, .push)) }
    }

    /// Presents `screen` modally over the top of the stack.
    public func present(_ screen: Screen) {
        change { $0.append(entry(screen, .modal)) }
    }

    /// Makes `screen` the only screen, releasing every other.
    public func replaceRoot(with screen: Screen) {
        lock.withLock {
            change { $0 = [entry(screen, .root)] }
            openWaitingLink()
        }
    }

    /// Takes the top screen off the stack and releases it; returns false, doing nothing, when the top
    /// screen is the root.
    @discardableResult
    public func back() -> Bool {
        lock.withLock {
            guard entries.count > 1 else { return false }
            change { $0.removeLast() }
            return true
        }
    }

    /// Opens the screen of `link` on top of the stack, loading it as it does when it appears; while nobody is
    /// signed in, keeps the link (the last one, if several arrive) and opens it as soon as a screen replaces
    /// the root with a user signed in, as after a login.
    ///
    /// A link that is not one of the app's changes nothing: its error is returned. A link to something that
    /// does not exist opens its screen, which says so when it loads (a post not found).
    /// - Returns: the link opened or kept, or why it opens nothing.
    @discardableResult
    public func open(_ link: String) -> Result<DeepLink, DeepLinkError> {
        let parsed = root.deepLinkParser.parse(link)
        guard case .success(let deepLink) = parsed else { return parsed }
        return lock.withLock {
            guard root.store.state.session != nil else {
                pendingLink = deepLink
                return parsed
            }
            show(root.makeScreen(for: deepLink))
            return parsed
        }
    }

    /// Opens the screen of the tab `tab` on top of the stack, as tapping it in the tab bar does; the tabs are
    /// the signed-in app's, so while nobody is signed in nothing opens and the error says so.
    /// - Returns: the tab opened, or why it did not open.
    @discardableResult
    public func open(_ tab: AppTab) -> Result<AppTab, TabError> {
        lock.withLock {
            let opens = canOpen(tab)
            if case .success = opens { push(root.makeScreen(for: tab)) }
            return opens
        }
    }

    /// Whether the tab `tab` opens now: only while a user is signed in.
    /// - Returns: the tab, or why it would not open.
    public func canOpen(_ tab: AppTab) -> Result<AppTab, TabError> {
        root.store.state.session == nil ? .failure(TabError(tab: tab)) : .success(tab)
    }

    /// The link kept until a user signs in, if any.
    public var waitingLink: DeepLink? { lock.withLock { pendingLink } }

    /// Pushes `screen`, opened by a link, announcing it as a route's navigation is.
    private func show(_ screen: Screen) {
        followed.accept(.push(screen))
        push(screen)
    }

    /// Opens the link kept while nobody was signed in, now that someone is.
    private func openWaitingLink() {
        guard let link = pendingLink, root.store.state.session != nil else { return }
        pendingLink = nil
        show(root.makeScreen(for: link))
    }

    /// Does what `navigation` says.
    public func perform(_ navigation: Navigation) {
        switch navigation {
        case .push(let screen): push(screen)
        case .present(let screen): present(screen)
        case .replaceRoot(let screen): replaceRoot(with: screen)
        case .back: back()
        }
    }

    /// Changes the stack, ends the route subscriptions of the screens taken off, tells the new top screen
    /// it appears, and publishes the stack.
    private func change(_ update: (inout [Followed]) -> Void) {
        lock.withLock {
            let before = entries
            update(&entries)
            for old in before where !entries.contains(where: { $0 === old }) {
                old.routes.dispose()
            }
            let top = entries[entries.count - 1].entry.screen
            if before.last?.entry.screen != top { top.appear() }
            published.accept(entries.map(\.entry))
        }
    }

    /// An entry for `screen` whose routes the navigator follows until it leaves the stack.
    private func entry(_ screen: Screen, _ presentation: Presentation) -> Followed {
        let routes = screen.navigations.subscribe(onNext: { [weak self] navigation in
            guard let self else { return }
            followed.accept(navigation)
            perform(navigation)
        })
        return Followed(entry: NavigationEntry(screen, presentation), routes: routes)
    }
}

/// An entry of the stack and the subscription to its screen's routes, which ends when the entry leaves
/// the stack (even if the same screen stays on it in another entry).
private final class Followed {
    let entry: NavigationEntry
    let routes: Disposable

    init(entry: NavigationEntry, routes: Disposable) {
        self.entry = entry
        self.routes = routes
    }
}
