import Presenters
import ShowcaseApp
import XCTest

/// A post detail use case whose calls answer with the cold observables a test sets up, in order per
/// kind of call, and that remembers what it was asked; a call nobody set up fails the test.
final class StubPostDetailUseCase {
    private let scheduler: TestScheduler
    private var posts: [TestableObservable<Post>] = []
    private var pages: [PageRequest: [TestableObservable<[Comment]>]] = [:]
    private var adds: [TestableObservable<Comment>] = []
    private var edits: [TestableObservable<Comment>] = []
    private(set) var postRequests: [Int] = []
    private(set) var commentRequests: [CommentsRequest] = []
    private(set) var added: [CommentWrite] = []
    private(set) var edited: [CommentWrite] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The use case, answering through this stub.
    var useCase: PostDetailUseCase {
        PostDetailUseCase(post: post(id:), comments: comments, addComment: addComment, editComment: editComment)
    }

    @discardableResult
    func answerPost(_ events: [Recorded<Event<Post>>]) -> TestableObservable<Post> {
        let answer = scheduler.createColdObservable(events)
        posts.append(answer)
        return answer
    }

    @discardableResult
    func answerComments(_ page: PageRequest, _ events: [Recorded<Event<[Comment]>>]) -> TestableObservable<[Comment]> {
        let answer = scheduler.createColdObservable(events)
        pages[page, default: []].append(answer)
        return answer
    }

    @discardableResult
    func answerAdd(_ events: [Recorded<Event<Comment>>]) -> TestableObservable<Comment> {
        let answer = scheduler.createColdObservable(events)
        adds.append(answer)
        return answer
    }

    @discardableResult
    func answerEdit(_ events: [Recorded<Event<Comment>>]) -> TestableObservable<Comment> {
        let answer = scheduler.createColdObservable(events)
        edits.append(answer)
        return answer
    }

    private func next<Element>(_ queue: inout [TestableObservable<Element>], _ name: String) -> Single<Element> {
        guard !queue.isEmpty else {
            XCTFail("no answer set up for \(name)")
            return .never()
        }
        return queue.removeFirst().asSingle()
    }

    func post(id: Int) -> Single<Post> {
        postRequests.append(id)
        return next(&posts, "post \(id)")
    }

    func comments(_ request: CommentsRequest) -> Single<[Comment]> {
        commentRequests.append(request)
        var queue = pages[request.page] ?? []
        defer { pages[request.page] = queue }
        return next(&queue, "comments \(request.page)")
    }

    func addComment(_ write: CommentWrite) -> Single<Comment> {
        added.append(write)
        return next(&adds, "add comment")
    }

    func editComment(_ write: CommentWrite) -> Single<Comment> {
        edited.append(write)
        return next(&edits, "edit comment")
    }
}

extension Fixture {
    /// A comment with `id` by `author`, its text following from its id.
    static func comment(_ id: Int, by author: String = "ana@example.com", _ text: String? = nil) -> Comment {
        Comment(id: id, author: author, text: text ?? "Comment \(id)")
    }
}

extension PostDetailState {
    /// This state with `value` set at `keyPath`, as a reduce sets it: a pulse set this way counts a setting.
    func setting<Value>(_ keyPath: WritableKeyPath<Self, Value>, to value: Value) -> Self {
        var state = self
        state[keyPath: keyPath] = value
        return state
    }
}
