// RxTest's module name: `TestScheduler`, `TestableObserver`, `TestableObservable`, `Recorded`, `Subscription`
// and the `.next(_:_:)`, `.error(_:_:)` and `.completed(_:)` helpers are the engine's; the XCTest assertions,
// `XCTAssertRecordedElements` among them, are the engine's XCTest support, `ReactiveXCTest`.
@_exported import ReactiveXCTest
@_exported import RxSwift
