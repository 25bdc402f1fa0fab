import Foundation

/// The namespace of a type's reactive extensions, reached through `.rx`: write them as `extension Reactive
/// where Base: MyType`, and use them as `value.rx.something`.
///
/// For a class, every writable property is a `Binder` through `.rx` without an extension of its own.
///
/// ```swift
/// final class Counter: ReactiveCompatible { var count = 0 }
/// extension Reactive where Base: Counter {
///     var increments: Binder<Int> { Binder(base) { counter, step in counter.count += step } }
/// }
/// let counter = Counter()
/// _ = Observable.of(1, 2).bind(to: counter.rx.increments)
/// _ = Observable.just(10).bind(to: counter.rx.count)
/// print(counter.count)
/// // Prints (on the main queue): 10
/// ```
///
/// A type named like the module hides the module's name in qualified names: in code that imports
/// `Reactive`, `Reactive.Observable` looks for a member of this type. Write `Observable` alone, or see
/// <doc:MigratingFromRxSwift> for names that clash.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions act on.
    public let base: Base

    /// The extensions of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A `Binder` that sets the property at `keyPath` of `base` on the main scheduler.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// A type whose values and metatype have reactive extensions, `rx`.
///
/// ```swift
/// struct Token: ReactiveCompatible { let value: String }
/// extension Reactive where Base == Token {
///     var isValid: Bool { !base.value.isEmpty }
/// }
/// print(Token(value: "abc").rx.isValid)
/// // Prints: true
/// ```
public protocol ReactiveCompatible {
    /// The type the extensions extend, `Self`.
    associatedtype ReactiveBase

    /// The reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter, so that `rx` can be reached through a mutable value; it changes nothing.
        set {}
    }

    /// The reactive extensions of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // A setter, so that `rx` can be reached through a mutable value; it changes nothing.
        set {}
    }
}

/// Every Foundation object has reactive extensions, as in RxSwift.
extension NSObject: ReactiveCompatible {}
