// XCTest's `XCTAssertEqual` needs `Equatable` values, and a `Single`'s events (the standard `Result` with an
// `any Error` failure) cannot be: these overloads, as RxTest has them, compare them the way the `Reactive`
// module's `==` does. Add this library to a test target that compares `Single` events with XCTest; the
// `Reactive` library itself never imports XCTest. `Event`, `MaybeEvent` and `CompletableEvent` are
// `Equatable`, so XCTest's own `XCTAssertEqual` compares them.

import Reactive
import XCTest

/// Asserts that two lists of recorded `Single` outcomes are equal: the same times and equal outcomes, two
/// errors being equal when they have the same type and the same description.
///
/// ```swift
/// var events: [Recorded<SingleEvent<Int>>] = []
/// _ = Single.just(1).subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
/// XCTAssertEqual(events, [Recorded(time: 0, value: .success(1))])
/// ```
public func XCTAssertEqual<Element: Equatable>(
    _ expression1: @autoclosure () throws -> [Recorded<SingleEvent<Element>>],
    _ expression2: @autoclosure () throws -> [Recorded<SingleEvent<Element>>],
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(try expression1(), try expression2(), by: ==, message(), file: file, line: line)
}

/// Asserts that two lists of `Single` outcomes are equal, two errors being equal when they have the same
/// type and the same description.
///
/// ```swift
/// var events: [SingleEvent<Int>] = []
/// _ = Single.just(1).subscribe { events.append($0) }
/// XCTAssertEqual(events, [.success(1)])
/// ```
public func XCTAssertEqual<Element: Equatable>(
    _ expression1: @autoclosure () throws -> [SingleEvent<Element>],
    _ expression2: @autoclosure () throws -> [SingleEvent<Element>],
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(try expression1(), try expression2(), by: ==, message(), file: file, line: line)
}

/// Evaluates both sides, and fails as `XCTAssertEqual` does when they differ or when one throws.
private func assertEqual<Value>(
    _ expression1: @autoclosure () throws -> Value, _ expression2: @autoclosure () throws -> Value,
    by equal: (Value, Value) -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
) {
    do {
        let (lhs, rhs) = (try expression1(), try expression2())
        guard !equal(lhs, rhs) else { return }
        XCTFail(equalityFailure(lhs, rhs, message: message()), file: file, line: line)
    } catch {
        XCTFail("XCTAssertEqual threw error \"\(error)\" - \(message())", file: file, line: line)
    }
}

/// The message of a failed comparison, worded as XCTest words `XCTAssertEqual`'s.
func equalityFailure<Value>(_ lhs: Value, _ rhs: Value, message: String) -> String {
    "XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")" + (message.isEmpty ? "" : " - \(message)")
}
