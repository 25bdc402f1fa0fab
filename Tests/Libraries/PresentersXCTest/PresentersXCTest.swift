// What a test target that checks presenters with XCTest imports: the framework, the engine, and their
// XCTest support, so that the target writes no support file of its own.
@_exported import Presenters
@_exported import ReactiveXCTest
