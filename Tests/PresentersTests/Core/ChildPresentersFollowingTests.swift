import PresentersXCTest
import XCTest

/// The children follow every kind of change of the parent's list (an element inserted or removed anywhere,
/// a move, a new page, duplicates), keep their presenters while their element stays, and are freed with
/// their effects when it goes; a child's own change is written into its element wherever it now is.
final class ChildPresentersFollowingTests: PresentersTestCase {
    func testRandomEditsOfTheListKeepOneLiveChildPerListedIdAndFreeTheOthers() {
        var generator = SplitMix64(seed: 29)
        let scheduler = TestScheduler(initialClock: 0)
        let subscriptions = SubscriptionCounter()
        let resourcesAtStart = Resources.total
        var children = TapRowChildrenCheck()
        do {
            let (list, rows) = makeTapList(scheduler: scheduler)
            var shown: [Int] = []
            var nextID = 0
            for step in 0..<2_000 {
                let before = shown
                shown = edit(shown, nextID: &nextID, using: &generator)
                list.send(.show(shown))

                let expectedIDs = shown
                XCTAssertEqual(rows.ids, expectedIDs, "step \(step): \(before) -> \(shown)")
                children.check(rows, before: before, shown: shown, step: "step \(step)")
                XCTAssertEqual(list.currentState.rows.map(\.id), shown, "step \(step)")

                // A child's own change lands in its element, wherever the element now is.
                if let id = shown.randomElement(using: &generator) {
                    let taps = list.currentState.rows.first { $0.id == id }!.taps
                    list.send(.row(id: id, .tap))
                    XCTAssertEqual(list.currentState.rows.first { $0.id == id }?.taps, taps + 1, "step \(step)")
                }
            }
        }
        scheduler.start()
        XCTAssertEqual(children.liveChildren, 0, "children outlived the parent")
        XCTAssertEqual(subscriptions.live, 0)
        XCTAssertEqual(Resources.total, resourcesAtStart)
        subscriptions.stop()
    }

    func testDuplicateIdsShareOneChildThatGoesWithTheirLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let (list, rows) = makeTapList(scheduler: scheduler)

        list.send(.show([1, 2, 1]))
        let first = rows[1]
        XCTAssertEqual(rows.ids, [1, 2])
        list.send(.show([2, 1]))
        XCTAssertTrue(rows[1] === first, "one of the two elements with id 1 is still listed")
        list.send(.show([2]))
        XCTAssertNil(rows[1])
        list.send(.show([2, 1, 1]))
        XCTAssertNotNil(rows[1])
        XCTAssertFalse(rows[1] === first)
    }

    func testAChildRemovedDuringItsRequestEndsTheRequestAndIsFreed() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        weak var removed: Presenter<TapEvent, TapRow, Never>?
        do {
            let (list, rows) = makeTapList(scheduler: scheduler, fetch: request.asObservable())
            list.send(.show([1, 2, 3]))
            scheduler.scheduleAt(100) { list.send(.row(id: 2, .fetch)) }
            scheduler.scheduleAt(120) { list.send(.show([1, 3])) }
            scheduler.advanceTo(110)
            removed = rows[2]
            XCTAssertNotNil(removed)
            scheduler.advanceTo(200)

            XCTAssertEqual(request.subscriptions, [Subscription(100, 120)])
            XCTAssertNil(removed, "the removed child is still alive")
            XCTAssertEqual(list.currentState.rows.map(\.taps), [0, 0])
        }
    }

    func testAPresenterReleasedWithEffectsInFlightDisposesThemUnderEveryPolicy() {
        let policies: [EffectPolicy] = [
            .merge("a"), .latest("a"), .first("a"), .queue("a"),
            .debounce("a", for: .seconds(30)), .throttle("a", for: .seconds(30), latest: true),
        ]
        for policy in policies {
            let scheduler = TestScheduler(initialClock: 0)
            let work = scheduler.createColdObservable([.next(100, 1), .completed(100)])
            let subscriptions = SubscriptionCounter()
            var presenter: Presenter<Int, Int, Never>? = Presenter(
                initialState: 0, scheduler: scheduler, reduce: .replace
            ) {
                _, _ in .run(work.asObservable(), policy)
            }
            // Two effects: the second waits behind the first, replaces it, is dropped or delayed, as the
            // policy says; one runs at 10 in every case but debounce, whose timer is pending.
            scheduler.scheduleAt(10) { presenter?.send(1) }
            scheduler.scheduleAt(20) { presenter?.send(2) }
            scheduler.scheduleAt(50) { presenter = nil }
            scheduler.start()

            XCTAssertNil(presenter)
            XCTAssertTrue(work.subscriptions.allSatisfy { $0.unsubscribe <= 50 }, "\(policy): \(work.subscriptions)")
            XCTAssertEqual(subscriptions.live, 0, "\(policy)")
            XCTAssertEqual(scheduler.pendingActionTimes, [], "\(policy)")
            subscriptions.stop()
        }
    }

    /// The next list after a random edit: an insertion or removal anywhere, a move, a tail added or cut, a
    /// new page, or no change.
    private func edit(_ list: [Int], nextID: inout Int, using generator: inout SplitMix64) -> [Int] {
        var list = list
        func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
            list.insert(newID(), at: Int.random(in: 0...list.count, using: &generator))
        case 2, 3:
            if !list.isEmpty { list.remove(at: Int.random(in: 0..<list.count, using: &generator)) }
        case 4:
            if list.count > 1 {
                let moved = list.remove(at: Int.random(in: 0..<list.count, using: &generator))
                list.insert(moved, at: Int.random(in: 0...list.count, using: &generator))
            }
        case 5:
            for _ in 0..<Int.random(in: 1...30, using: &generator) { list.append(newID()) }
        case 6:
            list.removeLast(Int.random(in: 0...list.count, using: &generator))
        case 7:
            list = (0..<Int.random(in: 0...40, using: &generator)).map { _ in newID() }
        case 8:
            list.shuffle(using: &generator)
        default:
            break
        }
        return list
    }
}

struct TapRow: Equatable, Identifiable {
    let id: Int
    var taps = 0
}

enum TapEvent {
    case tap
    case fetch
}

struct TapList: Equatable {
    var rows: [TapRow] = []
}

enum TapListEvent {
    case row(id: Int, TapEvent)
    case show([Int])
}

/// A list of rows, one child each; a row counts its taps and adds what `fetch` answers.
func makeTapList(scheduler: any SchedulerType, fetch: Observable<Int> = .never())
    -> (Presenter<TapListEvent, TapList, Never>, ChildPresenters<TapEvent, TapRow, Never>)
{
    let rows = ChildPresenters { (row: TapRow) in
        Presenter<TapEvent, TapRow, Never>(initialState: row, scheduler: scheduler, reduce: .replace) { event, row in
            switch event {
            case .tap: return .mutate(TapRow(id: row.id, taps: row.taps + 1))
            case .fetch: return .run(fetch.map { TapRow(id: row.id, taps: row.taps + $0) }, .latest("fetch"))
            }
        }
    }
    let list = Presenter<TapListEvent, TapList, Never>(initialState: TapList(), scheduler: scheduler, reduce: .replace)
    {
        event, list in
        switch event {
        case .row(let id, let event): return .send(event, to: rows, id: id)
        case .show(let ids):
            // Each listed row keeps its state; a new one starts at zero.
            let rows = ids.map { id in list.rows.first { $0.id == id } ?? TapRow(id: id) }
            return .mutate(TapList(rows: rows))
        }
    }
    list.embed(rows, state: \.rows)
    return (list, rows)
}
