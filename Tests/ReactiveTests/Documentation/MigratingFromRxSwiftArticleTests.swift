import Reactive
import ReactiveXCTest
import XCTest

/// A presenter written the RxSwift way, and its RxTest spec: only the import differs.
final class ValuePresenter {
    enum Event { case prepare, touch }
    enum State: Equatable { case initial, prepared(Int), touched }

    let events = PublishSubject<Event>()
    let state = BehaviorSubject<State>(value: .initial)
    private let disposeBag = DisposeBag()

    init(fetch: @escaping () -> Observable<Int>) {
        events
            .flatMap { event -> Observable<State> in
                switch event {
                case .prepare: return fetch().map { .prepared($0) }
                case .touch: return .just(.touched)
                }
            }
            .bind(to: state)
            .disposed(by: disposeBag)
    }
}

/// A class of the user's with an RxSwift-style reactive extension.
final class Counter: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base: Counter {
    var increments: Binder<Int> {
        Binder(base) { counter, step in counter.count += step }
    }
}

/// Another name for `Observable`, for files where another module's `Observable` clashes with it.
typealias RxObservable<Element> = Observable<Element>

/// The snippets of the "Migrating from RxSwift" article, run as they are printed there.
final class MigratingFromRxSwiftArticleTests: ReactiveTestCase {
    private struct Offline: Error {}

    func testAnRxTestSpecRunsUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposeBag = DisposeBag()
        let fetch = scheduler.createColdObservable([.next(50, 42)])
        let presenter = ValuePresenter(fetch: { fetch.asObservable() })
        let observer = scheduler.createObserver(ValuePresenter.State.self)

        scheduler.scheduleAt(100) {
            scheduler.createColdObservable([.next(100, ValuePresenter.Event.prepare), .next(200, .touch)])
                .bind(to: presenter.events)
                .disposed(by: disposeBag)
        }
        scheduler.scheduleAt(200) {
            presenter.state.subscribe(observer).disposed(by: disposeBag)
        }
        scheduler.start()

        XCTAssertEqual(
            observer.events, [.next(200, .initial), .next(250, .prepared(42)), .next(300, .touched)])
        XCTAssertEqual(observer.events[1].time, 250)
        XCTAssertEqual(observer.events[1].value.element, .prepared(42))
        XCTAssertEqual(fetch.subscriptions, [Subscription(200)])
    }

    func testAnUnhandledErrorGoesToTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var unhandled: [String] = []  // a plain local: the handler is not @Sendable
        Hooks.defaultErrorHandler = { _, error in unhandled.append("\(error)") }

        _ = Observable<Int>.error(Offline()).subscribe(onNext: { _ in })

        XCTAssertEqual(unhandled, ["Offline()"])
    }

    func testResourcesTotalCountsLiveSubscriptionsInEveryBuild() {
        let start = Resources.total
        let relay = BehaviorRelay(value: 0)

        let subscription = relay.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, start + 1)
        subscription.dispose()

        XCTAssertEqual(Resources.total, start)
    }

    func testAwaitingElementsInsteadOfBlocking() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        let answer = try await Single.just(42).value

        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(answer, 42)
    }

    func testASinglesEventsCompareWithXCTAssertEqual() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { events.append($0) }

        XCTAssertEqual(events, [.success(1)])
    }

    func testBlockingOnASequence() throws {
        let elements = try Observable.of(1, 2, 3).toBlocking().toArray()
        let first = try Observable.of(1, 2, 3).toBlocking(timeout: 1).first()

        XCTAssertEqual(elements, [1, 2, 3])
        XCTAssertEqual(first, 1)
    }

    func testAReactiveExtensionPortsAsItIs() {
        let counter = Counter()
        let subscription = Observable.of(1, 2).bind(to: counter.rx.increments)

        XCTAssertEqual(counter.count, 3)
        subscription.dispose()
    }

    func testAnotherNameForAClashingType() {
        let one: RxObservable<Int> = .just(1)

        XCTAssertEqual(try one.toBlocking().single(), 1)
    }
}
