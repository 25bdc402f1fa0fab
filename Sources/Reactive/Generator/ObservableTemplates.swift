// The templates of the arity families of `Observable`.

/// `Observable.zip` with a result selector.
func zipOfObservables() -> String {
    family { a in
        """
        extension ObservableType {
            /// Combines the elements of \(a.word) sources by index with `resultSelector`: the first elements of
            /// all sources, then the second ones, and so on.
            ///
            /// Elements wait until every source has sent its element of the same index. It completes once every
            /// source has completed; the first error of any source ends it.
            ///
            /// ```
            \(marble(a, .zip, call: "zip(\(a.letters)) { \(a.tuple) }"))
            /// ```
            ///
            /// ```swift
            /// let one = Observable.of(1)
            /// let sum = Observable.zip(\(a.ones)) { \(a.sum) }
            /// _ = sum.subscribe(onNext: { print($0) })
            /// // Prints: \(a.count)
            /// ```
            ///
            /// - Complexity: O(n) memory for the elements a faster source is ahead by.
            @inlinable
            public static func zip<\(a.list("O#: ObservableType"))>(
                \(a.list("_ source#: O#")), resultSelector: @escaping (\(a.list("O#.Element"))) throws -> Element
            ) -> Observable<Element> {
                let (\(a.list("s#"))) = (\(a.list("source#.asObservable()")))
                let combine: ((\(a.list("O#.Element")))) throws -> Element = { try resultSelector(\(a.list("$0.#", first: 0))) }
                return CombiningObservable { downstream in
                    let state = ZipSink(
                        downstream: downstream, arity: \(a.count), queues: (\(a.list("ElementQueue<O#.Element>()"))),
                        isReady: { \(a.list("!$0.#.isEmpty", separator: " && ", first: 0)) },
                        dequeue: { (\(a.list("$0.#.popFirst()!", first: 0))) },
                        combine: combine)
                    \((1...a.count).map { "state.add(s\($0)) { $0.\($0 - 1).append($1) }" }.joined(separator: "\n"))
                    return state
                }
            }
        }
        """
    }
}

/// `Observable.combineLatest` with a result selector.
func combineLatestOfObservables() -> String {
    family { a in
        """
        extension ObservableType {
            /// Combines the latest elements of \(a.word) sources with `resultSelector` each time one of them
            /// sends an element, once all of them have sent one.
            ///
            /// It completes once every source has completed, or once a source that never sent an element has
            /// completed and all the others have too. The first error of any source ends it.
            ///
            /// ```
            \(marble(a, .combineLatest, call: "combineLatest(\(a.letters)) { \(a.tuple) }"))
            /// ```
            ///
            /// ```swift
            /// let one = Observable.of(1)
            /// let sum = Observable.combineLatest(\(a.ones)) { \(a.sum) }
            /// _ = sum.subscribe(onNext: { print($0) })
            /// // Prints: \(a.count)
            /// ```
            @inlinable
            public static func combineLatest<\(a.list("O#: ObservableType"))>(
                \(a.list("_ source#: O#")), resultSelector: @escaping (\(a.list("O#.Element"))) throws -> Element
            ) -> Observable<Element> {
                // The last source first: usually the only one not a `just`, whose conversion is a virtual
                // call that the others' would otherwise be kept alive across.
                let last = source\(a.count).asObservable()
                return CombineLatestObservable\(a.count)(
                    \(Arity(count: a.count - 1).list("source#.asObservable()")), last,
                    emit: { (latest: inout (\(a.list("O#.Element?"))), downstream: Sink<Element>) in
                        downstream.onNext(try resultSelector(\(a.list("latest.#.unsafelyUnwrapped", first: 0))))
                    },
                    step: { element, sink in
                        sink.send { try resultSelector(\(soleSourceArguments(a))) }
                    },
                    start: subscribeCombineLatest
                )
            }
        }
        """
    }
}

/// The observables of `Observable.combineLatest` and how their subscriptions start: apart from the public
/// operators, whose documentation takes most of their file.
func combineLatestSubscriptions() -> String {
    family { a in
        """
        \(combineLatestObservableDocumentation(a))
        @usableFromInline
        final class CombineLatestObservable\(a.count)<\(a.list("E#")), Output>: Observable<Output> {
            @usableFromInline
            typealias Latest = (\(a.list("E#?")))

            \(a.list("@usableFromInline let source#: Observable<E#>", separator: "\n"))
            @usableFromInline let emit: (inout Latest, Sink<Output>) throws -> Void
            @usableFromInline let step: CombineLatestSoleSourceSink<E\(a.count), Latest, Output>.Step
            @usableFromInline let start: (CombineLatestObservable\(a.count), Sink<Output>) -> Disposable

            /// Inlined, so that the caller's module stores the sources without generic code.
            @inlinable
            init(
                \(a.list("_ source#: Observable<E#>")), emit: @escaping (inout Latest, Sink<Output>) throws -> Void,
                step: @escaping CombineLatestSoleSourceSink<E\(a.count), Latest, Output>.Step,
                start: @escaping (CombineLatestObservable\(a.count), Sink<Output>) -> Disposable
            ) {
                \(a.list("self.source# = source#", separator: "\n"))
                self.emit = emit
                self.step = step
                self.start = start
            }

            override func run(_ sink: Sink<Output>) -> Disposable {
                start(self, sink)
            }
        }

        \(subscribeCombineLatestDocumentation(a))
        @inlinable
        func subscribeCombineLatest<\(a.list("E#")), Output>(
            _ observable: CombineLatestObservable\(a.count)<\(a.list("E#")), Output>, _ downstream: Sink<Output>
        ) -> Disposable {
            if \(soleSourceTest(a)) {
                let state = CombineLatestSoleSourceSink(
                    downstream: downstream, latest: (\(soleSourceLatest(a))), step: observable.step)
                state.start(observable.source\(a.count))
                return state
            }
            let state = CombineLatestSink(
                downstream: downstream, arity: \(a.count), latest: (\(a.list("E#?.none"))), emit: observable.emit)
            \((1...a.count).map { "state.add(observable.source\($0)) { $0.\($0 - 1) = $1 }" }.joined(separator: "\n"))
            return state
        }
        """
    }
}

/// `Observable.zip` or `Observable.combineLatest` into tuples.
func tuplesOfObservables(_ op: Operator) -> String {
    let combines = op == .zip ? "by index into tuples" : "into a tuple"
    return family { a in
        """
        extension ObservableType where Element == Any {
            /// Combines \(a.word) sources \(combines), as `\(op.name)(\(a.labels)resultSelector:)` does.
            ///
            /// ```
            \(marble(a, op, call: "\(op.name)(\(a.letters))"))
            /// ```
            ///
            /// ```swift
            /// let one = Observable.of(1)
            /// _ = Observable.\(op.name)(\(a.ones)).subscribe(onNext: { print($0) })
            /// // Prints: (\(a.list("1")))
            /// ```
            @inlinable
            public static func \(op.name)<\(a.list("O#: ObservableType"))>(\(a.list("_ source#: O#"))) -> Observable<(\(a.list("O#.Element")))> {
                Observable.\(op.name)(\(a.list("source#"))) { \(a.tuple) }
            }
        }
        """
    }
}

/// Whether every source of a combineLatest but the last is a `just` and the last is not: its subscription is
/// then a `CombineLatestSoleSourceSink`.
private func soleSourceTest(_ a: Arity) -> String {
    let justs = Arity(count: a.count - 1).list("combineLatestIsJust(observable.source#)", separator: " && ")
    return "\(justs) && !combineLatestIsJust(observable.source\(a.count))"
}

/// The latest elements of a `CombineLatestSoleSourceSink`: the `just`s' elements, and none yet from the last source.
private func soleSourceLatest(_ a: Arity) -> String {
    let justs = (1..<a.count).map {
        ".some(combineLatestJustElement(observable.source\($0)))"
    }
    return (justs + [".none"]).joined(separator: ", ")
}

/// The arguments of the result selector for a `CombineLatestSoleSourceSink`: the `just`s' elements, then the
/// element the last source sent.
private func soleSourceArguments(_ a: Arity) -> String {
    Arity(count: a.count - 1).list("sink.latest.#.unsafelyUnwrapped, ", separator: "", first: 0) + "element"
}

/// The documentation of a `CombineLatestObservable` class: in full for two sources, a reference to it for the
/// others.
private func combineLatestObservableDocumentation(_ a: Arity) -> String {
    guard a.count == 2 else {
        return "/// A combineLatest of \(a.word) sources, as `CombineLatestObservable2` is of two."
    }
    return """
        /// A combineLatest of two sources.
        ///
        /// A class for each number of sources, so that the sources are fields of class type, which its
        /// unspecialised code releases without generic code. `emit` applies the result selector to the latest
        /// elements; `step` does it for a new element of the last source when all the others are `just`s (see
        /// `CombineLatestSoleSourceSink`). Both capture only the result selector, so a selector that captures
        /// values costs an allocation for each (one that captures nothing, none). Making only the one that the
        /// sources need means deciding it when the observable is made, which measured slower: 20,180
        /// instructions per subscription of the nested combineLatest benchmark against 18,458. `start` is
        /// `subscribeCombineLatest`, compiled for the caller's types.
        """
}

/// The documentation of a `subscribeCombineLatest` function: in full for two sources, a reference to it for
/// the others.
private func subscribeCombineLatestDocumentation(_ a: Arity) -> String {
    guard a.count == 2 else { return "/// Starts a subscription to a combineLatest of \(a.word) sources, as for two." }
    return """
        /// Starts a subscription to a combineLatest of two sources: a `CombineLatestSoleSourceSink` if all of
        /// them but the last are `just`s, otherwise a `CombineLatestSink` that takes the `just`s' elements and
        /// subscribes to the other sources, in order.
        """
}
