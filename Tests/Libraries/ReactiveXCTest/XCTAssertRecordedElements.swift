import Reactive
import XCTest

/// Asserts that `stream` holds `elements`, in order, ignoring the virtual times they were recorded at and
/// any terminal event, as RxTest's assertion of the same name does.
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
