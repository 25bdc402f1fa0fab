import Foundation
import Observation
import Presenters
import XCTest

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class ObservedPresenterTests: PresentersTestCase {
    func testTheModelShowsThePresentersCurrentState() {
        MainActor.assumeIsolated {
            let presenter = makeSignUpPresenter(scheduler: TestScheduler(initialClock: 0))
            presenter.send(.rename("Join"))

            let model = ObservedPresenter(presenter)

            XCTAssertEqual(model.title, "Join")
            XCTAssertEqual(model.state, presenter.currentState)
        }
    }

    func testAReaderOfOneFieldIsNotToldWhenAnotherChanges() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let titleView = ViewProbe { _ = model.title }

            model.send(.tap)
            model.send(.email("ada@example.com"))

            XCTAssertEqual(model.taps, 1)
            XCTAssertEqual(titleView.notifications, 0)
        }
    }

    func testAReaderOfAFieldIsToldOnceWhenItChanges() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let tapsView = ViewProbe { _ = model.taps }

            model.send(.tap)

            XCTAssertEqual(tapsView.notifications, 1)
            XCTAssertEqual(model.taps, 1)
        }
    }

    func testAFieldSetToTheValueItHadTellsNobody() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let emailView = ViewProbe { _ = model[\.fields.email] }

            model.send(.password("secret"))
            model.send(.email(""))

            XCTAssertEqual(emailView.notifications, 0)
        }
    }

    func testAFieldReadThroughAnotherObservesTheOuterOne() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let emailView = ViewProbe { _ = model.fields.email }

            model.send(.password("secret"))

            XCTAssertEqual(emailView.notifications, 1)  // `fields` changed
        }
    }

    func testANestedFieldIsObservedOnItsOwn() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let emailView = ViewProbe { _ = model[\.fields.email] }
            let fieldsView = ViewProbe { _ = model.fields }

            model.send(.password("secret"))

            XCTAssertEqual(emailView.notifications, 0)
            XCTAssertEqual(fieldsView.notifications, 1)
        }
    }

    func testAViewThatDoesNotReadAgainIsNotToldAgainWhileOneThatDoesIs() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let rendering = ViewProbe { _ = model.title }
            let stale = ViewProbe { _ = model.title }

            model.send(.rename("a"))
            rendering.renderIfInvalidated()
            model.send(.rename("b"))
            rendering.renderIfInvalidated()
            model.send(.rename("c"))

            XCTAssertEqual(rendering.notifications, 3)
            XCTAssertEqual(stale.notifications, 1)
            XCTAssertEqual(model.title, "c")
        }
    }

    func testAComputedFieldIsToldOnlyWhenItsValueChanges() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let view = ViewProbe { _ = model.hasEmail }

            model.send(.email("a"))
            view.renderIfInvalidated()
            model.send(.email("ab"))
            model.send(.password("secret"))

            XCTAssertEqual(view.notifications, 1)
            XCTAssertTrue(model.hasEmail)
        }
    }

    func testAReaderOfTheStateIsToldOfEveryChange() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let stateView = ViewProbe { _ = model.state }

            for title in ["a", "b", "c"] {
                model.send(.rename(title))
                stateView.renderIfInvalidated()
            }
            model.send(.rename("c"))  // no change of state

            XCTAssertEqual(stateView.notifications, 3)
        }
    }

    func testAFieldThatCannotBeComparedTellsItsReadersOnEveryChangeOfState() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let noteView = ViewProbe { _ = model.note }

            model.send(.tap)
            noteView.renderIfInvalidated()
            model.send(.rename("Join"))

            XCTAssertEqual(noteView.notifications, 2)
        }
    }

    func testOverAThousandEventsEachViewIsToldAsOftenAsItsFieldChanges() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let titleView = ViewProbe { _ = model.title }
            let tapsView = ViewProbe { _ = model.taps }
            let emailView = ViewProbe { _ = model[\.fields.email] }
            var generator = SplitMix64(seed: 1_000)
            var changes = (title: 0, taps: 0, email: 0)

            for _ in 0..<1_000 {
                let before = model.presenter.currentState
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: model.send(.rename(["a", "b", "c"].randomElement(using: &generator)!))
                case 1: model.send(.tap)
                case 2: model.send(.email(["x", "y"].randomElement(using: &generator)!))
                default: model.send(.password(String(Int.random(in: 0..<3, using: &generator))))
                }
                let after = model.presenter.currentState
                if after.title != before.title { changes.title += 1 }
                if after.taps != before.taps { changes.taps += 1 }
                if after.fields.email != before.fields.email { changes.email += 1 }
                for view in [titleView, tapsView, emailView] { view.renderIfInvalidated() }
            }

            XCTAssertEqual(titleView.notifications, changes.title)
            XCTAssertEqual(tapsView.notifications, changes.taps)
            XCTAssertEqual(emailView.notifications, changes.email)
            // Each field changed often, and far less often than the state: the counts above say something.
            XCTAssertGreaterThan(changes.title, 100)
            XCTAssertLessThan(changes.title + changes.email, 800)
        }
    }

    func testAFieldNobodyReadSinceItsLastChangeIsNotCompared() {
        MainActor.assumeIsolated {
            let comparisons = Comparisons()
            let model = ObservedPresenter(
                Presenter<CountedFieldEvent, CountedFieldState, Never>(
                    initialState: CountedFieldState(value: CountedValue(0, comparisons)),
                    scheduler: TestScheduler(initialClock: 0), reduce: .replace
                ) { event, state in
                    var state = state
                    switch event {
                    case .other(let other): state.other = other
                    case .value(let value): state.value = CountedValue(value, comparisons)
                    }
                    return .mutate(state)
                })
            let view = ViewProbe { _ = model.value }
            model.send(.value(1))
            XCTAssertEqual(view.notifications, 1)

            comparisons.count = 0
            model.send(.other(1))
            model.send(.other(2))
            XCTAssertEqual(comparisons.count, 0, "the view has not read the field since it was told of its change")

            view.render()
            model.send(.other(3))
            XCTAssertEqual(comparisons.count, 1, "read again, the field is compared on the next change")
            XCTAssertEqual(view.notifications, 1)
        }
    }

    func testABindingReadsTheFieldAndSendsItsEvent() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let email = model.binding(\.fields.email, send: { .email($0) })
            let emailView = ViewProbe { _ = email.value }

            email.value = "ada@example.com"

            XCTAssertEqual(model.presenter.currentState.fields.email, "ada@example.com")
            XCTAssertEqual(email.value, "ada@example.com")
            XCTAssertEqual(emailView.notifications, 1)
        }
    }

    func testABindingOfAFieldThatCannotBeComparedSendsItsEvent() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let note = model.binding(\.note, send: { .note($0.text) })

            note.value = SignUpNote(text: "hello")

            XCTAssertEqual(note.value.text, "hello")
        }
    }

    func testTheModelReleasesItsPresenterWhichCancelsItsEffects() {
        MainActor.assumeIsolated {
            let start = Resources.total
            let answer = PublishSubject<Void>()
            var model: ObservedPresenter? = makeSignUpModel()
            weak let presenter = model?.presenter
            model?.send(.tapWhen(answer.asObservable()))
            XCTAssertTrue(answer.hasObservers)

            model = nil

            XCTAssertNil(presenter)
            XCTAssertFalse(answer.hasObservers)
            XCTAssertEqual(Resources.total, start)
        }
    }
}

/// A sign-up model on a scheduler of its own, for tests that need no time.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
func makeSignUpModel() -> ObservedPresenter<SignUpEvent, SignUpState, SignUpRoute> {
    ObservedPresenter(makeSignUpPresenter(scheduler: TestScheduler(initialClock: 0)))
}

/// A state whose field `value` counts its comparisons; `other` comes first, so that comparing two states
/// that differ in `other` does not compare `value`.
struct CountedFieldState: Equatable {
    var other = 0
    var value: CountedValue
}

enum CountedFieldEvent {
    case other(Int)
    case value(Int)
}

/// How many times the values sharing it were compared.
final class Comparisons {
    var count = 0
}

/// A value that counts its comparisons in the `Comparisons` it was made with.
struct CountedValue: Equatable {
    let value: Int
    let comparisons: Comparisons

    init(_ value: Int, _ comparisons: Comparisons) {
        self.value = value
        self.comparisons = comparisons
    }

    static func == (lhs: CountedValue, rhs: CountedValue) -> Bool {
        lhs.comparisons.count += 1
        return lhs.value == rhs.value
    }
}
