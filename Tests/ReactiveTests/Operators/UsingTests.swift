import Reactive
import XCTest

private struct TestError: Error {}

/// A resource that records when it was disposed.
private final class Connection: Disposable {
    let scheduler: TestScheduler
    var disposedAt: [Int] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
    }
}

final class UsingTests: ReactiveTestCase {
    func testUsingDisposesTheResourceWhenTheSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        var connections: [Connection] = []

        let res = scheduler.start {
            Observable.using(
                { () -> Connection in
                    let connection = Connection(scheduler: scheduler)
                    connections.append(connection)
                    return connection
                }, observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(connections.map(\.disposedAt), [[400]])
    }

    func testUsingDisposesTheResourceWhenTheSequenceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .error(200, TestError())])
        let connection = Connection(scheduler: scheduler)

        let res = scheduler.start { Observable.using({ connection }, observableFactory: { _ in xs.asObservable() }) }

        XCTAssertEqual(res.events, [.next(300, 1), .error(400, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(connection.disposedAt, [400])
    }

    func testDisposingUsingDisposesTheSourceAndTheResourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(900)])
        let connection = Connection(scheduler: scheduler)

        let res = scheduler.start(disposed: 500) {
            Observable.using({ connection }, observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(connection.disposedAt, [500])
    }

    func testUsingGivesTheObservableFactoryTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let connection = Connection(scheduler: scheduler)

        let res = scheduler.start {
            Observable.using({ connection }, observableFactory: { resource in .just(resource === connection) })
        }

        XCTAssertEqual(res.events, [.next(200, true), .completed(200)])
        XCTAssertEqual(connection.disposedAt, [200])
    }

    func testUsingTurnsAThrowingResourceFactoryIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalled = false

        let res = scheduler.start {
            Observable<Int>.using({ () throws -> Connection in throw TestError() }) { _ in
                factoryCalled = true
                return .never()
            }
        }

        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertFalse(factoryCalled)
    }

    func testUsingTurnsAThrowingObservableFactoryIntoAnErrorAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let connection = Connection(scheduler: scheduler)

        let res = scheduler.start {
            Observable<Int>.using({ connection }, observableFactory: { _ in throw TestError() })
        }

        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(connection.disposedAt, [200])
    }
}
