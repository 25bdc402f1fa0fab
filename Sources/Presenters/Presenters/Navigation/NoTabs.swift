/// The tab type of a navigation without tabs: one stack of screens, and a modal stack over it.
///
/// ``NavigationState`` names its tabs by a type of the app's; an app whose screens are one stack names this
/// one, which has no value, so that no request can select a tab and no saved value can hold one:
///
/// ```swift
/// let start = NavigationState<NoTabs, Page>(root: .home)
/// let owner = NavigationOwner(start, build: { PageScreen(page: $0) })
/// owner.send(.push(.article(id: 3)))
/// ```
///
/// Such a value is saved as `{"stack":[...]}`, with a `"modal"` when one is shown.
public enum NoTabs: Hashable, Sendable, Codable {
    /// Never called: there is no value to encode.
    public func encode(to encoder: any Encoder) throws {
        switch self {}
    }

    /// Always throws: a saved value that names a tab is not one of a navigation without tabs.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "a navigation without tabs has no tab to read"))
    }
}
