// RxBlocking's module name: `toBlocking()` and its `first()`, `last()`, `toArray()`, `single()` and
// `materialize()` are the engine's.
@_exported import RxSwift
