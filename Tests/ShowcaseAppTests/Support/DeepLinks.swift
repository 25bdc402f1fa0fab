import Foundation
import ShowcaseApp

/// The links of the app's forms, as the parser reads them, for tests that compare what the navigator kept
/// or opened.
extension DeepLink {
    private static func parsed(_ link: String) -> DeepLink {
        guard case .success(let parsed) = DeepLinkParser(scheme: "producthunt").parse(link) else {
            preconditionFailure("\(link) is one of the app's links")
        }
        return parsed
    }

    /// `producthunt://post/ID`.
    static func post(id: Int) -> DeepLink { parsed("producthunt://post/\(id)") }
    /// `producthunt://collection/ID`.
    static func collection(id: Int) -> DeepLink { parsed("producthunt://collection/\(id)") }
    /// `producthunt://user/ID`.
    static func user(id: Int) -> DeepLink { parsed("producthunt://user/\(id)") }
    /// `producthunt://search?q=TEXT`, its text escaped.
    static func search(query: String) -> DeepLink {
        parsed("producthunt://search?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
    }
}
