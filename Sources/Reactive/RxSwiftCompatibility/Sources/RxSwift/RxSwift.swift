// The engine under RxSwift's module name: observables, subjects, operators, traits and schedulers, so that
// `import RxSwift` and qualified names such as `RxSwift.Observable` or `RxSwift.Event` resolve to the
// engine's declarations.
@_exported import Reactive
