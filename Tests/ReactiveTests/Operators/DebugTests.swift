import Foundation
import Reactive
import XCTest

private struct TestError: Error {}

final class DebugTests: ReactiveTestCase {
    /// Runs `body` with `DebugSink` writing into a collector, and returns the lines written, each without
    /// its timestamp (`yyyy-MM-dd HH:mm:ss.SSS: `), after checking that every line has one.
    private func lines(of body: () -> Void) async -> [String] {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let previous = DebugSink.write
        DebugSink.write = { continuation.yield($0) }
        body()
        DebugSink.write = previous
        continuation.finish()

        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        var lines: [String] = []
        for await line in stream {
            XCTAssertNotNil(formatter.date(from: String(line.prefix(23))), line)
            XCTAssertEqual(line.dropFirst(23).prefix(2), ": ", line)
            lines.append(String(line.dropFirst(25)))
        }
        return lines
    }

    func testWritesSubscriptionEventsAndDisposal() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var events: [Recorded<Event<Int>>] = []

        let written = await lines {
            events = scheduler.start { xs.debug("numbers") }.events
        }

        XCTAssertEqual(events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(
            written,
            [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event completed",
                "numbers -> isDisposed",
            ])
    }

    func testWritesErrorsAndDisposalByTheSubscriber() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(400, "b")])

        let written = await lines {
            XCTAssertEqual(scheduler.start { xs.debug("failing") }.events, [.error(210, TestError())])
            let scheduler2 = TestScheduler(initialClock: 0)
            let zs = scheduler2.createHotObservable([.next(210, "a"), .next(400, "b")])
            XCTAssertEqual(scheduler2.start(disposed: 300) { zs.debug("letters") }.events, [.next(210, "a")])
            XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])
        XCTAssertEqual(
            written,
            [
                "failing -> subscribed", "failing -> Event error(TestError())", "failing -> isDisposed",
                "letters -> subscribed", "letters -> Event next(a)", "letters -> isDisposed",
            ])
    }

    func testDefaultIdentifierNamesTheCallSiteAndTrimmingShortensLongEvents() async {
        let scheduler = TestScheduler(initialClock: 0)
        let long = String(repeating: "x", count: 50)
        let xs = scheduler.createHotObservable([.next(210, long)])
        let line = #line + 3

        let written = await lines {
            _ = scheduler.start(disposed: 300) { xs.debug(trimOutput: true) }
        }

        let name = "DebugTests.swift:\(line) (testDefaultIdentifierNamesTheCallSiteAndTrimmingShortensLongEvents())"
        XCTAssertEqual(
            written,
            [
                "\(name) -> subscribed",
                "\(name) -> Event next(xxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxx)",
                "\(name) -> isDisposed",
            ])
    }
}
