/// What a route asks of the navigation: the input of ``NavigationState/applying(_:)``.
///
/// Pushing and going back act on the front stack: the modal's if one is presented, the stack shown
/// otherwise.
public enum NavigationRequest<Tab: Hashable & Sendable, Destination: Hashable & Sendable>: Hashable, Sendable {
    /// Puts the screen on top of the front stack.
    case push(Destination)
    /// Takes the top screen off the front stack; refused at its root.
    case pop
    /// Takes every screen but the root off the front stack; refused at its root.
    case popToRoot
    /// Takes the screens above the screen off the front stack, the nearest to the top if it is there twice;
    /// refused if the screen is not below the top.
    case popTo(Destination)
    /// Makes the screen the only one on the front stack.
    case replaceRoot(Destination)
    /// Presents the screen modally, with a stack of its own; refused if a modal is presented already.
    case present(Destination)
    /// Dismisses the modal with its whole stack; refused if none is presented.
    case dismiss
    /// What a back button or a swipe does: pops the front stack, or, at the root of a modal, dismisses it;
    /// refused at the root of the stack shown.
    case back
    /// Selects the tab, whose stack is kept as it was; refused for a tab the value does not have, for the
    /// tab already selected, and while a modal covers the tab bar.
    case select(Tab)
    /// Replaces the whole value, as a deep link or a restored session builds it; never refused.
    case reset(NavigationState<Tab, Destination>)
}

/// Why a ``NavigationRequest`` does not apply to a ``NavigationState``; the value stays as it was.
public enum NavigationRefusal<Tab: Hashable & Sendable, Destination: Hashable & Sendable>: Error, Hashable,
    CustomStringConvertible
{
    /// The front stack holds its root alone: there is nothing to go back to.
    case atRoot(Destination)
    /// The screen to go back to is not below the top of the front stack.
    case notBelowTop(Destination)
    /// A modal is presented already: the screen is presented over nothing else.
    case alreadyPresenting(Destination)
    /// No modal is presented: there is nothing to dismiss.
    case nothingPresented
    /// The value has no such tab (or no tabs at all).
    case unknownTab(Tab)
    /// The tab is selected already.
    case alreadySelected(Tab)
    /// A modal covers the tab bar: it is dismissed before another tab is selected.
    case tabBarCovered(by: Destination)

    /// What a user is told.
    public var message: String {
        switch self {
        case .atRoot(let screen): return "there is no screen to go back to: \(screen) is the first screen of its stack"
        case .notBelowTop(let screen): return "\(screen) is not below the screen shown"
        case .alreadyPresenting(let screen): return "\(screen) is presented already: dismiss it first"
        case .nothingPresented: return "nothing is presented, so nothing is dismissed"
        case .unknownTab(let tab): return "there is no \(tab) tab here"
        case .alreadySelected(let tab): return "the \(tab) tab is shown already"
        case .tabBarCovered(let screen): return "\(screen) covers the tab bar: dismiss it first"
        }
    }

    public var description: String { message }
}
