/// A type that is, or can present itself as, a `ControlProperty`: a control's value, to observe and to
/// set.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// This value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a user interface control (a text field's text, a switch's state) as RxCocoa defines the
/// trait, without UIKit: as a sequence it never fails, sends the current value as soon as it is subscribed
/// to and then every change, completes when the control is deallocated, and delivers on the main
/// scheduler; as an observer it sets the value.
///
/// The control that builds one answers for those guarantees, as RxCocoa's controls do; the trait subscribes
/// to `values` on the main scheduler (at once when subscribed from the main queue). Binding an error to it
/// is a programming error, as for `bind(to:)`.
///
/// ```
/// values:  a--b----c--|   (a: the value when subscribed; | when the control is deallocated)
/// changed: ---b----c--|
/// ```
///
/// ```swift
/// final class TextField {
///     let text = BehaviorRelay(value: "")
///     var rxText: ControlProperty<String> {
///         ControlProperty(values: text, valueSink: Binder(self) { field, value in field.text.accept(value) })
///     }
/// }
/// let field = TextField()
/// _ = field.rxText.subscribe(onNext: { print($0) })
/// _ = Observable.just("swift").bind(to: field.rxText)
/// // Prints: "", swift
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property.
    public typealias Element = PropertyType

    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>

    /// A property whose values are what `values` sends, subscribed to on the main scheduler, and which
    /// sets the control's value through `valueSink`. `values` must send the current value when subscribed
    /// to, never fail, and complete when the control is deallocated.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.asObservable().subscribe(on: ControlSubscriptionScheduler.instance)
        self.valueSink = AnyObserver(valueSink)
    }

    /// Subscribes `observer` to the current value and every change.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The current value and every change, as an `Observable`.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Itself.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the control's value with an element and passes completion on; an error is a programming error
    /// (it stops the program in debug builds).
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): bindingError(error)
        case .next, .completed: valueSink.on(event)
        }
    }

    /// The changes of the value, without the current value that a subscription starts with.
    ///
    /// ```swift
    /// _ = field.rxText.changed.subscribe(onNext: { print($0) })
    /// // Prints: each new text, not the text there was when subscribing
    /// ```
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }
}

extension ControlProperty {
    /// The property as a `Driver`: the current value to each new subscriber, then every change.
    ///
    /// ```swift
    /// _ = field.rxText.asDriver().drive(onNext: { print($0) })
    /// // Prints: the current text, then every change
    /// ```
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: controlError)
    }
}

extension ControlPropertyType where Element == String? {
    /// The optional text as a text that is empty where the control has none; setting it sets the text.
    ///
    /// ```swift
    /// let text: ControlProperty<String?> = field.rxOptionalText
    /// _ = text.orEmpty.subscribe(onNext: { print($0.count) })
    /// // Prints: 0 while the field has no text
    /// ```
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.asObservable().map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
