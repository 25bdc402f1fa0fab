import Presenters

/// What follows the routes of the app's screens: the navigator as the app ships, or what a test root puts
/// in its place to see where the screens lead without building the screens they lead to.
public protocol Navigating: AnyObject {
    /// The screen on top, the one the user sees.
    var top: Screen { get }
    /// Does what a route of a screen asks: applies `request`, or tells why it does not apply.
    func perform(_ request: AppNavigationRequest)
}

extension Navigator: Navigating {}
