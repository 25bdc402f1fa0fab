import PresentersXCTest
import ShowcaseApp

/// What a shelf of posts under test is answered (a collection's, a user's or a topic's screen): its header
/// and its pages, each as the test sets it up, and the states it shows, for the shelf `id`.
struct ShelfAnswers<Header: Hashable & Codable & Sendable> {
    typealias Posts = PagedListState<Post, RequestFailure>

    /// The id of the shelf's collection, user or topic.
    let id: Int
    /// The answers of the header's call, by the id asked for.
    let headers: TestAnswers<Int, Header>
    /// The answers of the pages' call.
    let pages: TestAnswers<ShelfPageRequest, [Post]>

    /// The answers of the shelf `id`, whose header's call is named `header` and pages' call `pages`, timed
    /// by `scheduler`.
    init(id: Int, header: String, pages: String, scheduler: TestScheduler) {
        self.id = id
        headers = TestAnswers(call: header, scheduler: scheduler, failureReporter: .xctest)
        self.pages = TestAnswers(call: pages, scheduler: scheduler, failureReporter: .xctest)
    }

    /// The request of the shelf's page `page`.
    func page(_ page: PageRequest) -> ShelfPageRequest {
        ShelfPageRequest(id: id, page: page)
    }

    /// The shelf showing `header` over `posts`.
    func shelf(_ header: Loadable<Header, RequestFailure> = .idle, _ posts: Posts = Posts()) -> PostShelfState<Header> {
        PostShelfState(id: id, header: header, posts: posts)
    }

    /// The pages asked for, in order.
    var pagesAsked: [PageRequest] { pages.requests.map(\.page) }
}
