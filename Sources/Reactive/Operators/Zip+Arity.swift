extension ObservableType {
    /// Combines the elements of two sources by index with `resultSelector`: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// Elements wait until every source has sent its element of the same index. It completes once every
    /// source has completed; the first error of any source ends it.
    ///
    /// ```
    /// a:       -1---3-|
    /// b:       --2----|
    /// zip(a, b) { ($0, $1) }
    /// result:  --A----|      A = (1, 2)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.zip(one, one) { $0 + $1 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 2
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        let combine: ((O1.Element, O2.Element)) throws -> Element = { try resultSelector($0.0, $0.1) }
        return CombiningObservable { downstream in
            let state = ZipSink(
                downstream: downstream, arity: 2, queues: (ElementQueue<O1.Element>(), ElementQueue<O2.Element>()),
                isReady: { !$0.0.isEmpty && !$0.1.isEmpty },
                dequeue: { ($0.0.popFirst()!, $0.1.popFirst()!) },
                combine: combine)
            state.add(s1) { $0.0.append($1) }
            state.add(s2) { $0.1.append($1) }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the elements of three sources by index with `resultSelector`: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// Elements wait until every source has sent its element of the same index. It completes once every
    /// source has completed; the first error of any source ends it.
    ///
    /// ```
    /// a:       -1----4-|
    /// b:       --2-----|
    /// c:       ---3----|
    /// zip(a, b, c) { ($0, $1, $2) }
    /// result:  ---A----|      A = (1, 2, 3)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.zip(one, one, one) { $0 + $1 + $2 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        let combine: ((O1.Element, O2.Element, O3.Element)) throws -> Element = { try resultSelector($0.0, $0.1, $0.2) }
        return CombiningObservable { downstream in
            let state = ZipSink(
                downstream: downstream, arity: 3,
                queues: (ElementQueue<O1.Element>(), ElementQueue<O2.Element>(), ElementQueue<O3.Element>()),
                isReady: { !$0.0.isEmpty && !$0.1.isEmpty && !$0.2.isEmpty },
                dequeue: { ($0.0.popFirst()!, $0.1.popFirst()!, $0.2.popFirst()!) },
                combine: combine)
            state.add(s1) { $0.0.append($1) }
            state.add(s2) { $0.1.append($1) }
            state.add(s3) { $0.2.append($1) }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the elements of four sources by index with `resultSelector`: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// Elements wait until every source has sent its element of the same index. It completes once every
    /// source has completed; the first error of any source ends it.
    ///
    /// ```
    /// a:       -1-----5-|
    /// b:       --2------|
    /// c:       ---3-----|
    /// d:       ----4----|
    /// zip(a, b, c, d) { ($0, $1, $2, $3) }
    /// result:  ----A----|      A = (1, 2, 3, 4)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 4
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3, s4) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
        )
        let combine: ((O1.Element, O2.Element, O3.Element, O4.Element)) throws -> Element = {
            try resultSelector($0.0, $0.1, $0.2, $0.3)
        }
        return CombiningObservable { downstream in
            let state = ZipSink(
                downstream: downstream, arity: 4,
                queues: (
                    ElementQueue<O1.Element>(), ElementQueue<O2.Element>(), ElementQueue<O3.Element>(),
                    ElementQueue<O4.Element>()
                ),
                isReady: { !$0.0.isEmpty && !$0.1.isEmpty && !$0.2.isEmpty && !$0.3.isEmpty },
                dequeue: { ($0.0.popFirst()!, $0.1.popFirst()!, $0.2.popFirst()!, $0.3.popFirst()!) },
                combine: combine)
            state.add(s1) { $0.0.append($1) }
            state.add(s2) { $0.1.append($1) }
            state.add(s3) { $0.2.append($1) }
            state.add(s4) { $0.3.append($1) }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the elements of five sources by index with `resultSelector`: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// Elements wait until every source has sent its element of the same index. It completes once every
    /// source has completed; the first error of any source ends it.
    ///
    /// ```
    /// a:       -1------6-|
    /// b:       --2-------|
    /// c:       ---3------|
    /// d:       ----4-----|
    /// e:       -----5----|
    /// zip(a, b, c, d, e) { ($0, $1, $2, $3, $4) }
    /// result:  -----A----|      A = (1, 2, 3, 4, 5)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 5
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3, s4, s5) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            source5.asObservable()
        )
        let combine: ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)) throws -> Element = {
            try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4)
        }
        return CombiningObservable { downstream in
            let state = ZipSink(
                downstream: downstream, arity: 5,
                queues: (
                    ElementQueue<O1.Element>(), ElementQueue<O2.Element>(), ElementQueue<O3.Element>(),
                    ElementQueue<O4.Element>(), ElementQueue<O5.Element>()
                ),
                isReady: { !$0.0.isEmpty && !$0.1.isEmpty && !$0.2.isEmpty && !$0.3.isEmpty && !$0.4.isEmpty },
                dequeue: { ($0.0.popFirst()!, $0.1.popFirst()!, $0.2.popFirst()!, $0.3.popFirst()!, $0.4.popFirst()!) },
                combine: combine)
            state.add(s1) { $0.0.append($1) }
            state.add(s2) { $0.1.append($1) }
            state.add(s3) { $0.2.append($1) }
            state.add(s4) { $0.3.append($1) }
            state.add(s5) { $0.4.append($1) }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the elements of six sources by index with `resultSelector`: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// Elements wait until every source has sent its element of the same index. It completes once every
    /// source has completed; the first error of any source ends it.
    ///
    /// ```
    /// a:       -1-------7-|
    /// b:       --2--------|
    /// c:       ---3-------|
    /// d:       ----4------|
    /// e:       -----5-----|
    /// f:       ------6----|
    /// zip(a, b, c, d, e, f) { ($0, $1, $2, $3, $4, $5) }
    /// result:  ------A----|      A = (1, 2, 3, 4, 5, 6)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 6
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3, s4, s5, s6) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            source5.asObservable(), source6.asObservable()
        )
        let combine: ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)) throws -> Element = {
            try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5)
        }
        return CombiningObservable { downstream in
            let state = ZipSink(
                downstream: downstream, arity: 6,
                queues: (
                    ElementQueue<O1.Element>(), ElementQueue<O2.Element>(), ElementQueue<O3.Element>(),
                    ElementQueue<O4.Element>(), ElementQueue<O5.Element>(), ElementQueue<O6.Element>()
                ),
                isReady: {
                    !$0.0.isEmpty && !$0.1.isEmpty && !$0.2.isEmpty && !$0.3.isEmpty && !$0.4.isEmpty && !$0.5.isEmpty
                },
                dequeue: {
                    (
                        $0.0.popFirst()!, $0.1.popFirst()!, $0.2.popFirst()!, $0.3.popFirst()!, $0.4.popFirst()!,
                        $0.5.popFirst()!
                    )
                },
                combine: combine)
            state.add(s1) { $0.0.append($1) }
            state.add(s2) { $0.1.append($1) }
            state.add(s3) { $0.2.append($1) }
            state.add(s4) { $0.3.append($1) }
            state.add(s5) { $0.4.append($1) }
            state.add(s6) { $0.5.append($1) }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the elements of seven sources by index with `resultSelector`: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// Elements wait until every source has sent its element of the same index. It completes once every
    /// source has completed; the first error of any source ends it.
    ///
    /// ```
    /// a:       -1--------8-|
    /// b:       --2---------|
    /// c:       ---3--------|
    /// d:       ----4-------|
    /// e:       -----5------|
    /// f:       ------6-----|
    /// g:       -------7----|
    /// zip(a, b, c, d, e, f, g) { ($0, $1, $2, $3, $4, $5, $6) }
    /// result:  -------A----|      A = (1, 2, 3, 4, 5, 6, 7)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 7
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> Observable<Element> {
        let (s1, s2, s3, s4, s5, s6, s7) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            source5.asObservable(), source6.asObservable(), source7.asObservable()
        )
        let combine:
            ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)) throws -> Element = {
                try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6)
            }
        return CombiningObservable { downstream in
            let state = ZipSink(
                downstream: downstream, arity: 7,
                queues: (
                    ElementQueue<O1.Element>(), ElementQueue<O2.Element>(), ElementQueue<O3.Element>(),
                    ElementQueue<O4.Element>(), ElementQueue<O5.Element>(), ElementQueue<O6.Element>(),
                    ElementQueue<O7.Element>()
                ),
                isReady: {
                    !$0.0.isEmpty && !$0.1.isEmpty && !$0.2.isEmpty && !$0.3.isEmpty && !$0.4.isEmpty && !$0.5.isEmpty
                        && !$0.6.isEmpty
                },
                dequeue: {
                    (
                        $0.0.popFirst()!, $0.1.popFirst()!, $0.2.popFirst()!, $0.3.popFirst()!, $0.4.popFirst()!,
                        $0.5.popFirst()!, $0.6.popFirst()!
                    )
                },
                combine: combine)
            state.add(s1) { $0.0.append($1) }
            state.add(s2) { $0.1.append($1) }
            state.add(s3) { $0.2.append($1) }
            state.add(s4) { $0.3.append($1) }
            state.add(s5) { $0.4.append($1) }
            state.add(s6) { $0.5.append($1) }
            state.add(s7) { $0.6.append($1) }
            return state
        }
    }
}

extension ObservableType {
    /// Combines the elements of eight sources by index with `resultSelector`: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// Elements wait until every source has sent its element of the same index. It completes once every
    /// source has completed; the first error of any source ends it.
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
    /// zip(a, b, c, d, e, f, g, h) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    /// result:  --------A----|      A = (1, 2, 3, 4, 5, 6, 7, 8)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// let sum = Observable.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 8
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
            throws -> Element
    ) -> Observable<Element> {
        let (s1, s2, s3, s4, s5, s6, s7, s8) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()
        )
        let combine:
            ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)) throws ->
                Element = { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7) }
        return CombiningObservable { downstream in
            let state = ZipSink(
                downstream: downstream, arity: 8,
                queues: (
                    ElementQueue<O1.Element>(), ElementQueue<O2.Element>(), ElementQueue<O3.Element>(),
                    ElementQueue<O4.Element>(), ElementQueue<O5.Element>(), ElementQueue<O6.Element>(),
                    ElementQueue<O7.Element>(), ElementQueue<O8.Element>()
                ),
                isReady: {
                    !$0.0.isEmpty && !$0.1.isEmpty && !$0.2.isEmpty && !$0.3.isEmpty && !$0.4.isEmpty && !$0.5.isEmpty
                        && !$0.6.isEmpty && !$0.7.isEmpty
                },
                dequeue: {
                    (
                        $0.0.popFirst()!, $0.1.popFirst()!, $0.2.popFirst()!, $0.3.popFirst()!, $0.4.popFirst()!,
                        $0.5.popFirst()!, $0.6.popFirst()!, $0.7.popFirst()!
                    )
                },
                combine: combine)
            state.add(s1) { $0.0.append($1) }
            state.add(s2) { $0.1.append($1) }
            state.add(s3) { $0.2.append($1) }
            state.add(s4) { $0.3.append($1) }
            state.add(s5) { $0.4.append($1) }
            state.add(s6) { $0.5.append($1) }
            state.add(s7) { $0.6.append($1) }
            state.add(s8) { $0.7.append($1) }
            return state
        }
    }
}
