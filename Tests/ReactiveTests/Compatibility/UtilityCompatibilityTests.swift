import Foundation
import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

private struct User: Decodable, Equatable {
    let name: String
}

final class UtilityCompatibilityTests: ReactiveTestCase {
    func testDoCallsEveryHandlerInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var log: [String] = []

        let res = scheduler.start {
            xs.do(
                onNext: { log.append("onNext \($0) @\(scheduler.clock)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted @\(scheduler.clock)") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose @\(scheduler.clock)") })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            log,
            [
                "onSubscribe @200", "onSubscribed", "onNext 1 @210", "afterNext 1", "onCompleted @250",
                "afterCompleted", "onDispose @250",
            ])
    }

    func testDoOrderAroundASourceThatEndsLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []

        _ = scheduler.start {
            Observable<Int>.create { observer in
                log.append("source subscribed")
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
                return Disposables.create { log.append("source disposed") }
            }
            .do(
                onNext: { _ in log.append("onNext") },
                afterNext: { _ in log.append("afterNext") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
        }

        XCTAssertEqual(
            log,
            [
                "onSubscribe", "source subscribed", "onSubscribed", "onNext", "afterNext", "onCompleted",
                "afterCompleted", "source disposed", "onDispose",
            ])
    }

    func testDoOrderAroundASourceThatEndsWhileSubscribing() {
        var log: [String] = []

        _ = Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            observer.onError(TestError())
            return Disposables.create { log.append("source disposed") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onError: { _ in log.append("onError") },
            afterError: { _ in log.append("afterError") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe { _ in }

        XCTAssertEqual(
            log,
            [
                "onSubscribe", "source subscribed", "onNext", "onError", "afterError", "source disposed",
                "onSubscribed", "onDispose",
            ])
    }

    func testDoOrderWhenTheSubscriberDisposes() {
        var log: [String] = []

        Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            return Disposables.create { log.append("source disposed") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe { _ in }
        .dispose()

        XCTAssertEqual(
            log, ["onSubscribe", "source subscribed", "onNext", "onSubscribed", "source disposed", "onDispose"])
    }

    func testDoWithOnlySomeHandlersAndAThrowingOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        var errors: [String] = []

        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw TestError() } }, onError: { _ in errors.append("seen") })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(errors, [])
    }

    func testDebugWithAndWithoutAnIdentifierPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        // RxSwift prints to standard output; here the lines go through a settable sink, silenced for the test.
        let previous = DebugSink.write
        DebugSink.write = { _ in }
        defer { DebugSink.write = previous }

        let res = scheduler.start { xs.debug("values").debug().debug("trimmed", trimOutput: true) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecodeWithAJSONDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"name":"ada"}"#.utf8)), .next(220, Data("not json".utf8)), .completed(250),
        ])

        let res = scheduler.start { xs.decode(type: User.self, decoder: JSONDecoder()).map(\.name) }

        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, "ada"))
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertNotNil(res.events.last?.value.error as? DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
