import Reactive
import XCTest

final class DisposablesTests: ReactiveTestCase {
    func testCreateWithNothingIsHarmlessToDispose() {
        let disposable = Disposables.create()
        disposable.dispose()
        disposable.dispose()
    }

    func testCreateWithAClosureRunsItOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        disposable.dispose()

        XCTAssertEqual(runs, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateWithTwoDisposesBothOnce() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        let disposable = Disposables.create(first, second)
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        disposable.dispose()

        XCTAssertEqual([first.disposeCount, second.disposeCount], [1, 1])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateWithThreeOrMoreDisposesEachOnce() {
        let three = (0..<3).map { _ in CountingDisposable() }
        let five = (0..<5).map { _ in CountingDisposable() }
        let ofThree = Disposables.create(three[0], three[1], three[2])
        let ofFive = Disposables.create(five[0], five[1], five[2], five[3], five[4])

        for disposable in [ofThree, ofFive] {
            disposable.dispose()
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
        }

        XCTAssertEqual((three + five).map(\.disposeCount), Array(repeating: 1, count: 8))
    }

    func testCreateWithAnArrayOfAnySizeDisposesEachOnce() {
        for size in 0...4 {
            let parts = (0..<size).map { _ in CountingDisposable() }
            let disposable = Disposables.create(parts)

            disposable.dispose()
            disposable.dispose()

            XCTAssertTrue(disposable.isDisposed, "size \(size)")
            XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 1, count: size), "size \(size)")
        }
    }

    func testBooleanDisposableIsAFlag() {
        let fresh = BooleanDisposable()
        XCTAssertFalse(fresh.isDisposed)
        fresh.dispose()
        fresh.dispose()
        XCTAssertTrue(fresh.isDisposed)

        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }
}
