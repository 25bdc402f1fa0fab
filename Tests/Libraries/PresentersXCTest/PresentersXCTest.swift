// What a test target that checks presenters with XCTest imports: XCTest, the framework, the engine, and
// their XCTest support, so that a test file has one import and the target writes no support file.
@_exported import Presenters
@_exported import ReactiveXCTest
@_exported import XCTest
