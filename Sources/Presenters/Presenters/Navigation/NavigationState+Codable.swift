import Foundation

/// A value is written as its stacks, bottom first, so that a saved navigation reads plainly:
/// `{"selectedTab":"feed","tabs":[{"screens":[...],"tab":"feed"},...]}` or `{"stack":[...]}`, with a
/// `"modal"` stack if one is presented.
///
/// Decoding checks what the initialisers require (a stack is never empty, tabs are at least one and each
/// once, the selected one is among them, one stack or tabs but not both) and throws
/// `DecodingError.dataCorrupted` saying which, so that a file edited by hand or cut short is refused, never
/// trusted.
extension NavigationState: Codable where Tab: Codable, Destination: Codable {
    private enum CodingKeys: String, CodingKey {
        case stack, tabs, selectedTab, modal
    }

    private struct SavedTab: Codable {
        let tab: Tab
        let screens: [Destination]
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let modal = try container.decodeIfPresent([Destination].self, forKey: .modal)
        let savedModal = try modal.map { try Self.stack($0, "the modal", container) }
        let single = try container.decodeIfPresent([Destination].self, forKey: .stack)
        let saved = try container.decodeIfPresent([SavedTab].self, forKey: .tabs)
        switch (single, saved) {
        case (let screens?, nil):
            self.init(stack: try Self.stack(screens, "the stack", container), modal: savedModal)
        case (nil, let saved?):
            let selected = try container.decode(Tab.self, forKey: .selectedTab)
            if let problem = Self.problem(tabs: saved.map(\.tab), selected: selected) {
                throw DecodingError.dataCorruptedError(forKey: .tabs, in: container, debugDescription: problem)
            }
            let tabs = try saved.map {
                NavigationTab(tab: $0.tab, stack: try Self.stack($0.screens, "the tab \($0.tab)", container))
            }
            self.init(tabs: tabs, selected: selected, modal: savedModal)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .stack, in: container, debugDescription: "a navigation has one stack or tabs, and not both")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch layout {
        case .single(let stack): try container.encode(stack.screens, forKey: .stack)
        case .tabs(let tabs, let selected):
            try container.encode(tabs.map { SavedTab(tab: $0.tab, screens: $0.stack.screens) }, forKey: .tabs)
            try container.encode(tabs[selected].tab, forKey: .selectedTab)
        }
        try container.encodeIfPresent(modal?.screens, forKey: .modal)
    }

    private static func stack(_ screens: [Destination], _ name: String, _ container: KeyedDecodingContainer<CodingKeys>)
        throws -> ScreenStack<Destination>
    {
        guard let stack = ScreenStack(screens) else {
            throw DecodingError.dataCorruptedError(
                forKey: .stack, in: container, debugDescription: "\(name) has no screen: a stack is never empty")
        }
        return stack
    }
}
