import Reactive
import XCTest

final class AnyObserverTests: ReactiveTestCase {
    private struct TestError: Error {}

    func testEventHandlerReceivesEveryEvent() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }

        observer.onNext(1)
        observer.on(.next(2))
        observer.onError(TestError())
        observer.onCompleted()

        XCTAssertEqual(events, [.next(1), .next(2), .error(TestError()), .completed])
    }

    func testWrappingAnObserverForwardsToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = scheduler.createObserver(String.self)
        let observer = AnyObserver(recorder)

        observer.onNext("a")
        observer.asObserver().onCompleted()

        XCTAssertEqual(recorder.events, [.next(0, "a"), .completed(0)])
    }

    func testMapObserverTransformsElementsAndTurnsAThrowIntoAnError() {
        var events: [Event<String>] = []
        let observer = AnyObserver<String> { events.append($0) }
        let mapped = observer.mapObserver { (number: Int) -> String in
            if number < 0 { throw TestError() }
            return "\(number)"
        }

        mapped.onNext(1)
        mapped.onNext(-1)

        XCTAssertEqual(events, [.next("1"), .error(TestError())])
    }
}
