import Foundation
import Observation
import Presenters
import XCTest

/// The model finds the field a view reads where it expects it, after the one read last: these tests read
/// fields in orders that break that expectation, and with key paths that look alike, and check that each
/// view is still told exactly when what it read changes.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class ObservedPresenterReadOrderTests: PresentersTestCase {
    func testViewsReadingTheirFieldsInDifferentOrdersAreEachToldOnlyOfTheirs() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let titleThenTaps = ViewProbe {
                _ = model.title
                _ = model.taps
            }
            let emailThenTitle = ViewProbe {
                _ = model[\.fields.email]
                _ = model.title
            }
            let tapsAlone = ViewProbe { _ = model.taps }
            let views = [titleThenTaps, emailThenTitle, tapsAlone]
            var generator = SplitMix64(seed: 48)
            var changes = [0, 0, 0]

            for _ in 0..<600 {
                let before = model.presenter.currentState
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: model.send(.rename(["a", "b"].randomElement(using: &generator)!))
                case 1: model.send(.tap)
                case 2: model.send(.email(["x", "y"].randomElement(using: &generator)!))
                default: model.send(.password(String(Int.random(in: 0..<3, using: &generator))))
                }
                let after = model.presenter.currentState
                let title = after.title != before.title
                let taps = after.taps != before.taps
                if title || taps { changes[0] += 1 }
                if after.fields.email != before.fields.email || title { changes[1] += 1 }
                if taps { changes[2] += 1 }
                for view in views.shuffled(using: &generator) { view.renderIfInvalidated() }
            }

            XCTAssertEqual(views.map(\.notifications), changes)
            XCTAssertTrue(changes.allSatisfy { $0 > 100 && $0 < 500 }, "\(changes)")
        }
    }

    func testAFieldReadComparedAndNotComparedIsObservedBothWays() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let compared = ViewProbe { _ = model.title }
            let notCompared = ViewProbe { _ = readNotCompared(\.title, of: model) }

            model.send(.tap)
            compared.renderIfInvalidated()
            notCompared.renderIfInvalidated()
            model.send(.rename("Join"))

            XCTAssertEqual(compared.notifications, 1, "told only when the title changes")
            XCTAssertEqual(notCompared.notifications, 2, "told at every change of state")
        }
    }

    func testAFieldReadWithAKeyPathMadeAtEachReadIsToldOnlyWhenItChanges() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            // A key path made at each read is a new object every time, equal to the ones before.
            let email = { (\SignUpState.fields).appending(path: \SignUpFields.email) }
            let view = ViewProbe { _ = model[email()] }

            for event in [SignUpEvent.password("a"), .email("ada"), .password("b"), .email("ada"), .email("bo")] {
                model.send(event)
                view.renderIfInvalidated()
            }

            XCTAssertEqual(view.notifications, 2)
            XCTAssertEqual(model[email()], "bo")
        }
    }
}

/// Reads `field` through the model as code that does not know its type can compare: never compared.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func readNotCompared<Value>(
    _ field: KeyPath<SignUpState, Value>, of model: ObservedPresenter<SignUpEvent, SignUpState, SignUpRoute>
) -> Value {
    model[dynamicMember: field]
}
