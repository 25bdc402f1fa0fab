/// Where the user is in an app, as a value: one stack of screens, or tabs each with a stack and one of them
/// selected, and at most one modal over it with a stack of its own.
///
/// It is what a view renders: SwiftUI's `TabView(selection:)`, a `NavigationStack(path:)` per tab and a
/// `sheet(item:)` for the modal, or a UIKit tab bar controller with a navigation controller per tab. It is
/// generic over the app's tab and screen types, which say what a screen is (`feed`, `post 98`) rather than
/// hold its presenter, so that it compares, prints and, when they are `Codable`, saves and restores.
///
/// It changes by one pure function, ``applying(_:)``: a ``NavigationRequest`` gives a new value, or a
/// ``NavigationRefusal`` that says why it cannot apply. ``NavigationOwner`` holds one, publishes its changes
/// and keeps a presenter for each screen on it.
///
/// ```swift
/// let start = NavigationState<String, String>(tabs: [("feed", "feed"), ("venues", "venues")], selected: "feed")
/// let opened = start.applying(.push("post 98"))
/// print(try opened.get().stack)
/// // Prints: feed > post 98
/// ```
public struct NavigationState<Tab: Hashable & Sendable, Destination: Hashable & Sendable>: Hashable, Sendable {
    /// One stack, or tabs with theirs: never both, never neither.
    enum Layout: Hashable {
        /// One stack without a tab bar, as a login flow shows.
        case single(ScreenStack<Destination>)
        /// Tabs, at least one, each once, and the index of the selected one.
        case tabs([NavigationTab<Tab, Destination>], selected: Int)
    }

    var layout: Layout
    /// The modal presented over the stack shown, with its own stack, if one is.
    public internal(set) var modal: ScreenStack<Destination>?

    /// One stack, of `root` alone, without tabs.
    public init(root: Destination) {
        self.init(stack: ScreenStack(root: root))
    }

    /// One stack without tabs, with `modal` presented over it if given.
    public init(stack: ScreenStack<Destination>, modal: ScreenStack<Destination>? = nil) {
        layout = .single(stack)
        self.modal = modal
    }

    /// Tabs in the order of the tab bar, each with a stack of its root screen alone, and `selected` selected.
    ///
    /// A programming error stops the app: no tab, a tab twice, or `selected` not one of `tabs`. A value read
    /// from a file is checked when it is decoded instead, and refused with an error.
    public init(tabs: [(tab: Tab, root: Destination)], selected: Tab) {
        self.init(tabs: tabs.map { NavigationTab(tab: $0.tab, stack: ScreenStack(root: $0.root)) }, selected: selected)
    }

    /// `tabs` in the order of the tab bar, each with its stack, `selected` selected and `modal` over it.
    ///
    /// The same programming errors stop the app as for the tabs given by their roots.
    public init(tabs: [NavigationTab<Tab, Destination>], selected: Tab, modal: ScreenStack<Destination>? = nil) {
        let problem = Self.problem(tabs: tabs.map(\.tab), selected: selected)
        precondition(problem == nil, problem ?? "")
        let index = tabs.firstIndex { $0.tab == selected } ?? 0
        layout = .tabs(tabs, selected: index)
        self.modal = modal
    }

    /// Why `tabs` with `selected` is not a tab bar, if it is not.
    static func problem(tabs: [Tab], selected: Tab) -> String? {
        if tabs.isEmpty { return "a tab bar has at least one tab" }
        if Set(tabs).count != tabs.count { return "a tab bar has each tab once" }
        if !tabs.contains(selected) { return "the selected tab \(selected) is not one of the tabs" }
        return nil
    }

    /// The tabs in the order of the tab bar, each with its stack; empty when there is one stack and no tab bar.
    public var tabs: [NavigationTab<Tab, Destination>] {
        if case .tabs(let tabs, _) = layout { return tabs }
        return []
    }

    /// The selected tab; `nil` when there are no tabs.
    public var selectedTab: Tab? {
        if case .tabs(let tabs, let selected) = layout { return tabs[selected].tab }
        return nil
    }

    /// The stack shown under the modal: the selected tab's, or the one stack.
    public var stack: ScreenStack<Destination> {
        switch layout {
        case .single(let stack): return stack
        case .tabs(let tabs, let selected): return tabs[selected].stack
        }
    }

    /// The stack of `tab`, or `nil` if it is not one of the tabs.
    public func stack(of tab: Tab) -> ScreenStack<Destination>? {
        tabs.first { $0.tab == tab }?.stack
    }

    /// The stack that pushing and going back change: the modal's if one is presented, the one shown otherwise.
    public var front: ScreenStack<Destination> { modal ?? stack }

    /// The screen the user sees: the top of the modal if one is presented, of the stack shown otherwise.
    public var top: Destination { front.top }

    /// Where the screen the user sees is.
    public var topSlot: NavigationSlot<Tab, Destination> {
        let place: NavigationPlace<Tab> = modal != nil ? .modal : selectedTab.map { .tab($0) } ?? .main
        return NavigationSlot(place: place, depth: front.count - 1, screen: top)
    }

    /// Every screen on the value with where it is: each tab's stack in the order of the tab bar (or the one
    /// stack), bottom first, then the modal's. These are the screens that have a presenter.
    public var slots: [NavigationSlot<Tab, Destination>] {
        var slots: [NavigationSlot<Tab, Destination>] = []
        switch layout {
        case .single(let stack): slots += Self.slots(of: stack, at: .main)
        case .tabs(let tabs, _):
            for tab in tabs { slots += Self.slots(of: tab.stack, at: .tab(tab.tab)) }
        }
        if let modal { slots += Self.slots(of: modal, at: .modal) }
        return slots
    }

    private static func slots(of stack: ScreenStack<Destination>, at place: NavigationPlace<Tab>)
        -> [NavigationSlot<Tab, Destination>]
    {
        stack.screens.enumerated().map { NavigationSlot(place: place, depth: $0.offset, screen: $0.element) }
    }
}

/// A tab of a ``NavigationState``, with its stack.
public struct NavigationTab<Tab: Hashable & Sendable, Destination: Hashable & Sendable>: Hashable, Sendable {
    /// Which tab this is.
    public let tab: Tab
    /// Its stack, kept while another tab is selected.
    public internal(set) var stack: ScreenStack<Destination>

    /// `tab` with `stack`.
    public init(tab: Tab, stack: ScreenStack<Destination>) {
        self.tab = tab
        self.stack = stack
    }
}

/// Which stack of a ``NavigationState`` a screen is on.
public enum NavigationPlace<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The one stack of a value without tabs.
    case main
    /// The stack of this tab.
    case tab(Tab)
    /// The modal's stack.
    case modal
}

/// A screen of a ``NavigationState`` and where it is: its stack and its depth there, from 0 at the root.
///
/// It is what a ``NavigationOwner`` keeps a presenter for: the same screen pushed twice is in two slots,
/// with two presenters, and a screen that stays where it is keeps its presenter whatever else changes.
public struct NavigationSlot<Tab: Hashable & Sendable, Destination: Hashable & Sendable>: Hashable, Sendable {
    /// The stack the screen is on.
    public let place: NavigationPlace<Tab>
    /// Its position there, from 0 at the root.
    public let depth: Int
    /// The screen.
    public let screen: Destination

    /// `screen`, at `depth` on the stack at `place`.
    public init(place: NavigationPlace<Tab>, depth: Int, screen: Destination) {
        self.place = place
        self.depth = depth
        self.screen = screen
    }
}
