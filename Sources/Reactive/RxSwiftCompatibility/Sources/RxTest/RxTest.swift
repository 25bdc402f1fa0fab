// RxTest's module name: `TestScheduler`, `TestableObserver`, `TestableObservable`, `Recorded`, `Subscription`
// and the `.next(_:_:)`, `.error(_:_:)` and `.completed(_:)` helpers are the engine's; the XCTest
// assertions are the engine's XCTest support, with RxTest's own below.
@_exported import ReactiveXCTest
@_exported import RxSwift
import XCTest

/// Asserts that `stream` holds `elements`, in order, ignoring the virtual times they were recorded at and
/// any terminal event.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// XCTAssertRecordedElements(observer.events, [1, 2, 3])
/// ```
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
    line: UInt = #line
) {
    let recorded = stream.compactMap { $0.value.element }
    XCTAssertEqual(recorded, elements, "the recorded elements differ", file: file, line: line)
}
