// RxRelay's module name: `PublishRelay`, `BehaviorRelay` and `ReplayRelay` are the engine's, so this module
// re-exports it, as RxRelay's users also see RxSwift's declarations through it.
@_exported import RxSwift
