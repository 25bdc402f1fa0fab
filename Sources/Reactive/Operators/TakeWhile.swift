/// Whether `take(while:behavior:)` and `take(until:behavior:)` also send the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Send the element that ends the sequence, then complete.
    case inclusive
    /// Complete without sending the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Sends elements while `predicate` holds, and completes at the first element for which it does not.
    /// A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:  --1--2--5--3--|
    /// take(while: { $0 < 4 })
    /// result:  --1--2--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 5, 3).take(while: { $0 < 4 }).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    ///
    /// - Parameter behavior: `.inclusive` also sends the element that failed the test, before completing.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        lift { TakeWhileSink(downstream: $0, behavior: behavior, predicate: predicate) }
    }
}

private final class TakeWhileSink<Element>: ForwardingSink<Element, Element> {
    private let behavior: TakeBehavior
    private let predicate: (Element) throws -> Bool

    /// `predicate` tells whether to go on: the sequence ends at the first element for which it is false.
    init(downstream: Sink<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
        self.behavior = behavior
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        let goOn: Bool
        do {
            goOn = try predicate(element)
        } catch {
            forwardError(error)
            return
        }
        if goOn {
            downstream.onNext(element)
            return
        }
        if behavior == .inclusive { downstream.onNext(element) }
        if !stopped { forwardCompleted() }
    }
}
