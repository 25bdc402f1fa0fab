import Presenters

/// How the demo writes the navigation value: the `-> ...` line of each change of the screen on top, and
/// the tabs and their stacks as `screens` lists them; from the framework's navigation value alone, the same
/// for every screen and every tab, named by their raw values.
enum NavigationRendering {
    /// `SCREEN`, `back to SCREEN`, `TAB tab: SCREEN`: how the screen on top came there, the same for every
    /// screen and every tab.
    static func transition<Tab: RawRepresentable<String>, Screen: CustomStringConvertible>(
        from old: NavigationState<Tab, Screen>, to new: NavigationState<Tab, Screen>
    ) -> String {
        let tab = new.selectedTab.flatMap {
            $0 == old.selectedTab || old.selectedTab == nil ? nil : "\($0.rawValue) tab: "
        }
        let back = tab == nil && old.slots.contains(new.topSlot) ? "back to " : ""
        return (tab ?? "") + back + new.top.description
    }

    /// The tabs and their stacks, the selected one marked, and the modal, as `screens` prints them.
    static func lines<Tab: RawRepresentable<String>, Screen>(of value: NavigationState<Tab, Screen>) -> [String] {
        let stacks =
            value.tabs.isEmpty
            ? ["  \(value.stack)"]
            : value.tabs.map { ($0.tab == value.selectedTab ? "  * " : "    ") + "\($0.tab.rawValue): \($0.stack)" }
        return ["[screens]"] + stacks + (value.modal.map { ["  modal: \($0)"] } ?? [])
    }
}
