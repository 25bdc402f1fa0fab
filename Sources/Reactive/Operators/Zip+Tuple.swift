extension ObservableType where Element == Any {
    /// Combines two sources by index into tuples, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1---3-|
    /// b:       --2----|
    /// zip(a, b)
    /// result:  --A----|      A = (1, 2)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.zip(one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1)
    /// ```
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<
        (O1.Element, O2.Element)
    > {
        Observable.zip(source1, source2) { ($0, $1) }
    }
}

extension ObservableType where Element == Any {
    /// Combines three sources by index into tuples, as `zip(_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1----4-|
    /// b:       --2-----|
    /// c:       ---3----|
    /// zip(a, b, c)
    /// result:  ---A----|      A = (1, 2, 3)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.zip(one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1)
    /// ```
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType where Element == Any {
    /// Combines four sources by index into tuples, as `zip(_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1-----5-|
    /// b:       --2------|
    /// c:       ---3-----|
    /// d:       ----4----|
    /// zip(a, b, c, d)
    /// result:  ----A----|      A = (1, 2, 3, 4)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.zip(one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1)
    /// ```
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType where Element == Any {
    /// Combines five sources by index into tuples, as `zip(_:_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1------6-|
    /// b:       --2-------|
    /// c:       ---3------|
    /// d:       ----4-----|
    /// e:       -----5----|
    /// zip(a, b, c, d, e)
    /// result:  -----A----|      A = (1, 2, 3, 4, 5)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.zip(one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)
    > {
        Observable.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType where Element == Any {
    /// Combines six sources by index into tuples, as `zip(_:_:_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1-------7-|
    /// b:       --2--------|
    /// c:       ---3-------|
    /// d:       ----4------|
    /// e:       -----5-----|
    /// f:       ------6----|
    /// zip(a, b, c, d, e, f)
    /// result:  ------A----|      A = (1, 2, 3, 4, 5, 6)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.zip(one, one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
    > {
        Observable.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType where Element == Any {
    /// Combines seven sources by index into tuples, as `zip(_:_:_:_:_:_:_:resultSelector:)` does.
    ///
    /// ```
    /// a:       -1--------8-|
    /// b:       --2---------|
    /// c:       ---3--------|
    /// d:       ----4-------|
    /// e:       -----5------|
    /// f:       ------6-----|
    /// g:       -------7----|
    /// zip(a, b, c, d, e, f, g)
    /// result:  -------A----|      A = (1, 2, 3, 4, 5, 6, 7)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.zip(one, one, one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7)
        -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
    {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType where Element == Any {
    /// Combines eight sources by index into tuples, as `zip(_:_:_:_:_:_:_:_:resultSelector:)` does.
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
    /// zip(a, b, c, d, e, f, g, h)
    /// result:  --------A----|      A = (1, 2, 3, 4, 5, 6, 7, 8)
    /// ```
    ///
    /// ```swift
    /// let one = Observable.of(1)
    /// _ = Observable.zip(one, one, one, one, one, one, one, one).subscribe(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1, 1)
    /// ```
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
