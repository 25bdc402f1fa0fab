import Foundation
import Reactive
import XCTest

private final class Counter: ReactiveCompatible {
    var count = 0
    var title = ""
}

extension Reactive where Base: Counter {
    fileprivate var increments: Binder<Int> {
        Binder(base) { counter, step in counter.count += step }
    }

    fileprivate var isZero: Bool { base.count == 0 }
}

private struct Token: ReactiveCompatible {
    let value: String
}

extension Reactive where Base == Token {
    fileprivate var isValid: Bool { !base.value.isEmpty }

    fileprivate static var empty: Token { Token(value: "") }
}

private final class Screen: NSObject {
    var title = ""
}

final class ReactiveCompatibleTests: ReactiveTestCase {
    func testAnExtensionOfReactiveIsReachedThroughRx() {
        let counter = Counter()
        XCTAssertTrue(counter.rx.isZero)

        let subscription = Observable.of(1, 2).bind(to: counter.rx.increments)

        XCTAssertEqual(counter.count, 3)
        XCTAssertTrue(counter.rx.base === counter)
        subscription.dispose()
    }

    func testEveryWritablePropertyOfAClassIsABinder() {
        let counter = Counter()

        let subscription = Observable.just("Feed").bind(to: counter.rx.title)

        XCTAssertEqual(counter.title, "Feed")
        subscription.dispose()
    }

    func testValueTypesAndMetatypesHaveExtensionsToo() {
        var token = Token(value: "abc")
        XCTAssertTrue(token.rx.isValid)
        token.rx = Reactive(Token(value: ""))  // the setter exists for mutable access and changes nothing
        XCTAssertEqual(token.value, "abc")
        XCTAssertFalse(Token.rx.empty.rx.isValid)
    }

    func testFoundationObjectsAreReactiveCompatible() {
        let screen = Screen()

        let subscription = Observable.just("Settings").bind(to: screen.rx.title)

        XCTAssertEqual(screen.title, "Settings")
        subscription.dispose()
    }
}
