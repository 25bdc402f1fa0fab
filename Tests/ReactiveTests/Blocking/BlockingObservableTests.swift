import Foundation
import Reactive
import XCTest

final class BlockingObservableTests: ReactiveTestCase {
    private struct TestError: Error {}

    func testToArrayReturnsEveryElementOnceTheSequenceCompletes() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayThrowsTheErrorTheSequenceFailsWith() {
        let failing = Observable.of(1, 2).concat(Observable<Int>.error(TestError()))

        XCTAssertThrowsError(try failing.toBlocking().toArray()) { XCTAssertTrue($0 is TestError) }
    }

    func testFirstReturnsTheFirstElementAndEndsTheSubscription() throws {
        var disposed = false
        let endless = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed = true }
        }

        XCTAssertEqual(try endless.toBlocking().first(), 1)
        XCTAssertTrue(disposed)
    }

    func testFirstOfAnEmptySequenceIsNilAndAnErrorBeforeAnElementIsThrown() {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().first()) {
            XCTAssertTrue($0 is TestError)
        }
    }

    func testLastReturnsTheLastElementOrNil() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingleReturnsTheOnlyElement() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
    }

    func testSingleThrowsNoElementsAndMoreThanOneElementAsRxErrors() {
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
    }

    func testSingleStopsAtTheSecondElementWithoutWaitingForCompletion() {
        let neverCompletes = Observable.of(1, 2).concat(Observable<Int>.never())

        XCTAssertThrowsError(try neverCompletes.toBlocking(timeout: 30).single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
    }

    func testMaterializeReportsCompletionOrFailureWithTheElementsBefore() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])

        let failing = Observable.just(1).concat(Observable<Int>.error(TestError()))
        guard case .failed(let before, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected a failure")
        }
        XCTAssertEqual(before, [1])
        XCTAssertTrue(error is TestError)
    }

    func testATimeoutThrowsRxErrorTimeoutAndEndsTheSubscription() {
        var disposed = false
        let silent = Observable<Int>.never().do(onDispose: { disposed = true })

        XCTAssertThrowsError(try silent.toBlocking(timeout: 0.05).first()) { error in
            guard case RxError.timeout = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(disposed)
        guard case .failed(let elements, RxError.timeout) = silent.toBlocking(timeout: 0.05).materialize() else {
            return XCTFail("expected a timeout")
        }
        XCTAssertEqual(elements, [])
    }

    func testWaitsForElementsSentFromAnotherThread() throws {
        let elements = try Observable.of(1, 2, 3)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .toBlocking(timeout: 30)
            .toArray()

        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testOnTheMainThreadTheMainQueueKeepsRunningWhileItWaits() throws {
        XCTAssertTrue(Thread.isMainThread)

        let element = try Observable.just(1)
            .observe(on: MainScheduler.asyncInstance)
            .toBlocking(timeout: 30)
            .first()

        XCTAssertEqual(element, 1)
    }

    func testWorksOnTraits() throws {
        XCTAssertEqual(try Single.just(1).toBlocking().single(), 1)
        XCTAssertEqual(try Infallible.of(1, 2).toBlocking().toArray(), [1, 2])
        XCTAssertNil(try Maybe<Int>.empty().toBlocking().first())
    }
}
