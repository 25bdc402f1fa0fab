// What a test target that checks presenters with Swift Testing imports: Swift Testing, the framework and the
// engine (whose `==` on a `Single`'s events serves `#expect`), and their Swift Testing support, so that a
// test file has one import and the target writes no support file.
@_exported import Presenters
@_exported import Testing
