import PresentersXCTest
import XCTest

/// A row of a list under test: its id orders it.
private struct Row: Identifiable, Hashable {
    let id: Int
    var title: String

    init(_ id: Int, _ title: String? = nil) {
        self.id = id
        self.title = title ?? "row \(id)"
    }
}

private enum Request: Hashable {
    case initial
    case newer(Int)
    case older(Int)
}

private struct Offline: Error {}

/// A source whose every page is a request to `page`.
private func source(_ page: @escaping (Request) -> Single<[Row]>) -> PagedListSource<Row> {
    PagedListSource(initialLoad: { page(.initial) }, loadNewer: { page(.newer($0)) }, loadOlder: { page(.older($0)) })
}

private typealias ListState = PagedListState<Row, String>

private func rows(_ ids: ClosedRange<Int>) -> [Row] { ids.reversed().map { Row($0) } }

/// The paged list's loads, order, merging and failures, in virtual time through a presenter that is only
/// the list.
final class PagedListTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var pages = TestAnswers<Request, [Row]>(
        call: "rows.page", scheduler: scheduler, failureReporter: .xctest)
    private lazy var list = PagedList(source: source(pages.call), order: .descendingIDs, failure: { _ in "offline" })
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, list] in
        Presenter<PagedListEvent, ListState, Never>(list: list, scheduler: scheduler)
    }

    private var firstPageStates: RecordedEvents<ListState> {
        [
            .next(0, ListState()), .next(10, ListState(isLoadingInitial: true)),
            .next(20, ListState(items: rows(11...20))),
        ]
    }

    private func appearWithFirstPage() {
        pages.answer(.initial, with: [.next(10, rows(11...20)), .completed(10)])
        test.send(.appear, at: 10)
    }

    func testAppearingLoadsTheFirstPageOnce() {
        let answer = pages.answer(.initial, with: [.next(10, rows(11...20)), .completed(10)])
        test.send(.appear, at: 10)
        test.send(.appear, at: 15)
        test.send(.refresh, at: 16)
        test.send(.reachedEnd, at: 17)
        test.send(.retry, at: 18)
        test.send(.appear, at: 30)

        test.run()

        test.assertStates(firstPageStates)
        XCTAssertEqual(pages.requests, [.initial])
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        test.finish()
    }

    func testAnEmptyFirstPageShowsTheEmptyStateWithNothingMoreToLoad() {
        pages.answer(.initial, with: [.next(10, []), .completed(10)])
        test.send(.appear, at: 10)
        test.send(.reachedEnd, at: 30)
        test.send(.appear, at: 40)

        test.run()

        test.assertStates([
            .next(0, ListState()), .next(10, ListState(isLoadingInitial: true)),
            .next(20, ListState(moreToLoad: false, isEmpty: true)),
        ])
        XCTAssertEqual(pages.requests, [.initial])
        test.finish()
    }

    func testScrollingToTheEndLoadsOlderByTheLastIdUntilAnEmptyPage() {
        appearWithFirstPage()
        pages.answer(.older(11), with: [.next(10, rows(1...10)), .completed(10)])
        pages.answer(.older(1), with: [.next(10, []), .completed(10)])
        test.send(.reachedEnd, at: 30)
        test.send(.reachedEnd, at: 35)
        test.send(.reachedEnd, at: 50)
        test.send(.reachedEnd, at: 70)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, ListState(items: rows(11...20), isLoadingOlder: true)),
                .next(40, ListState(items: rows(1...20))),
                .next(50, ListState(items: rows(1...20), isLoadingOlder: true)),
                .next(60, ListState(items: rows(1...20), moreToLoad: false)),
            ])
        XCTAssertEqual(pages.requests, [.initial, .older(11), .older(1)], "no load while one runs, none after the end")
        test.finish()
    }

    func testRefreshLoadsNewerByTheFirstIdAndAnEmptyPageLeavesMoreToLoad() {
        appearWithFirstPage()
        pages.answer(.newer(20), with: [.next(10, rows(21...22)), .completed(10)])
        pages.answer(.newer(22), with: [.next(10, []), .completed(10)])
        test.send(.refresh, at: 30)
        test.send(.refresh, at: 35)
        test.send(.refresh, at: 50)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, ListState(items: rows(11...20), isRefreshing: true)),
                .next(40, ListState(items: rows(11...22))),
                .next(50, ListState(items: rows(11...22), isRefreshing: true)),
                .next(60, ListState(items: rows(11...22))),
            ])
        XCTAssertEqual(pages.requests, [.initial, .newer(20), .newer(22)])
        test.finish()
    }

    func testRefreshOfAnEmptyListLoadsTheFirstPage() {
        pages.answer(.initial, with: [.next(10, []), .completed(10)])
        pages.answer(.initial, with: [.next(10, rows(1...2)), .completed(10)])
        test.send(.appear, at: 10)
        test.send(.refresh, at: 30)

        test.run()

        test.assertStates([
            .next(0, ListState()), .next(10, ListState(isLoadingInitial: true)),
            .next(20, ListState(moreToLoad: false, isEmpty: true)),
            .next(30, ListState(isRefreshing: true, moreToLoad: false, isEmpty: true)),
            .next(40, ListState(items: rows(1...2))),
        ])
        test.finish()
    }

    func testOverlappingAndOutOfOrderPagesGiveEachItemOnceInOrder() {
        appearWithFirstPage()
        // The refresh answers after the older page, and both repeat items already shown.
        pages.answer(.newer(20), with: [.next(30, [Row(22), Row(21), Row(20, "changed"), Row(19)]), .completed(30)])
        pages.answer(.older(11), with: [.next(5, [Row(12), Row(11), Row(10), Row(9)]), .completed(5)])
        test.send(.refresh, at: 30)
        test.send(.reachedEnd, at: 31)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, ListState(items: rows(11...20), isRefreshing: true)),
                .next(31, ListState(items: rows(11...20), isRefreshing: true, isLoadingOlder: true)),
                .next(36, ListState(items: rows(9...20), isRefreshing: true)),
                .next(60, ListState(items: rows(9...22))),
            ])
        test.finish()
    }

    func testEachFailedLoadIsRetriedByItself() {
        pages.answer(.initial, with: [.error(10, Offline())])
        pages.answer(.initial, with: [.next(10, rows(11...20)), .completed(10)])
        pages.answer(.newer(20), with: [.error(10, Offline())])
        pages.answer(.newer(20), with: [.next(10, rows(21...21)), .completed(10)])
        pages.answer(.older(11), with: [.error(10, Offline())])
        pages.answer(.older(11), with: [.next(10, rows(10...10)), .completed(10)])
        test.send(.appear, at: 10)
        test.send(.retry, at: 30)
        test.send(.refresh, at: 50)
        test.send(.retry, at: 70)
        test.send(.reachedEnd, at: 90)
        test.send(.retry, at: 110)
        test.send(.retry, at: 130)

        test.run()

        let all = rows(11...20)
        test.assertStates([
            .next(0, ListState()), .next(10, ListState(isLoadingInitial: true)),
            .next(20, ListState(failure: PagedListFailure(load: .initial, cause: "offline"))),
            .next(30, ListState(isLoadingInitial: true)), .next(40, ListState(items: all)),
            .next(50, ListState(items: all, isRefreshing: true)),
            .next(60, ListState(items: all, failure: PagedListFailure(load: .newer, cause: "offline"))),
            .next(70, ListState(items: all, isRefreshing: true)),
            .next(80, ListState(items: rows(11...21))),
            .next(90, ListState(items: rows(11...21), isLoadingOlder: true)),
            .next(100, ListState(items: rows(11...21), failure: PagedListFailure(load: .older, cause: "offline"))),
            .next(110, ListState(items: rows(11...21), isLoadingOlder: true)),
            .next(120, ListState(items: rows(10...21))),
        ])
        XCTAssertEqual(
            pages.requests, [.initial, .initial, .newer(20), .newer(20), .older(11), .older(11)],
            "a retry with no failure does nothing")
        test.finish()
    }

    func testARetryWhileTheRetriedLoadRunsStartsNothing() {
        pages.answer(.initial, with: [.error(10, Offline())])
        pages.answer(.initial, with: [.next(10, rows(1...1)), .completed(10)])
        test.send(.appear, at: 10)
        test.send(.retry, at: 30)
        test.send(.retry, at: 35)

        test.run()

        test.assertStates([
            .next(0, ListState()), .next(10, ListState(isLoadingInitial: true)),
            .next(20, ListState(failure: PagedListFailure(load: .initial, cause: "offline"))),
            .next(30, ListState(isLoadingInitial: true)), .next(40, ListState(items: rows(1...1))),
        ])
        XCTAssertEqual(pages.requests, [.initial, .initial])
        test.finish()
    }

    func testNothingLoadsWhileTheFirstPageLoads() {
        appearWithFirstPage()
        test.send(.refresh, at: 12)
        test.send(.reachedEnd, at: 13)

        test.run()

        test.assertStates(firstPageStates)
        XCTAssertEqual(pages.requests, [.initial])
        test.finish()
    }

    func testReleasingTheListCancelsItsLoads() {
        let answer = pages.answer(.initial, with: [.next(10, rows(1...2)), .completed(10)])
        test.send(.appear, at: 10)
        test.advance(to: 15)
        test.assertStates([.next(0, ListState()), .next(10, ListState(isLoadingInitial: true))])

        test.releasePresenter()

        XCTAssertEqual(answer.subscriptions, [Subscription(10, 15)])
        test.finish()
    }

    func testUpsertAndRemoveChangeItemsInPlaceAndInOrder() {
        var state = ListState(items: [Row(5), Row(3)], moreToLoad: false)
        state = list.reduce(state, .upsert(Row(4)))
        XCTAssertEqual(state.items, [Row(5), Row(4), Row(3)])
        state = list.reduce(state, .upsert(Row(4, "edited")))
        XCTAssertEqual(state.items, [Row(5), Row(4, "edited"), Row(3)])
        state = list.reduce(state, .remove(5))
        state = list.reduce(state, .remove(4))
        state = list.reduce(state, .remove(3))
        XCTAssertEqual(state, ListState(moreToLoad: false, isEmpty: true))
        state = list.reduce(state, .upsert(Row(1)))
        XCTAssertEqual(state, ListState(items: [Row(1)], moreToLoad: false))
    }

    func testAnAscendingListKeepsTheSmallestIdFirst() {
        let ascending = PagedList(source: source(pages.call), order: .ascendingIDs, failure: { _ in "offline" })
        let state = ascending.reduce(ListState(), .loaded(.initial, [Row(3), Row(1), Row(2), Row(1)]))
        XCTAssertEqual(state.items, [Row(1), Row(2), Row(3)])
    }

    func testSectionsGroupNeighbouringItemsAndAnswerByIndexPath() {
        let state = ListState(items: [Row(9), Row(8), Row(7), Row(4), Row(3)])
        let sections = state.sections(by: { $0.id / 5 })

        XCTAssertEqual(sections.numberOfSections, 2)
        XCTAssertEqual(sections.sections.map(\.key), [1, 0])
        XCTAssertEqual(sections.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(sections.numberOfItems(inSection: 1), 2)
        XCTAssertEqual(sections.numberOfItems(inSection: 2), 0)
        XCTAssertEqual(sections.item(at: ItemIndexPath(section: 1, item: 0)), Row(4))
        XCTAssertEqual(sections.item(at: ItemIndexPath(section: 0, item: 2)), Row(7))
        XCTAssertNil(sections.item(at: ItemIndexPath(section: 0, item: 3)))
        XCTAssertNil(sections.item(at: ItemIndexPath(section: 0, item: -1)))
        XCTAssertNil(sections.item(at: ItemIndexPath(section: -1, item: 0)))
        XCTAssertEqual(sections.indexPath(where: { $0.id == 3 }), ItemIndexPath(section: 1, item: 1))
        XCTAssertNil(sections.indexPath(where: { $0.id == 5 }))
    }

    func testWithoutAKeyTheListIsOneSection() {
        XCTAssertEqual(ListState().sections.numberOfSections, 0)
        let sections = ListState(items: rows(1...3)).sections
        XCTAssertEqual(sections.numberOfSections, 1)
        XCTAssertEqual(sections.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(sections.item(at: ItemIndexPath(section: 0, item: 2)), Row(1))
    }
}

/// A screen that keeps a paged list in its own state beside a title of its own.
private struct ShelfState: Equatable {
    var title = ""
    var list = ListState()
}

private enum ShelfEvent {
    case list(PagedListEvent)
    case rename(String)
}

private enum ShelfMutation {
    case list(PagedListMutation<Row, String>)
    case title(String)
}

/// The list embedded in a screen's own state and events, its effects lifted with `mapMutations`.
final class PagedListEmbeddingTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var pages = TestAnswers<Request, [Row]>(
        call: "rows.page", scheduler: scheduler, failureReporter: .xctest)

    func testTheScreensListLoadsThroughItsOwnEventsAndMutations() {
        let list = PagedList(
            source: source(pages.call), id: "shelf", order: .descendingIDs, failure: { _ in "offline" })
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<ShelfEvent, ShelfState, Never>(
                initialState: ShelfState(), scheduler: scheduler,
                reduce: .pure { (state, mutation: ShelfMutation) in
                    var state = state
                    switch mutation {
                    case .list(let mutation): list.reduce(&state.list, mutation)
                    case .title(let title): state.title = title
                    }
                    return state
                },
                effects: { event, state in
                    switch event {
                    case .list(let event):
                        return list.effect(of: event, in: state.list).mapMutations(ShelfMutation.list)
                    case .rename(let title): return .mutate(.title(title))
                    }
                })
        }
        pages.answer(.initial, with: [.next(10, rows(1...2)), .completed(10)])
        test.send(.list(.appear), at: 10)
        test.send(.rename("Shelf"), at: 15)

        test.run()

        test.assertStates([
            .next(0, ShelfState()), .next(10, ShelfState(list: ListState(isLoadingInitial: true))),
            .next(15, ShelfState(title: "Shelf", list: ListState(isLoadingInitial: true))),
            .next(20, ShelfState(title: "Shelf", list: ListState(items: rows(1...2)))),
        ])
        test.finish()
    }
}
