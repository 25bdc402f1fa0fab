/// A sequence that is also an observer: what it receives, it sends to its own subscribers.
public protocol SubjectType: ObservableType {
    /// The type of the observer side.
    associatedtype Observer: ObserverType

    /// The observer side of the subject.
    func asObserver() -> Observer
}
