import Reactive
import XCTest

final class DisposeBagTests: ReactiveTestCase {
    func testReleasingTheBagDisposesEverythingItHoldsOnce() {
        let parts = (0..<5).map { _ in CountingDisposable() }
        var bag: DisposeBag? = DisposeBag()
        parts[0].disposed(by: bag!)
        bag!.insert(parts[1])
        bag!.insert(parts[2], parts[3])
        bag!.insert([parts[4]])
        XCTAssertEqual(parts.map(\.disposeCount), [0, 0, 0, 0, 0])

        bag = nil

        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1, 1])
    }

    func testReplacingTheBagEndsItsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)

        bag = DisposeBag()
        subject.onNext(2)

        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        withExtendedLifetime(bag) {}
    }

    func testDisposingAnElementBeforeTheBagIsHarmless() {
        let part = CountingDisposable()
        let closureRuns = CountingDisposable()
        let once = Disposables.create { closureRuns.dispose() }
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(part, once)
        once.dispose()

        bag = nil

        XCTAssertEqual(part.disposeCount, 1)
        XCTAssertEqual(closureRuns.disposeCount, 1)
    }
}
