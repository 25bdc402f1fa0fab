// A `Single`'s events are the standard `Result` with an `any Error` failure, which cannot be made
// `Equatable`: `Result` already is, on the condition that its error type is. These operators compare them
// anyway, the way `Event` compares (two errors are equal when they have the same type and the same
// description), so a Swift Testing `#expect(events == [...])` reads as for any other events. XCTest's
// `XCTAssertEqual` needs `Equatable`: the `ReactiveXCTest` library adds its overloads for these arrays.

/// Whether two outcomes of a `Single` are equal: equal elements, or errors of the same type and the same
/// description.
///
/// ```swift
/// var events: [SingleEvent<Int>] = []
/// _ = Single.just(1).subscribe { events.append($0) }
/// print(events == [.success(1)])
/// // Prints: true
/// ```
public func == <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let l), .success(let r)): return l == r
    case (.failure(let l), .failure(let r)): return errorsMatch(l, r)
    default: return false
    }
}

/// Whether two outcomes of a `Single` differ.
public func != <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    !(lhs == rhs)
}

/// Whether two lists of outcomes of `Single`s are equal, outcome by outcome.
public func == <Element: Equatable>(lhs: [SingleEvent<Element>], rhs: [SingleEvent<Element>]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
}

/// Whether two lists of outcomes of `Single`s differ.
public func != <Element: Equatable>(lhs: [SingleEvent<Element>], rhs: [SingleEvent<Element>]) -> Bool {
    !(lhs == rhs)
}

/// Whether two recorded outcomes of a `Single` are equal: the same time and equal outcomes.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// var events: [Recorded<SingleEvent<Int>>] = []
/// _ = Single.just(1).subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
/// print(events == [Recorded(time: 0, value: .success(1))])
/// // Prints: true
/// ```
public func == <Element: Equatable>(lhs: Recorded<SingleEvent<Element>>, rhs: Recorded<SingleEvent<Element>>)
    -> Bool
{
    lhs.time == rhs.time && lhs.value == rhs.value
}

/// Whether two recorded outcomes of a `Single` differ.
public func != <Element: Equatable>(lhs: Recorded<SingleEvent<Element>>, rhs: Recorded<SingleEvent<Element>>)
    -> Bool
{
    !(lhs == rhs)
}

/// Whether two lists of recorded outcomes of `Single`s are equal, outcome by outcome.
public func == <Element: Equatable>(lhs: [Recorded<SingleEvent<Element>>], rhs: [Recorded<SingleEvent<Element>>])
    -> Bool
{
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
}

/// Whether two lists of recorded outcomes of `Single`s differ.
public func != <Element: Equatable>(lhs: [Recorded<SingleEvent<Element>>], rhs: [Recorded<SingleEvent<Element>>])
    -> Bool
{
    !(lhs == rhs)
}
