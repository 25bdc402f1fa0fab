import PresentersXCTest
import XCTest

/// A parent with a child and a keyed collection of children: the children's states are parts of the
/// parent's, events reach them, their routes reach the parent, and their effects end when they go.
final class ChildPresentersTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private var fetched: TestableObservable<Int>!

    override func setUp() {
        super.setUp()
        fetched = scheduler.createColdObservable([.next(10, 50), .next(20, 100), .completed(20)])
    }

    private func makeTest() -> PresenterTest<DownloadsEvent, DownloadsState, DownloadsRoute> {
        PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, fetched] in
            makeDownloadsPresenter(fetch: { _ in fetched!.asObservable() }, scheduler: scheduler)
        }
    }

    func testTheChildsStateIsPartOfTheParentsAndItsRoutesReachTheParent() {
        let test = makeTest()

        test.send(.featured(.start), at: 100)
        test.send(.featured(.open), at: 200)
        test.run()

        test.assertStates([
            .next(0, DownloadsState()),
            .next(110, DownloadsState(featured: DownloadState(id: "featured", progress: 50))),
            .next(120, DownloadsState(featured: DownloadState(id: "featured", progress: 100))),
        ])
        test.assertRoutes([.next(200, .file("featured"))])
        XCTAssertEqual(fetched.subscriptions, [Subscription(100, 120)])
        test.finish()
    }

    func testReleasingTheParentCancelsTheEffectsOfItsChildren() {
        let test = makeTest()

        test.send(.featured(.start), at: 100)
        test.send(.show(["a"]), at: 100)
        test.send(.row(id: "a", .start), at: 105)
        test.advance(to: 112)
        test.assertStates([
            .next(0, DownloadsState()),
            .next(100, DownloadsState(rows: [DownloadState(id: "a")])),
            .next(
                110,
                DownloadsState(featured: DownloadState(id: "featured", progress: 50), rows: [DownloadState(id: "a")])),
        ])
        test.finish(expectingPendingActionsAt: [115, 120, 120, 125, 125], expectingLiveSubscriptions: 2)

        XCTAssertEqual(fetched.subscriptions, [Subscription(100, 112), Subscription(105, 112)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testAChildIsMadeForEachNewElementAndGetsItsEvents() {
        let test = makeTest()

        test.send(.show(["a", "b"]), at: 100)
        test.send(.row(id: "b", .start), at: 110)
        test.send(.row(id: "b", .open), at: 200)
        test.send(.row(id: "a", .open), at: 200)
        test.run()

        test.assertStates([
            .next(0, DownloadsState()),
            .next(100, DownloadsState(rows: [DownloadState(id: "a"), DownloadState(id: "b")])),
            .next(120, DownloadsState(rows: [DownloadState(id: "a"), DownloadState(id: "b", progress: 50)])),
            .next(130, DownloadsState(rows: [DownloadState(id: "a"), DownloadState(id: "b", progress: 100)])),
        ])
        test.assertRoutes([.next(200, .file("b"))])
        XCTAssertEqual(fetched.subscriptions, [Subscription(110, 130)])
        test.finish()
    }

    func testARemovedChildsRequestIsCancelledAtItsRemoval() {
        let test = makeTest()

        test.send(.show(["a", "b"]), at: 100)
        test.send(.row(id: "a", .start), at: 105)
        test.send(.row(id: "b", .start), at: 105)
        test.send(.show(["a"]), at: 112)
        test.send(.row(id: "b", .start), at: 200)
        test.run()

        test.assertStates([
            .next(0, DownloadsState()),
            .next(100, DownloadsState(rows: [DownloadState(id: "a"), DownloadState(id: "b")])),
            .next(112, DownloadsState(rows: [DownloadState(id: "a")])),
            .next(115, DownloadsState(rows: [DownloadState(id: "a", progress: 50)])),
            .next(125, DownloadsState(rows: [DownloadState(id: "a", progress: 100)])),
        ])
        // b's request ends when b goes; an event for b afterwards reaches nobody.
        XCTAssertEqual(fetched.subscriptions, [Subscription(105, 125), Subscription(105, 112)])
        test.finish()
    }

    func testARemovedChildEndsTheEffectsOfItsOwnChildEvenWhileSomethingHoldsIt() {
        let rows = ChildPresenters { [scheduler, fetched] (row: PartRow) in
            let part = Presenter<String, Int, Never>(
                initialState: row.part, scheduler: scheduler, reduce: .replace
            ) { _, _ in
                .run(fetched!.asObservable(), .latest("fetch"))
            }
            let presenter = Presenter<String, PartRow, Never>(initialState: row, scheduler: scheduler, reduce: .replace)
            { event, _ in
                .send(event, to: part)
            }
            presenter.embed(part, state: \.part)
            return presenter
        }
        let list = Presenter<[PartRow], [PartRow], Never>(
            initialState: [], scheduler: scheduler, reduce: .replace
        ) { rows, _ in
            .mutate(rows)
        }
        list.embed(rows, state: \.self)
        var held: Presenter<String, PartRow, Never>?
        scheduler.scheduleAt(100) { list.send([PartRow(id: "a")]) }
        scheduler.scheduleAt(105) {
            held = rows["a"]
            held?.send("start")
        }
        scheduler.scheduleAt(112) { list.send([]) }
        scheduler.start()

        XCTAssertNotNil(held, "a view still holds the removed row")
        XCTAssertEqual(fetched.subscriptions, [Subscription(105, 112)], "the row's part kept fetching")
        XCTAssertEqual(list.currentState, [])
        held = nil
    }

    func testAChildKeepsItsPresenterWhileItsElementStays() {
        let rows = ChildPresenters { (row: DownloadState) in
            makeDownloadPresenter(row, fetch: { _ in .never() }, scheduler: self.scheduler)
        }
        let list = Presenter<[String], [DownloadState], Never>(initialState: [], scheduler: scheduler, reduce: .replace)
        { files, _ in
            .mutate(files.map { DownloadState(id: $0) })
        }
        list.embed(rows, state: \.self)

        list.send(["a", "b"])
        let b = rows["b"]
        list.send(["b", "c"])

        XCTAssertEqual(rows.ids, ["b", "c"])
        XCTAssertNil(rows["a"])
        XCTAssertTrue(rows["b"] === b)
    }
}

/// A row whose part is the state of a child of its own.
private struct PartRow: Equatable, Identifiable {
    let id: String
    var part = 0
}
