import Presenters

/// What follows the routes of the app's screens: the navigator as the app ships, or what a test root puts
/// in its place to see where the screens lead without building the screens they lead to.
public protocol Navigating: AnyObject {
    /// The screen on top, the one the user sees.
    var top: Screen { get }
    /// Does what `navigation` says.
    func perform(_ navigation: Navigation)
}

extension Navigator: Navigating {}

extension Screen {
    /// What the screen's routes make a navigator do, as they come: what a navigator, or a test's stand-in
    /// for it, follows.
    public var routeNavigations: Observable<Navigation> { navigations }

    /// Tells the screen's presenter it is about to appear, as a navigator does for the screen on top.
    public func willAppear() {
        appear()
    }
}
