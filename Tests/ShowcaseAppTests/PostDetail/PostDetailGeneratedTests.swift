import Presenters
import PresentersXCTest
import ShowcaseApp
import XCTest

/// The post detail driven by generated sequences: appearances, retries, the comments' refreshes, ends and
/// retries, comments typed, sent and edited, votes, scrolls, shares and the back button, waits, and every
/// request answered, failed or left to time out. The detail has no voting here, so a vote tapped does
/// nothing: the store's vote it would follow from its appearance is a subscription kept on purpose, which a
/// generated run counts as one left alive. The votes are tested in `PostDetailVoteTests`.
final class PostDetailGeneratedTests: ShowcaseAppTestCase {
    /// 200 short sequences, in ticks of a second: a request times out after 10.
    static var settings: GenerationSettings {
        GenerationSettings(
            sequences: 200, steps: 1...14, weights: StepWeights(event: 6, wait: 1, answer: 2),
            outcomes: OutcomeWeights(success: 3, failure: 1, never: 1), waits: 1...12)
    }

    /// The texts typed: the same text twice is common, a blank one cannot be sent.
    static let texts = ["ok", "", " nice "]

    static var events: GeneratedEvents<PostDetailEvent, PostDetailState> {
        .from { random, state in
            switch random.int(in: 0...13) {
            // A user who typed a comment mostly sends it; one who did not mostly types one.
            case 0...6: return state.draft.isSendEnabled ? .sendTapped : .draftChanged(random.element(of: texts))
            case 7: return .sendTapped
            case 8: return .appear
            case 9: return .retry
            case 10: return .comments(random.element(of: [.reachedEnd, .refresh, .retry, .appear]))
            case 11:
                let id = state.comments.items.isEmpty ? 1 : random.element(of: state.comments.items).id
                return .editComment(id: id, text: random.element(of: texts))
            case 12: return .voteTapped
            default:
                return random.element(of: [
                    .scrolled(offset: Double(random.int(in: -200...400))), .shareTapped, .backTapped,
                ])
            }
        }
    }

    /// Every call answers as a backend would: the post with 10 votes, pages of up to three comments (some of
    /// them the user's), a comment stored as sent.
    static var answers: AnswerGenerators {
        AnswerGenerators()
            .values(for: \PostDetailUseCase.post) { _, id in
                Post(id: id, title: "Post \(id)", author: "Author", votes: 10)
            }
            .values(for: \PostDetailUseCase.comments) { random, request in
                let newest: Int
                switch request.page {
                case .latest: newest = 20
                case .newer(let id): newest = id + 3
                case .older(let id): newest = id - 1
                }
                let count = min(random.int(in: 0...3), max(0, newest))
                return (0..<count).map { offset in
                    let id = newest - offset
                    return Comment(
                        id: id, author: id % 2 == 0 ? Fixture.email : "ana@example.com", text: "Comment \(id)")
                }
            }
            .values(for: \PostDetailUseCase.addComment) { random, write in
                Comment(id: random.int(in: 100...199), author: write.author, text: write.text)
            }
            .values(for: \PostDetailUseCase.editComment) { _, write in
                Comment(id: write.target, author: write.author, text: write.text)
            }
    }

    /// The comments sent in the sequence being played, by their text.
    private var sent = RequestLog<String>()

    private var invariants: [Invariant<PostDetailState>] {
        [
            Invariant("the comments being sent have distinct keys") { state in
                Set(state.pending.map(\.key)).count == state.pending.count
            },
            Invariant("every comment sent shows until the backend answers it") { [self] state in
                let shown = state.pending.map(\.text)
                return Set(sent.waiting).allSatisfy { text in
                    sent.waiting.filter { $0 == text }.count <= shown.filter { $0 == text }.count
                }
            },
            Invariant("the comments show newest first, each once") { state in
                zip(state.comments.items, state.comments.items.dropFirst()).allSatisfy { $0.id > $1.id }
            },
            Invariant("the scroll offset is finite") { state in state.scrollOffset.isFinite },
        ]
    }

    func testEveryGeneratedSequenceShowsEachCommentSentUntilItsAnswerUnderItsOwnKey() {
        let known = Post(id: 7, title: "Post 7", author: "Author", votes: 10)
        let report = PresenterTest.generate(
            Self.settings, failureReporter: .xctest, answers: Self.answers, events: Self.events,
            invariants: invariants
        ) { [self] scheduler, answers in
            let sent = RequestLog<String>()
            self.sent = sent
            var useCase = PostDetailUseCase.generated(by: answers)
            useCase.addComment = { [addComment = useCase.addComment] write in sent.track(write.text, addComment(write))
            }
            return makePostDetailPresenter(
                id: known.id, post: known, author: Fixture.email, useCase: useCase, scheduler: scheduler)
        }
        XCTAssertEqual(report.sequences, 200)
    }
}
