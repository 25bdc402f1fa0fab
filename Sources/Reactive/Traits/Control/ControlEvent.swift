/// A type that is, or can present itself as, a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// This value as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a user interface control (taps, edits), as RxCocoa defines the trait, without UIKit: it
/// never fails, sends nothing when subscribed to (only what happens afterwards), completes when the control
/// is deallocated, and delivers on the main scheduler.
///
/// The control that builds one answers for those guarantees, as RxCocoa's controls do; the trait subscribes
/// to `events` on the main scheduler (at once when subscribed from the main queue).
///
/// ```
/// events:  --tap----tap--|   (| when the control is deallocated)
/// ```
///
/// ```swift
/// final class Button {
///     let taps = PublishSubject<Void>()
///     var tap: ControlEvent<Void> { ControlEvent(events: taps) }
///     deinit { taps.onCompleted() }
/// }
/// let button = Button()
/// _ = button.tap.subscribe(onNext: { print("tapped") })
/// button.taps.onNext(())
/// // Prints: tapped
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events.
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// The events that `events` sends, subscribed to on the main scheduler. `events` must never fail and
    /// must complete when the control is deallocated.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.asObservable().subscribe(on: ControlSubscriptionScheduler.instance)
    }

    /// Subscribes `observer` to the control's events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The control's events as an `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Itself.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

extension ControlEvent {
    /// The control's events as a `Driver`, which replays the latest one to a new subscriber.
    ///
    /// ```swift
    /// _ = button.tap.asDriver().drive(onNext: { print("tapped") })
    /// // Prints: tapped, on each tap after this line
    /// ```
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: controlError)
    }

    /// The control's events as a `Signal`.
    ///
    /// ```swift
    /// _ = button.tap.asSignal().emit(onNext: { print("tapped") })
    /// // Prints: tapped, on each tap after this line
    /// ```
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: controlError)
    }
}

/// A control's sequence failed, which it must never do: a programming error, as for `bind(to:)`; in a
/// release build the sequence then completes.
func controlError<Strategy, Element>(_ error: Swift.Error) -> SharedSequence<Strategy, Element> {
    bindingError(error)
    return SharedSequence.empty()
}
