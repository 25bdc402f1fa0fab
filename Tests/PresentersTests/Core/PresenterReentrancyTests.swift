import XCTest

@testable import Presenters

/// Events sent while the presenter is busy wait their turn: nothing is handled recursively.
final class PresenterReentrancyTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testEventsSentByObserversAndEffectsAnsweringAtOnceAreHandledInArrivalOrder() {
        let answersAtOnce = Observable<String>.create { observer in
            observer.onNext("a answered")
            observer.onCompleted()
            return Disposables.create()
        }
        let presenter = Presenter<String, String, Never>(
            initialState: "initial", scheduler: scheduler, reduce: .replace
        ) {
            event, _ in
            switch event {
            case "a": return .merge(.mutate("a"), .run(answersAtOnce))
            default: return .mutate(event)
            }
        }
        var trace: [String] = []
        presenter.onTrace = { _, entry in trace.append("\(entry)") }
        var delivering = false
        var nested = false
        let subscription = presenter.state.subscribe(onNext: { state in
            nested = nested || delivering
            delivering = true
            defer { delivering = false }
            // A view reacting to a state by sending another event.
            if state == "a" { presenter.send("b") }
            if state == "b" { presenter.send("c") }
        })

        presenter.send("a")
        subscription.dispose()

        XCTAssertEqual(
            trace,
            [
                "event: a", "state: a",
                // "b" was sent by the observer before the effect started, so it comes first.
                "event: b", "state: b",
                "state: a answered",
                "event: c", "state: c",
            ])
        XCTAssertFalse(nested, "a state was delivered while the observer was handling another one")
    }

    func testAnEventSentFromInsideReduceWaitsForTheReductionToFinish() {
        var presenter: Presenter<Int, [Int], Never>?
        var reducing = false
        var nested = false
        presenter = Presenter(
            initialState: [], scheduler: scheduler,
            reduce: .pure { (values, value: Int) in
                nested = nested || reducing
                reducing = true
                defer { reducing = false }
                if value < 3 { presenter?.send(value + 1) }
                return values + [value]
            },
            effects: { event, _ in .mutate(event) })

        presenter?.send(1)

        XCTAssertEqual(presenter?.currentState, [1, 2, 3])
        XCTAssertFalse(nested, "reduce was called from inside reduce")
    }

    func testASubscriberAddedWhileDeliveringGetsTheStateOnceInOrder() {
        let presenter = Presenter<String, String, Never>(
            initialState: "initial", scheduler: scheduler, reduce: .replace
        ) { event, _ in
            .mutate(event)
        }
        var seen: [String] = []
        var second: Disposable?
        let first = presenter.state.subscribe(onNext: { state in
            seen.append("first \(state)")
            if state == "a" {
                second = presenter.state.subscribe(onNext: { seen.append("second \($0)") })
                presenter.send("b")
            }
        })

        presenter.send("a")
        first.dispose()
        second?.dispose()

        XCTAssertEqual(seen, ["first initial", "first a", "second a", "first b", "second b"])
    }

    func testAnObserverThatEndsItsSubscriptionInItsOwnCallGetsNothingMoreAndIsReleasedOnceTheDrainEnds() {
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .replace
        ) { event, _ in
            .mutate(event)
        }
        weak var releasedWithTheObserver: CapturedByObserver?
        var seen: [Int] = []
        var subscription: Disposable?
        do {
            let captured = CapturedByObserver()
            releasedWithTheObserver = captured
            subscription = presenter.state.subscribe(onNext: { state in
                captured.touch()
                seen.append(state)
                if state == 1 {
                    subscription?.dispose()
                    subscription = nil
                    // Still inside the drain that delivers this state: the observer is kept until it ends.
                    XCTAssertNotNil(releasedWithTheObserver)
                }
            })
        }

        presenter.send(1)
        presenter.send(2)

        XCTAssertEqual(seen, [0, 1])
        XCTAssertNil(releasedWithTheObserver, "the observer removed during the drain was kept after it")
    }

    func testAStateSubscriptionMadeAndEndedDuringADeliveryGetsNothing() {
        let presenter = Presenter<String, String, Never>(
            initialState: "initial", scheduler: scheduler, reduce: .replace
        ) { event, _ in .mutate(event) }
        var late: [String] = []
        var inner: Disposable?
        let outer = presenter.state.subscribe(onNext: { _ in
            guard inner == nil else { return }
            // Made while the first state is being delivered, so it waits its turn, and ended before it.
            inner = presenter.state.subscribe(onNext: { late.append($0) })
            inner?.dispose()
        })

        XCTAssertEqual(presenter.stateObservers.count, 1, "a subscription ended before its turn came is kept")
        presenter.send("next")
        outer.dispose()

        XCTAssertEqual(late, [], "a subscription ended before its turn came was delivered a state")
        XCTAssertEqual(presenter.stateObservers.count, 0)
    }
}

/// An object a state observer captures, to see when the presenter lets go of the observer.
private final class CapturedByObserver {
    private(set) var touches = 0

    func touch() { touches += 1 }
}
