import Foundation
import Reactive
import XCTest

private struct Item: Codable, Equatable {
    let id: Int
}

final class DecodeTests: ReactiveTestCase {
    private func json(_ text: String) -> Data { Data(text.utf8) }

    func testDecodesEveryElementWithTheGivenDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id":1}"#)), .next(220, json(#"{"id":2}"#)), .completed(230),
        ])

        let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events, [.next(210, Item(id: 1)), .next(220, Item(id: 2)), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testUndecodableDataEndsWithTheDecodersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id":1}"#)), .next(220, json(#"{"name":"x"}"#)), .next(230, json(#"{"id":3}"#)),
        ])

        let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, Item(id: 1)))
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertTrue(res.events.last?.value.error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceErrorPassesThroughAndDisposalStopsDelivery() {
        struct Failure: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"id":1}"#)), .error(220, Failure())])

        let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events, [.next(210, Item(id: 1)), .error(220, Failure())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, json(#"{"id":1}"#)), .next(400, json(#"{"id":2}"#))])

        let res2 = scheduler2.start(disposed: 300) { ys.decode(type: Item.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res2.events, [.next(210, Item(id: 1))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testPropertyListDecoderIsADataDecoder() throws {
        let data = try PropertyListEncoder().encode(Item(id: 7))
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, data), .completed(220)])

        let res = scheduler.start { xs.decode(type: Item.self, decoder: PropertyListDecoder()) }

        XCTAssertEqual(res.events, [.next(210, Item(id: 7)), .completed(220)])
    }
}
