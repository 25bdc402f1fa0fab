import PresentersXCTest
import XCTest

/// Children of a list held in an `IdentifiedList` follow it by the list's edits: every kind of edit, a list
/// assigned anew or a copy edited apart, keeps one live child per listed id and frees the others; and a
/// row removed from a long list costs a few comparisons of ids, not one per row.
final class ChildPresentersJournalTests: PresentersTestCase {
    func testRandomEditsThroughTheListKeepOneLiveChildPerListedIdAndFreeTheOthers() {
        var generator = SplitMix64(seed: 31)
        let scheduler = TestScheduler(initialClock: 0)
        let subscriptions = SubscriptionCounter()
        let resourcesAtStart = Resources.total
        var children = TapRowChildrenCheck()
        do {
            let (list, rows) = makeJournalList(scheduler: scheduler)
            var shown: [Int] = []
            var saved: [Int] = []
            var nextID = 0
            for step in 0..<2_000 {
                let before = shown
                let edit = ListStep.random(in: shown, nextID: &nextID, using: &generator)
                edit.apply(to: &shown, saved: &saved)
                list.send(.edit(edit))

                XCTAssertEqual(rows.ids, shown, "step \(step): \(edit) on \(before)")
                XCTAssertEqual(list.currentState.rows.ids, shown, "step \(step): \(edit) on \(before)")
                children.check(rows, before: before, shown: shown, step: "step \(step)")

                // A child's own change lands in its element, wherever the element now is. (A list restored
                // from a copy holds the rows as they were; the children kept their own states.)
                if let id = shown.randomElement(using: &generator), let taps = rows[id]?.currentState.taps {
                    list.send(.row(id: id, .tap))
                    XCTAssertEqual(list.currentState.rows[id: id]?.taps, taps + 1, "step \(step)")
                }
            }
        }
        scheduler.start()
        XCTAssertEqual(children.liveChildren, 0, "children outlived the parent")
        XCTAssertEqual(subscriptions.live, 0)
        XCTAssertEqual(Resources.total, resourcesAtStart)
        subscriptions.stop()
    }

    func testAChildRemovedDuringItsRequestEndsTheRequestAndIsFreed() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let resourcesAtStart = Resources.total
        weak var removed: Presenter<TapEvent, TapRow, Never>?
        do {
            let (list, rows) = makeJournalList(scheduler: scheduler, fetch: request.asObservable())
            list.send(.edit(.append([1, 2, 3])))
            scheduler.scheduleAt(100) { list.send(.row(id: 2, .fetch)) }
            scheduler.scheduleAt(110) { list.send(.row(id: 3, .fetch)) }
            scheduler.scheduleAt(120) { list.send(.edit(.removeID(2))) }
            scheduler.advanceTo(115)
            removed = rows[2]
            XCTAssertNotNil(removed)
            scheduler.advanceTo(200)

            XCTAssertEqual(request.subscriptions, [Subscription(100, 120), Subscription(110, 160)])
            XCTAssertNil(removed, "the removed child is still alive")
            XCTAssertEqual(list.currentState.rows.map(\.taps), [0, 1])
        }
        XCTAssertEqual(Resources.total, resourcesAtStart)
    }

    func testTwoRowsInsertedAtOneIndexInOneChangeEachGetAChildMadeFromItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let (list, rows) = makeJournalList(scheduler: scheduler)
        list.send(.edit(.append([1, 2])))

        list.send(.edit(.several([.insert(3, at: 0), .insert(4, at: 0)])))
        list.send(.edit(.several([.insert(5, at: 3), .insert(6, at: 3), .insert(7, at: 3)])))

        XCTAssertEqual(list.currentState.rows.ids, [4, 3, 1, 7, 6, 5, 2])
        XCTAssertEqual(rows.ids, [4, 3, 1, 7, 6, 5, 2])
        XCTAssertEqual([4, 3, 1, 7, 6, 5, 2].map { rows[$0]?.currentState.id }, [4, 3, 1, 7, 6, 5, 2])
    }

    func testARowRemovedAndARowInsertedAtOneIndexInOneChangeInEitherOrderKeepTheOthersChildren() {
        let scheduler = TestScheduler(initialClock: 0)
        let (list, rows) = makeJournalList(scheduler: scheduler)
        list.send(.edit(.append([1, 2, 3])))
        let kept = [1, 3].map { rows[$0] }

        list.send(.edit(.several([.remove(at: 1), .insert(4, at: 1)])))
        XCTAssertEqual(rows.ids, [1, 4, 3])
        XCTAssertNil(rows[2])
        XCTAssertEqual(rows[4]?.currentState.id, 4)

        list.send(.edit(.several([.insert(5, at: 1), .remove(at: 1)])))
        XCTAssertEqual(rows.ids, [1, 4, 3])
        XCTAssertNil(rows[5], "a row inserted and removed in one change gets no child")

        list.send(.edit(.several([.insert(6, at: 1), .remove(at: 2)])))
        XCTAssertEqual(rows.ids, [1, 6, 3])
        XCTAssertNil(rows[4])
        XCTAssertEqual(rows[6]?.currentState.id, 6)
        XCTAssertTrue(rows[1] === kept[0] && rows[3] === kept[1], "the rows around the edits keep their children")
    }

    func testARowInsertedAndMovedInOneChangeGetsAChildMadeFromItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let (list, rows) = makeJournalList(scheduler: scheduler)
        list.send(.edit(.append([1, 2, 3])))
        let kept = [1, 2, 3].map { rows[$0] }

        list.send(.edit(.several([.insert(4, at: 0), .move(from: 0, to: 2)])))

        XCTAssertEqual(rows.ids, [1, 2, 4, 3])
        XCTAssertEqual([1, 2, 4, 3].map { rows[$0]?.currentState.id }, [1, 2, 4, 3])
        XCTAssertTrue(
            zip([1, 2, 3], kept).allSatisfy { rows[$0] === $1 }, "the rows already listed keep their children")
    }

    func testRemovingARowFromALongListComparesAFewIdsNotOnePerRow() {
        let scheduler = TestScheduler(initialClock: 0)
        let inList = makeCountedList(scheduler: scheduler, state: CountedList())
        let inArray = makeCountedList(scheduler: scheduler, state: CountedArray())
        inList.send(.show(0..<1_000))
        inArray.send(.show(0..<1_000))

        CountedID.uses = 0
        inList.send(.remove(index: 500))
        let usesInList = CountedID.uses
        CountedID.uses = 0
        inArray.send(.remove(index: 500))
        let usesInArray = CountedID.uses

        XCTAssertEqual(inList.currentState.rows.count, 999)
        XCTAssertEqual(inArray.currentState.rows.count, 999)
        XCTAssertLessThan(usesInList, 20, "the list's edit says which row went")
        XCTAssertGreaterThan(usesInArray, 500, "an array's ids are compared in one pass")
    }

    func testAChangeOfTheParentThatLeavesTheListComparesNoId() {
        let scheduler = TestScheduler(initialClock: 0)
        let list = makeCountedList(scheduler: scheduler, state: CountedList())
        list.send(.show(0..<1_000))

        CountedID.uses = 0
        list.send(.count)

        XCTAssertEqual(CountedID.uses, 0)
        XCTAssertEqual(list.currentState.count, 1)
    }
}

// MARK: - A list of tap rows held in an IdentifiedList

/// One edit of the list, made by the parent's reduce on its `IdentifiedList` and by the test on the ids it
/// expects.
enum ListStep {
    case insert(Int, at: Int)
    case remove(at: Int)
    case removeID(Int)
    case move(from: Int, to: Int)
    case append([Int])
    case removeLast(Int)
    case replace(at: Int, with: Int)
    case swap(Int, Int)
    case removeAll(Set<Int>)
    /// A new page: the ids listed keep their rows, the others start at zero.
    case page([Int])
    /// The list kept aside, to be restored later.
    case save
    /// The list kept aside, restored and then edited: a copy edited apart from the list followed.
    case restoreAndRemoveFirst
    /// A change of the parent's state that leaves the list as it is.
    case other
    /// Several edits in one change of the parent, in order.
    case several([ListStep])

    static func random(in ids: [Int], nextID: inout Int, using generator: inout SplitMix64) -> ListStep {
        func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }
        func index(_ count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }
        switch Int.random(in: 0..<16, using: &generator) {
        case 0, 1: return .insert(newID(), at: index(ids.count + 1))
        case 2: return ids.isEmpty ? .other : .remove(at: index(ids.count))
        case 3: return ids.isEmpty ? .other : .removeID(ids[index(ids.count)])
        case 4: return ids.isEmpty ? .other : .move(from: index(ids.count), to: index(ids.count))
        case 5: return .append((0..<Int.random(in: 1...30, using: &generator)).map { _ in newID() })
        case 6: return .removeLast(Int.random(in: 0...ids.count, using: &generator))
        case 7: return ids.isEmpty ? .other : .replace(at: index(ids.count), with: newID())
        case 8: return ids.isEmpty ? .other : .swap(index(ids.count), index(ids.count))
        case 9: return .removeAll(Set(ids.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }))
        case 10:
            let kept = ids.filter { _ in Bool.random(using: &generator) }
            return .page(
                (kept + (0..<Int.random(in: 0...20, using: &generator)).map { _ in newID() }).shuffled(
                    using: &generator))
        case 11: return .save
        case 12: return .restoreAndRemoveFirst
        case 13, 14: return .randomInsertionsAndRemovals(in: ids, nextID: &nextID, using: &generator)
        default: return .other
        }
    }

    /// A few insertions and removals in one change, most at one index: rows inserted one before the
    /// other, a row removed where one was just inserted, a row inserted where one was just removed, and
    /// now and then a row moved from there, which may be one just inserted.
    static func randomInsertionsAndRemovals(
        in ids: [Int], nextID: inout Int, using generator: inout SplitMix64
    ) -> ListStep {
        var ids = ids
        var unused: [Int] = []
        var steps: [ListStep] = []
        var place = Int.random(in: 0...ids.count, using: &generator)
        for _ in 0..<Int.random(in: 2...5, using: &generator) {
            if Int.random(in: 0..<4, using: &generator) == 0 {
                place = Int.random(in: 0...ids.count, using: &generator)
            }
            place = min(place, ids.count)
            let step: ListStep
            if place < ids.count && Int.random(in: 0..<4, using: &generator) == 0 {
                step = .move(from: place, to: Int.random(in: 0..<ids.count, using: &generator))
            } else if place < ids.count && Bool.random(using: &generator) {
                step = .remove(at: place)
            } else {
                step = .insert(nextID, at: place)
                nextID += 1
            }
            step.apply(to: &ids, saved: &unused)
            steps.append(step)
        }
        return .several(steps)
    }

    /// Makes the edit on `ids`, with `saved` the ids kept aside: what the parent's list should list after it.
    func apply(to ids: inout [Int], saved: inout [Int]) {
        switch self {
        case .insert(let id, let index): ids.insert(id, at: index)
        case .remove(let index): ids.remove(at: index)
        case .removeID(let id): ids.removeAll { $0 == id }
        case .move(let from, let to): ids.insert(ids.remove(at: from), at: to)
        case .append(let new): ids += new
        case .removeLast(let count): ids = Array(ids.dropLast(count))
        case .replace(let index, let id): ids[index] = id
        case .swap(let first, let second): (ids[first], ids[second]) = (ids[second], ids[first])
        case .removeAll(let removed): ids = ids.filter { !removed.contains($0) }
        case .page(let page): ids = page
        case .save: saved = ids
        case .restoreAndRemoveFirst: ids = Array(saved.dropFirst())
        case .other: break
        case .several(let steps): for step in steps { step.apply(to: &ids, saved: &saved) }
        }
    }

    /// Makes the edit on `rows`, with `saved` the rows kept aside.
    func apply(to rows: inout IdentifiedList<TapRow>, saved: inout IdentifiedList<TapRow>) {
        switch self {
        case .insert(let id, let index): rows.insert(TapRow(id: id), at: index)
        case .remove(let index): rows.remove(at: index)
        case .removeID(let id): rows.remove(id: id)
        case .move(let from, let to): rows.insert(rows.remove(at: from), at: to)
        case .append(let ids): rows.append(contentsOf: ids.map { TapRow(id: $0) })
        case .removeLast(let count): rows.removeLast(count)
        case .replace(let index, let id): rows[index] = TapRow(id: id)
        case .swap(let first, let second): rows.swapAt(first, second)
        case .removeAll(let ids): rows.removeAll { ids.contains($0.id) }
        case .page(let ids): rows = IdentifiedList(ids.map { rows[id: $0] ?? TapRow(id: $0) })
        case .save: saved = rows
        case .restoreAndRemoveFirst:
            rows = saved
            if !rows.isEmpty { rows.removeFirst() }
        case .other: break
        case .several(let steps): for step in steps { step.apply(to: &rows, saved: &saved) }
        }
    }
}

struct JournalList: Equatable {
    var rows: IdentifiedList<TapRow> = []
    var saved: IdentifiedList<TapRow> = []
    var others = 0
}

enum JournalListEvent {
    case row(id: Int, TapEvent)
    case edit(ListStep)
}

/// A list of rows held in an `IdentifiedList`, one child each, edited in place; a row counts its taps and
/// adds what `fetch` answers.
func makeJournalList(scheduler: any SchedulerType, fetch: Observable<Int> = .never())
    -> (Presenter<JournalListEvent, JournalList, Never>, ChildPresenters<TapEvent, TapRow, Never>)
{
    let rows = ChildPresenters { (row: TapRow) in
        Presenter<TapEvent, TapRow, Never>(initialState: row, scheduler: scheduler, reduce: .replace) { event, row in
            switch event {
            case .tap: return .mutate(TapRow(id: row.id, taps: row.taps + 1))
            case .fetch: return .run(fetch.map { TapRow(id: row.id, taps: row.taps + $0) }, .latest("fetch"))
            }
        }
    }
    let list = Presenter<JournalListEvent, JournalList, Never>(
        initialState: JournalList(), scheduler: scheduler,
        reduce: .inPlace { list, step in
            step.apply(to: &list.rows, saved: &list.saved)
            if case .other = step { list.others += 1 }
            return .changed
        },
        effects: { event, _ -> Effect<ListStep, Never> in
            switch event {
            case .row(let id, let event): return .send(event, to: rows, id: id)
            case .edit(let step): return .mutate(step)
            }
        })
    list.embed(rows, state: \.rows)
    return (list, rows)
}

// MARK: - A list whose ids count their comparisons and hashes

/// An id that counts how often it is compared or hashed.
struct CountedID: Hashable {
    nonisolated(unsafe) static var uses = 0
    let value: Int

    static func == (lhs: CountedID, rhs: CountedID) -> Bool {
        uses += 1
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        CountedID.uses += 1
        hasher.combine(value)
    }
}

struct CountedRow: Equatable, Identifiable {
    let id: CountedID
}

/// A parent's state whose rows the children follow.
protocol CountedRows: Equatable {
    associatedtype Rows: RangeReplaceableCollection where Rows.Element == CountedRow, Rows.Index == Int
    var rows: Rows { get set }
    var count: Int { get set }
    static func embed(
        _ children: ChildPresenters<Int, CountedRow, Never>, in list: Presenter<CountedEvent, Self, Never>)
}

struct CountedList: CountedRows {
    var rows: IdentifiedList<CountedRow> = []
    var count = 0

    static func embed(
        _ children: ChildPresenters<Int, CountedRow, Never>, in list: Presenter<CountedEvent, Self, Never>
    ) {
        list.embed(children, state: \.rows)
    }
}

struct CountedArray: CountedRows {
    var rows: [CountedRow] = []
    var count = 0

    static func embed(
        _ children: ChildPresenters<Int, CountedRow, Never>, in list: Presenter<CountedEvent, Self, Never>
    ) {
        list.embed(children, state: \.rows)
    }
}

enum CountedEvent {
    case show(Range<Int>)
    case remove(index: Int)
    case count
}

func makeCountedList<State: CountedRows>(scheduler: any SchedulerType, state: State) -> Presenter<
    CountedEvent, State, Never
> {
    let children = ChildPresenters { (row: CountedRow) in
        Presenter<Int, CountedRow, Never>(initialState: row, scheduler: scheduler, reduce: .replace) { _, _ in .none }
    }
    let list = Presenter<CountedEvent, State, Never>(
        initialState: state, scheduler: scheduler,
        reduce: .inPlace { state, event in
            switch event {
            case .show(let ids): state.rows = State.Rows(ids.map { CountedRow(id: CountedID(value: $0)) })
            case .remove(let index): state.rows.remove(at: index)
            case .count: state.count += 1
            }
            return .changed
        }, effects: { event, _ in .mutate(event) })
    State.embed(children, in: list)
    return list
}
