import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceDoTests: ReactiveTestCase {
    func testSingleDoRunsTheHandlersAroundTheSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var log: [String] = []

        let res = scheduler.start {
            xs.asSingle().do(
                onSuccess: { log.append("success \($0) at \(scheduler.clock)") },
                afterSuccess: { log.append("after success \($0)") },
                onError: { _ in log.append("error") },
                onSubscribe: { log.append("subscribe at \(scheduler.clock)") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose at \(scheduler.clock)") })
        }

        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            log,
            ["subscribe at 200", "subscribed", "success 1 at 250", "after success 1", "dispose at 250"])
    }

    func testSingleDoThrowingHandlerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.asSingle().do(onSuccess: { _ in throw TestError() }) }

        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeAndCompletableDoSeeTheirTerminalEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let failing = scheduler.createHotObservable([Recorded<Event<Never>>.error(240, TestError())])
        var log: [String] = []

        scheduler.scheduleAt(200) {
            _ = empty.asMaybe().do(
                onNext: { _ in log.append("maybe next") }, onCompleted: { log.append("maybe completed") },
                afterCompleted: { log.append("maybe after completed") }
            ).subscribe()
            _ = failing.asCompletable().do(
                onError: { _ in log.append("completable error") }, afterError: { _ in log.append("after error") },
                onDispose: { log.append("completable disposed") }
            ).subscribe(onError: { _ in })
        }
        scheduler.start()

        XCTAssertEqual(
            log,
            [
                // As in RxSwift, `do` is released once its handlers for the error are done.
                "maybe completed", "maybe after completed", "completable error", "after error",
                "completable disposed",
            ])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 240)])
    }

    func testDoDisposalRunsOnDisposeAndStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(600)])
        var disposedAt: [TestTime] = []

        let res = scheduler.start(disposed: 300) {
            xs.asSingle().do(onDispose: { disposedAt.append(scheduler.clock) })
        }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(disposedAt, [300])
    }

    func testDebugPassesTheOutcomeThroughAndWritesLines() async {
        let (lines, collector) = AsyncStream<String>.makeStream()
        let previous = DebugSink.write
        DebugSink.write = { collector.yield($0) }
        var received: [Int] = []

        _ = Single.just(1).debug("answer").subscribe(onSuccess: { received.append($0) })
        DebugSink.write = previous
        collector.finish()
        var written: [String] = []
        for await line in lines { written.append(line) }

        XCTAssertEqual(received, [1])
        XCTAssertTrue(written.contains { $0.hasSuffix("answer -> Event next(1)") }, "\(written)")
    }
}
