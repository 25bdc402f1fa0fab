import Foundation
import Presenters
import PresentersXCTest
import ShowcaseApp
import XCTest

/// The post detail driven by generated sequences: appearances, retries, the comments' refreshes, ends and
/// retries, comments typed, sent and edited, votes, scrolls, shares and the back button, waits, and every
/// request answered, failed or left to time out. Once it appeared, the detail follows the store's vote for
/// its post: a subscription it keeps on purpose.
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
    /// them the user's), a comment stored as sent, a vote counted once.
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
            .values(for: \VoteUseCase.vote) { _, vote in
                PostVotes(postID: vote.postID, isVoted: vote.voted, count: 10 + (vote.voted ? 1 : 0))
            }
    }

    static var invariants: [Invariant<PostDetailState>] {
        [
            Invariant("the comments being sent have distinct keys") { state in
                Set(state.pending.map(\.key)).count == state.pending.count
            },
            Invariant("every comment sent shows until the backend answers it") { state, requests in
                let sending = requests.filter {
                    $0.call == "post.addComment" && [.waiting, .never].contains($0.outcome)
                }
                .compactMap { try? JSONDecoder().decode(CommentWrite.self, from: Data($0.request.utf8)).text }
                let shown = state.pending.map(\.text)
                return Set(sending).allSatisfy { text in
                    sending.filter { $0 == text }.count <= shown.filter { $0 == text }.count
                }
            },
            Invariant("the comments show newest first, each once") { state in
                zip(state.comments.items, state.comments.items.dropFirst()).allSatisfy { $0.id > $1.id }
            },
            Invariant("the vote shown counts the user's vote once") { state in
                state.shownVote.map { $0.count == 10 + ($0.isVoted ? 1 : 0) } ?? true
            },
            Invariant("a vote's failure shows only while no vote is on its way") { state in
                state.voteFailure == nil || state.vote?.isPending != true
            },
            Invariant("the scroll offset is finite") { state in state.scrollOffset.isFinite },
        ]
    }

    func testEveryGeneratedSequenceShowsEachCommentSentUntilItsAnswerAndCountsAVoteOnce() {
        let known = Post(id: 7, title: "Post 7", author: "Author", votes: 10)
        let report = PresenterTest.generate(
            Self.settings, failureReporter: .xctest, answers: Self.answers, events: Self.events,
            invariants: Self.invariants, expectingLiveSubscriptions: { state in state.post == .idle ? 0 : 1 }
        ) { scheduler, answers in
            let useCase = PostDetailUseCase.generated(by: answers)
            let voting = Voting(store: AppStore(session: Fixture.session), useCase: VoteUseCase.generated(by: answers))
            return makePostDetailPresenter(
                id: known.id, post: known, author: Fixture.email, useCase: useCase, voting: voting,
                scheduler: scheduler)
        }
        XCTAssertEqual(report.sequences, 200)
    }
}
