extension ObservableType where Element == Any {
    /// Combines two sources into a tuple, as `combineLatest(_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1---3-|
    /// b:       --2----|
    /// combineLatest(a, b)
    /// result:  --A--B-|      A = (1, 2), B = (3, 2)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.combineLatest(one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1)
    /// ```
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Observable.combineLatest(source1, source2) { ($0, $1) }
    }
}

extension ObservableType where Element == Any {
    /// Combines three sources into a tuple, as `combineLatest(_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1----4-|
    /// b:       --2-----|
    /// c:       ---3----|
    /// combineLatest(a, b, c)
    /// result:  ---A--B-|      A = (1, 2, 3), B = (4, 2, 3)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.combineLatest(one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1)
    /// ```
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType where Element == Any {
    /// Combines four sources into a tuple, as `combineLatest(_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1-----5-|
    /// b:       --2------|
    /// c:       ---3-----|
    /// d:       ----4----|
    /// combineLatest(a, b, c, d)
    /// result:  ----A--B-|      A = (1, 2, 3, 4), B = (5, 2, 3, 4)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.combineLatest(one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1)
    /// ```
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType where Element == Any {
    /// Combines five sources into a tuple, as `combineLatest(_:_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1------6-|
    /// b:       --2-------|
    /// c:       ---3------|
    /// d:       ----4-----|
    /// e:       -----5----|
    /// combineLatest(a, b, c, d, e)
    /// result:  -----A--B-|      A = (1, 2, 3, 4, 5), B = (6, 2, 3, 4, 5)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.combineLatest(one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)
    > {
        Observable.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType where Element == Any {
    /// Combines six sources into a tuple, as `combineLatest(_:_:_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1-------7-|
    /// b:       --2--------|
    /// c:       ---3-------|
    /// d:       ----4------|
    /// e:       -----5-----|
    /// f:       ------6----|
    /// combineLatest(a, b, c, d, e, f)
    /// result:  ------A--B-|      A = (1, 2, 3, 4, 5, 6), B = (7, 2, 3, 4, 5, 6)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.combineLatest(one, one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
    > {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType where Element == Any {
    /// Combines seven sources into a tuple, as `combineLatest(_:_:_:_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1--------8-|
    /// b:       --2---------|
    /// c:       ---3--------|
    /// d:       ----4-------|
    /// e:       -----5------|
    /// f:       ------6-----|
    /// g:       -------7----|
    /// combineLatest(a, b, c, d, e, f, g)
    /// result:  -------A--B-|      A = (1, 2, 3, 4, 5, 6, 7), B = (8, 2, 3, 4, 5, 6, 7)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.combineLatest(one, one, one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
    {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7) {
            ($0, $1, $2, $3, $4, $5, $6)
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines eight sources into a tuple, as `combineLatest(_:_:_:_:_:_:_:_:resultSelector:)` does.
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
    /// combineLatest(a, b, c, d, e, f, g, h)
    /// result:  --------A--B-|      A = (1, 2, 3, 4, 5, 6, 7, 8), B = (9, 2, 3, 4, 5, 6, 7, 8)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.combineLatest(one, one, one, one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
