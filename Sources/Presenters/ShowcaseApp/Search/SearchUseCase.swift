import Presenters

/// A page of the posts that match a text: what the search asks the backend.
public struct SearchRequest: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The text a post's title or author holds, in any case.
    public var text: String
    /// Which page of the matching posts.
    public var page: PageRequest

    /// The page `page` of the posts that match `text`.
    public init(text: String, page: PageRequest) {
        self.text = text
        self.page = page
    }

    public var description: String { "'\(text)' \(page)" }
}

/// Searches the backend's posts by text.
public struct SearchUseCase: UseCase {
    /// The matching posts of a page, newest first; an empty page means there is nothing more in that direction.
    public var search: (SearchRequest) -> Single<[Post]>

    /// A use case that searches with `search`.
    public init(search: @escaping (SearchRequest) -> Single<[Post]>) {
        self.search = search
    }

    /// Searches the backend through `client`.
    public static func live(client: any APIClient) -> SearchUseCase {
        SearchUseCase { request in
            client.send(.search(request)).map { try ResponseMapper.map($0, to: [Post].self).get() }
        }
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<SearchUseCase>] { [.call("search.search", \.search)] }

    /// The preview posts whose title holds the text, at once, on a single page.
    public static var preview: SearchUseCase {
        SearchUseCase { request in
            .just(
                request.page == .latest
                    ? Preview.posts.filter { $0.title.lowercased().contains(request.text.lowercased()) } : [])
        }
    }
}

extension SearchUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> SearchUseCase {
        .live(client: services.client)
    }
}
