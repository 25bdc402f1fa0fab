// What a test target that checks presenters with Swift Testing imports: the framework and the engine
// (whose `==` on a `Single`'s events serves `#expect`), and their Swift Testing support, so that the target
// writes no support file of its own.
@_exported import Presenters
