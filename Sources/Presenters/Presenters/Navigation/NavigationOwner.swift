import Foundation

/// Holds a ``NavigationState``, changes it by requests through ``NavigationState/applying(_:)``, publishes
/// each change, and owns what runs each screen on it (its presenter): built when the screen comes onto
/// the value, released when it leaves, with everything it was doing.
///
/// `Live` is what the app keeps for a screen: a presenter, or a value that holds one with the
/// subscription to its routes. The owner keeps exactly one for each ``NavigationSlot`` of the value, so a
/// screen that stays where it is keeps its presenter whatever else changes, and a tab's stack keeps its
/// presenters while another tab is selected.
///
/// ```swift
/// let owner = NavigationOwner(NavigationState<String, String>(root: "feed"), build: { CounterScreen(name: $0) })
/// _ = owner.state.subscribe(onNext: { print($0.stack) })
/// owner.send(.push("post 98"))
/// owner.send(.pop)
/// // Prints: feed, feed > post 98, feed
/// ```
///
/// - ``state`` replays the current value to a new subscriber and never delivers the same value twice in a
///   row, as a presenter's state does, so that a view renders it the same way.
/// - A request that a screen's presenter makes while a change is being published (reentrant) is applied at
///   once on the same thread; every observer sees the values in the order they were made.
/// - A refused request changes nothing and publishes nothing.
public final class NavigationOwner<Tab: Hashable & Sendable, Destination: Hashable & Sendable, Live> {
    /// The value the owner holds.
    public typealias State = NavigationState<Tab, Destination>

    /// Recursive: a screen's presenter may ask for a change while the owner tells it it appears, or while
    /// an observer of the value sends it an event.
    private let lock = NSRecursiveLock()
    private var current: State
    private var lives: [NavigationSlot<Tab, Destination>: Live] = [:]
    private let build: (Destination) -> Live
    private let appear: (Live) -> Void
    private let leave: (Live) -> Void
    private let published: BehaviorRelay<State>

    /// An owner of `initial`, which builds what runs each of its screens now.
    /// - Parameters:
    ///   - build: what runs `screen`, for each screen that comes onto the value.
    ///   - appear: called with what runs the screen that comes on top, before the value is published, as a
    ///     navigation controller tells a view controller it will appear.
    ///   - leave: called with what ran each screen that leaves the value, just before it is released.
    public init(
        _ initial: State, build: @escaping (Destination) -> Live, appear: @escaping (Live) -> Void = { _ in },
        leave: @escaping (Live) -> Void = { _ in }
    ) {
        current = initial
        self.build = build
        self.appear = appear
        self.leave = leave
        published = BehaviorRelay(value: initial)
        lock.withLock {
            keepLives(for: initial, bringing: nil)
            if let top = lives[initial.topSlot] { appear(top) }
        }
    }

    deinit {
        for live in lives.values { leave(live) }
    }

    /// Every value: the current one at subscription, then each one that differs from the one before.
    public var state: Observable<State> { published.asObservable().distinctUntilChanged() }

    /// The value now.
    public var currentState: State { lock.withLock { current } }

    /// What runs the screen on top, the one the user sees.
    public var top: Live {
        lock.withLock {
            guard let top = lives[current.topSlot] else {
                preconditionFailure("every screen on the value has a presenter")
            }
            return top
        }
    }

    /// What runs each screen on the value, by where it is.
    public var liveScreens: [NavigationSlot<Tab, Destination>: Live] { lock.withLock { lives } }

    /// What runs the screen at `slot`, if the value has a screen there.
    public func live(at slot: NavigationSlot<Tab, Destination>) -> Live? {
        lock.withLock { lives[slot] }
    }

    /// Applies `request` and publishes the new value, or changes nothing and says why.
    /// - Parameter live: what runs the screen the request brings on top, if the caller built it already (a
    ///   post's detail shown at once from the list's row); built with `build` otherwise.
    /// - Returns: the new value, or why `request` does not apply.
    @discardableResult
    public func send(_ request: NavigationRequest<Tab, Destination>, bringing live: Live? = nil)
        -> Result<State, NavigationRefusal<Tab, Destination>>
    {
        lock.withLock {
            let before = current
            let result = before.applying(request)
            guard case .success(let next) = result, next != before else { return result }
            current = next
            keepLives(for: next, bringing: live)
            if next.topSlot != before.topSlot, let top = lives[next.topSlot] { appear(top) }
            // The latest value: a request made while the top appeared has changed it again.
            published.accept(current)
            return result
        }
    }

    /// Builds what runs each new screen of `value` (`live` for the top one, if given) and releases what ran
    /// each screen that left it.
    private func keepLives(for value: State, bringing live: Live?) {
        let slots = value.slots
        let kept = Set(slots)
        for (slot, old) in lives where !kept.contains(slot) {
            lives[slot] = nil
            leave(old)
        }
        for slot in slots where lives[slot] == nil {
            lives[slot] = slot == value.topSlot ? live ?? build(slot.screen) : build(slot.screen)
        }
    }
}
