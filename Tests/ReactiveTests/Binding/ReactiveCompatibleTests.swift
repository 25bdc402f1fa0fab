import Foundation
import Reactive
import XCTest

private final class Tally: ReactiveCompatible {
    var count = 0
    var title = ""
}

extension Reactive where Base: Tally {
    fileprivate var increments: Binder<Int> {
        Binder(base) { tally, step in tally.count += step }
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
        let tally = Tally()
        XCTAssertTrue(tally.rx.isZero)

        let subscription = Observable.of(1, 2).bind(to: tally.rx.increments)

        XCTAssertEqual(tally.count, 3)
        XCTAssertTrue(tally.rx.base === tally)
        subscription.dispose()
    }

    func testEveryWritablePropertyOfAClassIsABinder() {
        let tally = Tally()

        let subscription = Observable.just("Feed").bind(to: tally.rx.title)

        XCTAssertEqual(tally.title, "Feed")
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
