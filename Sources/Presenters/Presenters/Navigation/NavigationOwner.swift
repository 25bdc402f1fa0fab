import Foundation

/// Holds a ``NavigationState``, changes it by requests through ``NavigationState/applying(_:)``, publishes
/// each change, and owns what runs each screen on it (its presenter): built from the screen's destination
/// when the screen comes onto the value, released when it leaves, with everything it was doing.
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
/// - A request is applied as it is sent, so ``send(_:)`` returns its outcome and ``currentState`` is the
///   value after every request sent so far. Its value is delivered (its screens built, the top one told it
///   appears, the value published) under the rule of <doc:CallsMadeDuringADelivery>: a request sent while
///   a value is being delivered (by a screen told it appears, by an observer of the value, or from another
///   thread) is delivered after that one, never inside it, and every observer sees the values in order.
/// - A refused request changes nothing and publishes nothing.
public final class NavigationOwner<Tab: Hashable & Sendable, Destination: Hashable & Sendable, Live> {
    /// The value the owner holds.
    public typealias State = NavigationState<Tab, Destination>

    /// Guards `delivered` and `lives`; never held while calling out.
    private let lock = NSLock()
    /// The value after every request sent so far, and its deliveries.
    let requested: SerialValue<State>
    /// The value whose screens are in `lives`: the last one delivered.
    private var delivered: State
    private var lives: [NavigationSlot<Tab, Destination>: Live] = [:]
    /// What runs the screens brought by the caller rather than built, by the slot each comes to.
    let brought = BroughtScreens<NavigationSlot<Tab, Destination>, Live>()
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
    ///   - scheduler: where the owner lives, as a presenter does (<doc:WherePresentersRun>): a request sent
    ///     from elsewhere is applied at once, and its value delivered (its screens built, told they appear,
    ///     the value published) on the scheduler. Without one, by the thread that sends the request.
    public init(
        _ initial: State, scheduler: (any SchedulerType)? = nil, build: @escaping (Destination) -> Live,
        appear: @escaping (Live) -> Void = { _ in }, leave: @escaping (Live) -> Void = { _ in }
    ) {
        requested = SerialValue(initial, scheduler: scheduler)
        delivered = initial
        self.build = build
        self.appear = appear
        self.leave = leave
        published = BehaviorRelay(value: initial)
        var built: [NavigationSlot<Tab, Destination>: Live] = [:]
        for slot in initial.slots { built[slot] = build(slot.screen) }
        lives = built
        if let top = built[initial.topSlot] { appear(top) }
    }

    deinit {
        for live in lives.values { leave(live) }
    }

    /// Every value: the current one at subscription, then each one that differs from the one before.
    public var state: Observable<State> { published.asObservable().distinctUntilChanged() }

    /// The value after every request sent so far.
    public var currentState: State { requested.value }

    /// What runs the screen on top, the one the user sees, in the value delivered last.
    public var top: Live {
        lock.withLock {
            guard let top = lives[delivered.topSlot] else {
                preconditionFailure("every screen on the value has a presenter")
            }
            return top
        }
    }

    /// What runs each screen of the value delivered last, by where it is.
    public var liveScreens: [NavigationSlot<Tab, Destination>: Live] { lock.withLock { lives } }

    /// What runs the screen at `slot`, if the value delivered last has a screen there.
    public func live(at slot: NavigationSlot<Tab, Destination>) -> Live? {
        lock.withLock { lives[slot] }
    }

    /// Applies `request` and delivers the new value, or changes nothing and says why.
    /// - Returns: the new value, or why `request` does not apply.
    @discardableResult
    public func send(_ request: NavigationRequest<Tab, Destination>)
        -> Result<State, NavigationRefusal<Tab, Destination>>
    {
        requested.change(
            { current in
                let result = current.applying(request)
                guard case .success(let next) = result, next != current else { return (result, deliver: false) }
                current = next
                return (result, deliver: true)
            }, deliver: { [weak self] next in self?.deliver(next) })
    }

    /// Builds what runs each new screen of `next` and releases what ran each screen that left it, tells the
    /// screen that came on top that it appears, then publishes `next`.
    ///
    /// `next` becomes the value delivered only once every screen on it has what runs it, in one hold of the
    /// lock: `top` and `live(at:)`, read from any thread meanwhile, see the value before with its screens
    /// or the value after with its screens, never a value whose screens are still being built.
    func deliver(_ next: State) {
        let (left, missing) = lock.withLock {
            let kept = Set(next.slots)
            return (lives.filter { !kept.contains($0.key) }, next.slots.filter { lives[$0] == nil })
        }
        for live in left.values { leave(live) }
        let built = missing.map { slot in
            (slot, brought.take(slot) ?? build(slot.screen))
        }
        let before = lock.withLock {
            let before = delivered
            for slot in left.keys { lives[slot] = nil }
            for (slot, live) in built { lives[slot] = live }
            brought.forget(next.slots)
            delivered = next
            return before
        }
        if next.topSlot != before.topSlot, let top = lock.withLock({ lives[next.topSlot] }) { appear(top) }
        published.accept(next)
    }
}
