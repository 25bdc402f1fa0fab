/// An observable sequence with a narrower contract, named by its trait: a `Single` sends exactly one
/// element or an error, a `Maybe` one element, nothing or an error, a `Completable` only completion or
/// an error.
///
/// A trait is a thin wrapper around an `Observable`: it costs nothing per element, and `asObservable()`
/// hands back the sequence it wraps. Its value is in the type: a use case that returns `Single<User>`
/// says it answers once.
public struct PrimitiveSequence<Trait, Element> {
    /// The sequence this trait wraps; it keeps the trait's contract.
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which the caller guarantees keeps the trait's contract.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// A type that is, or can present itself as, a `PrimitiveSequence`; the trait operators are defined on it.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the element the sequence may send.
    associatedtype Element

    /// This value as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain `Observable`, to use the operators that traits do not have.
    public func asObservable() -> Observable<Element> { source }
}
