// RxCocoa's module name for its platform-independent part: the traits `Driver`, `Signal`,
// `ControlProperty` and `ControlEvent`, `Binder`, `drive`, `emit` and the relays are the engine's. The
// UIKit and AppKit extensions (`rx.tap`, `rx.text`, delegate proxies) are not here: an app binds its
// views with `Binder` over its own properties.
@_exported import RxRelay
@_exported import RxSwift
