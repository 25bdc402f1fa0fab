/// An observer that applies each element to a target object, on a scheduler (the main one by default), for
/// as long as the target lives: how a user interface property is bound to a sequence.
///
/// It holds the target weakly, ignores completion, and treats an error as a programming error (it stops
/// the program in debug builds and goes to `Hooks.defaultErrorHandler` in release builds), as `bind(to:)`
/// does.
///
/// ```
/// source:  --a--b--|
/// binder:    target.title = a, then b; completion changes nothing
/// ```
///
/// ```swift
/// final class Label { var text = "" }
/// let label = Label()
/// let text = Binder(label) { label, text in label.text = text }
/// _ = Observable.just("Hello").bind(to: text)
/// print(label.text)
/// // Prints (on the main queue): Hello
/// ```
public struct Binder<Value>: ObserverType {
    /// The type of the elements it applies.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding` with `target` and each element, on `scheduler`, while `target` is
    /// alive.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                let work = BoundElement(element: element, apply: binding)
                _ = scheduler.schedule(()) { _ in
                    if let target = weakTarget { work.apply(target, work.element) }
                    return Disposables.create()
                }
            case .error(let error):
                bindingError(error)
            case .completed:
                break
            }
        }
    }

    /// Applies an element to the target; ignores completion; an error is a programming error.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// This binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: binding)
    }
}

/// An element and the binding that applies it, on their way to the scheduler.
private struct BoundElement<Target, Value>: @unchecked Sendable {
    // Sendable: the scheduler contract: the element and the binding are handed over to the one scheduled
    // action that uses them.
    let element: Value
    let apply: (Target, Value) -> Void
}
