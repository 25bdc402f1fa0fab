extension ObservableType {
    /// Drops elements while `predicate` holds, then sends every element from the first one for which it
    /// does not. A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:  --1--2--5--3--|
    /// skip(while: { $0 < 4 })
    /// result:  --------5--3--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 5, 3).skip(while: { $0 < 4 }).subscribe(onNext: { print($0) })
    /// // Prints: 5, 3
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { SkipWhileSink(downstream: $0, predicate: predicate) }
    }
}

private final class SkipWhileSink<Element>: ForwardingSink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    /// Set at the first element that fails the test; the predicate is not called after that.
    private var passing = false

    init(downstream: Sink<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        if !passing {
            do {
                if try predicate(element) { return }
            } catch {
                forwardError(error)
                return
            }
            passing = true
        }
        downstream.onNext(element)
    }
}
