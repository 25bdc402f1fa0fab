import PresentersXCTest
import XCTest

/// A mutation can lead to an event: the presenter handles it after the work in hand, as one the view sent,
/// and the trace (so a recording) shows the mutation's state, not the event.
final class FollowUpTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// A list that loads a page on "load", and on "show" marks shown what it lists; a "show" of more than
    /// it lists waits for the page, which shows it when it lands.
    private func makePresenter() -> Presenter<String, [String], Never> {
        Presenter(
            initialState: [], scheduler: scheduler,
            reduce: .pure { (items, mutation: String) in
                switch mutation {
                case "waiting": return ["waiting"]
                case "shown": return items.filter { $0 != "waiting" }.map { $0 + "!" }
                default: return items + mutation.dropFirst("page:".count).map(String.init)
                }
            },
            followUp: { items, mutation in
                mutation.hasPrefix("page:") && items.contains("waiting") ? "show" : nil
            },
            effects: { [scheduler] event, items in
                switch event {
                case "load":
                    return .run(
                        Single.just(["a", "b"]).delay(.seconds(5), scheduler: scheduler).map { "page:" + $0.joined() })
                case "show": return items.isEmpty ? .mutate("waiting") : .mutate("shown")
                default: return .none
                }
            })
    }

    func testAMutationsFollowUpIsHandledAfterIt() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { self.makePresenter() }

        test.send("load") { _ in }
        test.send("show") { $0 = ["waiting"] }
        test.advance(by: 5)
        test.receive { $0 = ["waiting", "a", "b"] }
        test.receive { $0 = ["a!", "b!"] }
        test.finish()
    }

    func testNoFollowUpWhenTheMutationLeadsToNone() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { self.makePresenter() }

        test.send("load") { _ in }
        test.advance(by: 5)
        test.receive { $0 = ["a", "b"] }
        test.finish()
    }

    func testTheTraceShowsTheEventsSentNotTheFollowUps() {
        let presenter = makePresenter()
        var events: [String] = []
        presenter.onTrace = { _, trace in
            if case .event(let event) = trace { events.append(event) }
        }

        presenter.send("load")
        presenter.send("show")
        scheduler.start()

        XCTAssertEqual(presenter.currentState, ["a!", "b!"])
        XCTAssertEqual(events, ["load", "show"])
    }

    func testAnInPlaceReduceHasFollowUpsToo() {
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: scheduler,
            reduce: .inPlace { count, step in
                count += step
                return .changed
            },
            followUp: { count, _ in count < 3 ? 1 : nil }, effects: { event, _ in .mutate(event) })

        presenter.send(1)

        XCTAssertEqual(presenter.currentState, 3)
    }
}
