extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector` each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// It completes once every source has completed, or once a source that never sent an element has
    /// completed and all the others have too. The first error of any source ends it.
    ///
    /// ```
    /// a:       -1---3-|
    /// b:       --2----|
    /// combineLatest(a, b) { ($0, $1) }
    /// result:  --A--B-|      A = (1, 2), B = (3, 2)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.combineLatest(one, one) { $0 + $1 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 2
    /// ```
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(
            sources: (source1.asObservable(), source2.asObservable()),
            emit: { (latest: inout (O1.Element?, O2.Element?), downstream: Sink<Element>) in
                downstream.onNext(try resultSelector(latest.0.unsafelyUnwrapped, latest.1.unsafelyUnwrapped))
            }
        ) { observable, downstream in
            let state = CombineLatestSink(
                downstream: downstream, arity: 2, latest: (O1.Element?.none, O2.Element?.none), emit: observable.emit)
            state.add(observable.sources.0) { $0.0 = $1 }
            state.add(observable.sources.1) { $0.1 = $1 }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the latest elements of three sources with `resultSelector` each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// It completes once every source has completed, or once a source that never sent an element has
    /// completed and all the others have too. The first error of any source ends it.
    ///
    /// ```
    /// a:       -1----4-|
    /// b:       --2-----|
    /// c:       ---3----|
    /// combineLatest(a, b, c) { ($0, $1, $2) }
    /// result:  ---A--B-|      A = (1, 2, 3), B = (4, 2, 3)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.combineLatest(one, one, one) { $0 + $1 + $2 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(
            sources: (source1.asObservable(), source2.asObservable(), source3.asObservable()),
            emit: { (latest: inout (O1.Element?, O2.Element?, O3.Element?), downstream: Sink<Element>) in
                downstream.onNext(
                    try resultSelector(
                        latest.0.unsafelyUnwrapped, latest.1.unsafelyUnwrapped, latest.2.unsafelyUnwrapped))
            }
        ) { observable, downstream in
            let state = CombineLatestSink(
                downstream: downstream, arity: 3, latest: (O1.Element?.none, O2.Element?.none, O3.Element?.none),
                emit: observable.emit)
            state.add(observable.sources.0) { $0.0 = $1 }
            state.add(observable.sources.1) { $0.1 = $1 }
            state.add(observable.sources.2) { $0.2 = $1 }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the latest elements of four sources with `resultSelector` each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// It completes once every source has completed, or once a source that never sent an element has
    /// completed and all the others have too. The first error of any source ends it.
    ///
    /// ```
    /// a:       -1-----5-|
    /// b:       --2------|
    /// c:       ---3-----|
    /// d:       ----4----|
    /// combineLatest(a, b, c, d) { ($0, $1, $2, $3) }
    /// result:  ----A--B-|      A = (1, 2, 3, 4), B = (5, 2, 3, 4)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.combineLatest(one, one, one, one) { $0 + $1 + $2 + $3 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 4
    /// ```
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(
            sources: (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()),
            emit: { (latest: inout (O1.Element?, O2.Element?, O3.Element?, O4.Element?), downstream: Sink<Element>) in
                downstream.onNext(
                    try resultSelector(
                        latest.0.unsafelyUnwrapped, latest.1.unsafelyUnwrapped, latest.2.unsafelyUnwrapped,
                        latest.3.unsafelyUnwrapped))
            }
        ) { observable, downstream in
            let state = CombineLatestSink(
                downstream: downstream, arity: 4,
                latest: (O1.Element?.none, O2.Element?.none, O3.Element?.none, O4.Element?.none), emit: observable.emit)
            state.add(observable.sources.0) { $0.0 = $1 }
            state.add(observable.sources.1) { $0.1 = $1 }
            state.add(observable.sources.2) { $0.2 = $1 }
            state.add(observable.sources.3) { $0.3 = $1 }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the latest elements of five sources with `resultSelector` each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// It completes once every source has completed, or once a source that never sent an element has
    /// completed and all the others have too. The first error of any source ends it.
    ///
    /// ```
    /// a:       -1------6-|
    /// b:       --2-------|
    /// c:       ---3------|
    /// d:       ----4-----|
    /// e:       -----5----|
    /// combineLatest(a, b, c, d, e) { ($0, $1, $2, $3, $4) }
    /// result:  -----A--B-|      A = (1, 2, 3, 4, 5), B = (6, 2, 3, 4, 5)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.combineLatest(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 5
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(
            sources: (
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable()
            ),
            emit: {
                (
                    latest: inout (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?),
                    downstream: Sink<Element>
                ) in
                downstream.onNext(
                    try resultSelector(
                        latest.0.unsafelyUnwrapped, latest.1.unsafelyUnwrapped, latest.2.unsafelyUnwrapped,
                        latest.3.unsafelyUnwrapped, latest.4.unsafelyUnwrapped))
            }
        ) { observable, downstream in
            let state = CombineLatestSink(
                downstream: downstream, arity: 5,
                latest: (O1.Element?.none, O2.Element?.none, O3.Element?.none, O4.Element?.none, O5.Element?.none),
                emit: observable.emit)
            state.add(observable.sources.0) { $0.0 = $1 }
            state.add(observable.sources.1) { $0.1 = $1 }
            state.add(observable.sources.2) { $0.2 = $1 }
            state.add(observable.sources.3) { $0.3 = $1 }
            state.add(observable.sources.4) { $0.4 = $1 }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the latest elements of six sources with `resultSelector` each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// It completes once every source has completed, or once a source that never sent an element has
    /// completed and all the others have too. The first error of any source ends it.
    ///
    /// ```
    /// a:       -1-------7-|
    /// b:       --2--------|
    /// c:       ---3-------|
    /// d:       ----4------|
    /// e:       -----5-----|
    /// f:       ------6----|
    /// combineLatest(a, b, c, d, e, f) { ($0, $1, $2, $3, $4, $5) }
    /// result:  ------A--B-|      A = (1, 2, 3, 4, 5, 6), B = (7, 2, 3, 4, 5, 6)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.combineLatest(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 6
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(
            sources: (
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable()
            ),
            emit: {
                (
                    latest: inout (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?),
                    downstream: Sink<Element>
                ) in
                downstream.onNext(
                    try resultSelector(
                        latest.0.unsafelyUnwrapped, latest.1.unsafelyUnwrapped, latest.2.unsafelyUnwrapped,
                        latest.3.unsafelyUnwrapped, latest.4.unsafelyUnwrapped, latest.5.unsafelyUnwrapped))
            }
        ) { observable, downstream in
            let state = CombineLatestSink(
                downstream: downstream, arity: 6,
                latest: (
                    O1.Element?.none, O2.Element?.none, O3.Element?.none, O4.Element?.none, O5.Element?.none,
                    O6.Element?.none
                ), emit: observable.emit)
            state.add(observable.sources.0) { $0.0 = $1 }
            state.add(observable.sources.1) { $0.1 = $1 }
            state.add(observable.sources.2) { $0.2 = $1 }
            state.add(observable.sources.3) { $0.3 = $1 }
            state.add(observable.sources.4) { $0.4 = $1 }
            state.add(observable.sources.5) { $0.5 = $1 }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the latest elements of seven sources with `resultSelector` each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// It completes once every source has completed, or once a source that never sent an element has
    /// completed and all the others have too. The first error of any source ends it.
    ///
    /// ```
    /// a:       -1--------8-|
    /// b:       --2---------|
    /// c:       ---3--------|
    /// d:       ----4-------|
    /// e:       -----5------|
    /// f:       ------6-----|
    /// g:       -------7----|
    /// combineLatest(a, b, c, d, e, f, g) { ($0, $1, $2, $3, $4, $5, $6) }
    /// result:  -------A--B-|      A = (1, 2, 3, 4, 5, 6, 7), B = (8, 2, 3, 4, 5, 6, 7)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.combineLatest(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 7
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> Observable<Element> {
        CombineLatestObservable(
            sources: (
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable()
            ),
            emit: {
                (
                    latest:
                        inout (
                            O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?
                        ), downstream: Sink<Element>
                ) in
                downstream.onNext(
                    try resultSelector(
                        latest.0.unsafelyUnwrapped, latest.1.unsafelyUnwrapped, latest.2.unsafelyUnwrapped,
                        latest.3.unsafelyUnwrapped, latest.4.unsafelyUnwrapped, latest.5.unsafelyUnwrapped,
                        latest.6.unsafelyUnwrapped))
            }
        ) { observable, downstream in
            let state = CombineLatestSink(
                downstream: downstream, arity: 7,
                latest: (
                    O1.Element?.none, O2.Element?.none, O3.Element?.none, O4.Element?.none, O5.Element?.none,
                    O6.Element?.none, O7.Element?.none
                ), emit: observable.emit)
            state.add(observable.sources.0) { $0.0 = $1 }
            state.add(observable.sources.1) { $0.1 = $1 }
            state.add(observable.sources.2) { $0.2 = $1 }
            state.add(observable.sources.3) { $0.3 = $1 }
            state.add(observable.sources.4) { $0.4 = $1 }
            state.add(observable.sources.5) { $0.5 = $1 }
            state.add(observable.sources.6) { $0.6 = $1 }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the latest elements of eight sources with `resultSelector` each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// It completes once every source has completed, or once a source that never sent an element has
    /// completed and all the others have too. The first error of any source ends it.
    ///
    /// ```
    /// a:       -1---------9-|
    /// b:       --2----------|
    /// c:       ---3---------|
    /// d:       ----4--------|
    /// e:       -----5-------|
    /// f:       ------6------|
    /// g:       -------7-----|
    /// h:       --------8----|
    /// combineLatest(a, b, c, d, e, f, g, h) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    /// result:  --------A--B-|      A = (1, 2, 3, 4, 5, 6, 7, 8), B = (9, 2, 3, 4, 5, 6, 7, 8)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.combineLatest(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 8
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
            throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(
            sources: (
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()
            ),
            emit: {
                (
                    latest:
                        inout (
                            O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?,
                            O8.Element?
                        ), downstream: Sink<Element>
                ) in
                downstream.onNext(
                    try resultSelector(
                        latest.0.unsafelyUnwrapped, latest.1.unsafelyUnwrapped, latest.2.unsafelyUnwrapped,
                        latest.3.unsafelyUnwrapped, latest.4.unsafelyUnwrapped, latest.5.unsafelyUnwrapped,
                        latest.6.unsafelyUnwrapped, latest.7.unsafelyUnwrapped))
            }
        ) { observable, downstream in
            let state = CombineLatestSink(
                downstream: downstream, arity: 8,
                latest: (
                    O1.Element?.none, O2.Element?.none, O3.Element?.none, O4.Element?.none, O5.Element?.none,
                    O6.Element?.none, O7.Element?.none, O8.Element?.none
                ), emit: observable.emit)
            state.add(observable.sources.0) { $0.0 = $1 }
            state.add(observable.sources.1) { $0.1 = $1 }
            state.add(observable.sources.2) { $0.2 = $1 }
            state.add(observable.sources.3) { $0.3 = $1 }
            state.add(observable.sources.4) { $0.4 = $1 }
            state.add(observable.sources.5) { $0.5 = $1 }
            state.add(observable.sources.6) { $0.6 = $1 }
            state.add(observable.sources.7) { $0.7 = $1 }
            return state
        }
    }
}
