import Reactive
import XCTest

final class CompositeDisposableTests: ReactiveTestCase {
    func testDisposeDisposesEverythingOnce() {
        let parts = (0..<3).map { _ in CountingDisposable() }
        let composite = CompositeDisposable()
        for part in parts { composite.insert(part) }
        XCTAssertEqual(composite.count, 3)

        composite.dispose()
        composite.dispose()

        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1])
    }

    func testRemoveDisposesOnlyThatOne() {
        let kept = CountingDisposable()
        let removed = CountingDisposable()
        let composite = CompositeDisposable()
        composite.insert(kept)
        let key = composite.insert(removed)!

        composite.remove(for: key)
        composite.remove(for: key)

        XCTAssertEqual(removed.disposeCount, 1)
        XCTAssertEqual(kept.disposeCount, 0)
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertEqual(removed.disposeCount, 1)
        XCTAssertEqual(kept.disposeCount, 1)
    }

    func testInsertingAfterDisposeDisposesAtOnce() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = CountingDisposable()

        let key = composite.insert(late)

        XCTAssertNil(key)
        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func testRemovingInAnyOrderDisposesExactlyTheRemovedOnesAndKeepsTheRestInOrder() {
        let parts = (0..<40).map { _ in CountingDisposable() }
        let composite = CompositeDisposable()
        let keys = parts.map { composite.insert($0)! }
        // Every third, then the last, then the first ones: tombstones, the end, and the sweeps.
        let removed = Array(stride(from: 0, to: 40, by: 3)) + [39, 38] + Array(1..<12)
        for index in removed { composite.remove(for: keys[index]) }
        for index in removed { composite.remove(for: keys[index]) }
        let removedSet = Set(removed)

        XCTAssertEqual(composite.count, 40 - removedSet.count)
        XCTAssertEqual(parts.indices.filter { parts[$0].disposeCount == 1 }, removedSet.sorted())
        let late = CountingDisposable()
        let lateKey = composite.insert(late)!
        composite.remove(for: lateKey)
        XCTAssertEqual(late.disposeCount, 1)
        composite.dispose()
        XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 1, count: 40))
    }

    func testInitialisersHoldTheirDisposables() {
        let parts = (0..<7).map { _ in CountingDisposable() }
        let two = CompositeDisposable(parts[0], parts[1])
        let three = CompositeDisposable(parts[2], parts[3], parts[4])
        let array = CompositeDisposable(disposables: [parts[5], parts[6]])
        XCTAssertEqual([two.count, three.count, array.count], [2, 3, 2])

        let key = two.insert(CountingDisposable())
        XCTAssertNotNil(key)
        XCTAssertEqual(two.count, 3)
        for composite in [two, three, array] { composite.dispose() }

        XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 1, count: 7))
    }
}

final class CompositeDisposableVariadicTests: ReactiveTestCase {
    func testHoldsAnyNumberOfInitialDisposablesAndDisposesEachOnce() {
        let parts = (0..<5).map { _ in CountingDisposable() }
        let composite = CompositeDisposable(parts[0], parts[1], parts[2], parts[3], parts[4])
        XCTAssertEqual(composite.count, 5)

        composite.dispose()
        composite.dispose()

        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1, 1])
    }

    func testKeysOfLaterInsertionsFollowTheInitialDisposables() {
        let parts = (0..<4).map { _ in CountingDisposable() }
        let later = CountingDisposable()
        let composite = CompositeDisposable(parts[0], parts[1], parts[2], parts[3])

        let key = composite.insert(later)!
        composite.remove(for: key)

        XCTAssertEqual(later.disposeCount, 1)
        XCTAssertEqual(parts.map(\.disposeCount), [0, 0, 0, 0])
        XCTAssertEqual(composite.count, 4)
        composite.dispose()
    }
}
