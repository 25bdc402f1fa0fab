/// A stack of screens, bottom first, as a navigation controller or a `NavigationStack` shows them: never
/// empty, its first screen is its root and its last the one the user sees.
///
/// ```swift
/// var stack = ScreenStack(root: "feed")
/// stack.push("post 98")
/// print(stack.screens, stack.top)
/// // Prints: ["feed", "post 98"] post 98
/// ```
public struct ScreenStack<Destination: Hashable & Sendable>: Hashable, Sendable {
    /// The screens, bottom first; never empty.
    public private(set) var screens: [Destination]

    /// A stack of `root` alone.
    public init(root: Destination) {
        screens = [root]
    }

    /// A stack of `screens`, bottom first, or `nil` if there are none: a stack is never empty.
    public init?(_ screens: [Destination]) {
        guard !screens.isEmpty else { return nil }
        self.screens = screens
    }

    /// The screen at the bottom, which going back never takes off.
    public var root: Destination { screens[0] }

    /// The screen on top, the one the user sees.
    public var top: Destination { screens[screens.count - 1] }

    /// How many screens the stack holds, at least one.
    public var count: Int { screens.count }

    /// Puts `screen` on top.
    public mutating func push(_ screen: Destination) {
        screens.append(screen)
    }

    /// Takes the top screen off, unless it is the root; returns whether it did.
    @discardableResult
    public mutating func pop() -> Bool {
        guard screens.count > 1 else { return false }
        screens.removeLast()
        return true
    }

    /// Keeps the screens up to `index`, which becomes the top.
    mutating func keep(through index: Int) {
        screens.removeSubrange((index + 1)...)
    }
}

extension ScreenStack: CustomStringConvertible {
    /// The screens bottom first, separated by `>`: `feed > post 98`.
    public var description: String {
        screens.map { "\($0)" }.joined(separator: " > ")
    }
}
