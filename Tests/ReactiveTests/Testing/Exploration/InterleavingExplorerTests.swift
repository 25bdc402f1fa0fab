import Reactive
import XCTest

final class InterleavingExplorerTests: ReactiveTestCase {
    /// Two hot observables that send at the same tick, merged: a plain run delivers the first one's event
    /// first; the test expects that, so it passes a plain run and fails in the other order.
    private func mergeAtTheSameTick(_ scheduler: TestScheduler) throws {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 2), .completed(310)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        try expectEqual(res.events, [.next(210, 1), .next(210, 2), .completed(310)])
    }

    func testAPlainRunPassesWhatTheExplorerFindsFailingInAnotherOrder() throws {
        let plain = TestScheduler(initialClock: 0)
        try mergeAtTheSameTick(plain)

        let report = InterleavingExplorer().explore(mergeAtTheSameTick)

        let failure = try XCTUnwrap(report.failure)
        XCTAssertEqual(report.runs, 2)
        XCTAssertEqual(failure.order, ExplorationOrder(choices: [1]))
        XCTAssertEqual(
            failure.departures, ["at 210: hot observable #2's next(2) ran before hot observable #1's next(1)"])
        XCTAssertEqual(
            "\(failure.error)",
            "expected [next(1) @ 210, next(2) @ 210, completed @ 310], got [next(2) @ 210, next(1) @ 210, completed @ 310]"
        )
    }

    func testTheReportNamesTheOrderAndHowToReplayIt() throws {
        let report = InterleavingExplorer().explore(mergeAtTheSameTick)

        // As the article "Exploring interleavings" shows it.
        XCTAssertEqual(
            report.description.split(separator: "\n").map(String.init),
            [
                "failed after 2 orders: expected [next(1) @ 210, next(2) @ 210, completed @ 310], "
                    + "got [next(2) @ 210, next(1) @ 210, completed @ 310]",
                "the order that failed:",
                "  at 210: hot observable #2's next(2) ran before hot observable #1's next(1)",
                #"replay it with InterleavingExplorer.replaying(ExplorationOrder("1")!)"#,
            ])
    }

    func testAPinnedOrderReplaysExactlyThatOrder() throws {
        let failing = InterleavingExplorer.replaying(try XCTUnwrap(ExplorationOrder("1"))).explore(mergeAtTheSameTick)
        let plain = InterleavingExplorer.replaying(ExplorationOrder(choices: [])).explore(mergeAtTheSameTick)

        XCTAssertEqual(failing.runs, 1)
        XCTAssertEqual(failing.failure?.order, ExplorationOrder(choices: [1]))
        XCTAssertTrue(plain.passed, "\(plain)")
    }

    func testEventsOfOneObservableAtOneTickKeepTheOrderOfTheScript() {
        var orders: [[Int]] = []
        let report = InterleavingExplorer().explore { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3)])
            let res = scheduler.start { xs }
            orders.append(res.events.compactMap(\.value.element))
        }

        XCTAssertEqual(report.runs, 1)
        XCTAssertEqual(orders, [[1, 2, 3]])
    }

    func testEveryOrderOfThreeSourcesIsTriedOnce() {
        var orders: Set<[Int]> = []
        let report = InterleavingExplorer().explore { scheduler in
            let sources = (1...3).map { scheduler.createHotObservable([.next(210, $0)]) }
            let res = scheduler.start { Observable.merge(sources.map { $0.asObservable() }) }
            orders.insert(res.events.compactMap(\.value.element))
        }

        XCTAssertTrue(report.passed)
        XCTAssertFalse(report.hitLimit)
        XCTAssertEqual(report.runs, 6)
        XCTAssertEqual(orders.count, 6)
        XCTAssertEqual(report.description, "explored 6 orders, every distinct one")
    }

    func testSourcesDeclaredIndependentAreNotTriedInBothOrders() {
        var completeRuns = 0
        let report = InterleavingExplorer().explore { scheduler in
            let sources = (1...3).map { scheduler.createHotObservable([.next(210, $0)]) }
            scheduler.declareIndependent(sources[0], sources[1])
            scheduler.declareIndependent(sources[0], sources[2])
            scheduler.declareIndependent(sources[1], sources[2])
            let observers = sources.map { _ in scheduler.createObserver(Int.self) }
            let subscriptions = CompositeDisposable()
            scheduler.scheduleAt(200) {
                for (source, observer) in zip(sources, observers) {
                    _ = subscriptions.insert(source.subscribe(observer))
                }
            }
            scheduler.start()
            subscriptions.dispose()
            for (index, observer) in observers.enumerated() {
                try expectEqual(observer.events, [.next(210, index + 1)])
            }
            completeRuns += 1
        }

        XCTAssertTrue(report.passed, "\(report)")
        XCTAssertEqual(report.runs, 1)
        XCTAssertEqual(completeRuns, 4, "runs equivalent to the first one run to their end but do not count")
    }

    func testTwoIndependentSourcesOfThreeLeaveOneOrderOfEachEquivalentPair() {
        var orders: Set<[Int]> = []
        let report = InterleavingExplorer().explore { scheduler in
            let sources = (1...3).map { scheduler.createHotObservable([.next(210, $0)]) }
            scheduler.declareIndependent(sources[0], sources[1])
            let res = scheduler.start { Observable.merge(sources.map { $0.asObservable() }) }
            orders.insert(res.events.compactMap(\.value.element))
        }

        // Of the 6 orders, 1 2 3 and 2 1 3 differ only in the order of 1 and 2, which are independent, and
        // so do 3 1 2 and 3 2 1: 4 distinct ones are left.
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.runs, 4)
        XCTAssertEqual(orders.count, 5, "3 2 1 runs, equivalent to 3 1 2, but does not count")
    }

    func testStopsAtTheLimitAndSaysSo() {
        let report = InterleavingExplorer(limit: 5).explore { scheduler in
            let sources = (1...4).map { scheduler.createHotObservable([.next(210, $0)]) }
            _ = scheduler.start { Observable.merge(sources.map { $0.asObservable() }) }
        }

        XCTAssertEqual(report.runs, 5)
        XCTAssertTrue(report.hitLimit)
        XCTAssertEqual(report.description, "explored 5 orders and stopped at the limit: more orders were left untried")
    }

    func testActionsThatOneActionSchedulesForTheSameTimeKeepTheirOrder() {
        var orders: Set<[String]> = []
        let report = InterleavingExplorer().explore { scheduler in
            var log: [String] = []
            scheduler.scheduleAt(10) {
                scheduler.scheduleAt(20) { log.append("a1") }
                scheduler.scheduleAt(20) { log.append("a2") }
            }
            scheduler.scheduleAt(15) { scheduler.scheduleAt(20) { log.append("b") } }
            scheduler.start()
            orders.insert(log)
        }

        XCTAssertEqual(report.runs, 3, "b may run before, between or after a1 and a2, never a2 before a1")
        XCTAssertEqual(orders, [["a1", "a2", "b"], ["a1", "b", "a2"], ["b", "a1", "a2"]])
    }

    func testColdObservablesSubscribedAtDifferentTimesAreTriedInBothOrdersWhenTheyAnswerTogether() {
        var orders: Set<[String]> = []
        let report = InterleavingExplorer().explore { scheduler in
            let slow = scheduler.createColdObservable([.next(30, "slow")])
            let fast = scheduler.createColdObservable([.next(10, "fast")])
            let answers = scheduler.createObserver(String.self)
            let subscriptions = CompositeDisposable()
            scheduler.scheduleAt(10) { _ = subscriptions.insert(slow.subscribe(answers)) }
            scheduler.scheduleAt(30) { _ = subscriptions.insert(fast.subscribe(answers)) }
            scheduler.start()
            subscriptions.dispose()
            orders.insert(answers.events.compactMap(\.value.element))
        }

        XCTAssertEqual(report.runs, 2)
        XCTAssertEqual(orders, [["slow", "fast"], ["fast", "slow"]])
    }

    func testRandomOrdersFromOneSeedAreTheSameOrders() throws {
        let first = InterleavingExplorer.random(runs: 50, seed: 42).explore(mergeAtTheSameTick)
        let second = InterleavingExplorer.random(runs: 50, seed: 42).explore(mergeAtTheSameTick)

        let failure = try XCTUnwrap(first.failure)
        XCTAssertEqual(first.seed, 42)
        XCTAssertEqual(first.runs, second.runs)
        XCTAssertEqual(failure.order, second.failure?.order)
        XCTAssertEqual(failure.order, ExplorationOrder(choices: [1]))
        XCTAssertTrue(first.description.hasSuffix("random orders from seed 42"))
    }

    func testRandomOrdersThatAllPassReportTheirSeed() {
        let report = InterleavingExplorer.random(runs: 10, seed: 7).explore { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let ys = scheduler.createHotObservable([.next(210, 2)])
            let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
            try expectEqual(res.events.count, 2)
        }

        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.runs, 10)
        XCTAssertEqual(report.description, "explored 10 orders\nrandom orders from seed 7")
    }

    func testABodyThatDoesNotRepeatItselfIsReported() throws {
        var run = 0
        let report = InterleavingExplorer().explore { scheduler in
            run += 1
            let sources = (1...(run == 1 ? 2 : 3)).map { scheduler.createHotObservable([.next(210, $0)]) }
            _ = scheduler.start { Observable.merge(sources.map { $0.asObservable() }) }
        }

        let failure = try XCTUnwrap(report.failure)
        XCTAssertTrue(
            "\(failure.error)".hasPrefix("the test does not do the same thing on every run"), "\(failure.error)")
    }

    func testAnOrderIsReadFromDotsAndNumbers() {
        XCTAssertEqual(ExplorationOrder("1.0.2")?.choices, [1, 0, 2])
        XCTAssertEqual(ExplorationOrder("")?.choices, [])
        XCTAssertEqual(ExplorationOrder("3")?.description, "3")
        for text in ["a", "-1", "1..2", "1.", " 1", "١"] {
            XCTAssertNil(ExplorationOrder(text), text)
        }
    }

    func testOutsideAnExplorationNothingChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(210, 2)])
        scheduler.declareIndependent(xs, ys)

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2)])
    }
}
