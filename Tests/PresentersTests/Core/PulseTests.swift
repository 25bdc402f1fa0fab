import Foundation
import PresentersXCTest
import XCTest

/// A pulse makes every setting of a value a change of state, so that a message set twice to the same text
/// is shown twice.
final class PulseTests: PresentersTestCase {
    fileprivate struct ShareState: Equatable, Codable {
        var shares = 0
        @Pulse var message: String? = nil
    }

    private let scheduler = TestScheduler(initialClock: 0)

    private func makePresenter() -> Presenter<String, ShareState, Never> {
        Presenter(
            initialState: ShareState(), scheduler: scheduler,
            reduce: .pure { state, event in
                var state = state
                switch event {
                case "share":
                    state.shares += 1
                    state.message = "Link copied."
                case "remind": state.message = "Link copied."
                default: break
                }
                return state
            },
            effects: { (event: String, _) in .mutate(event) })
    }

    func testSettingTheSameValueAgainIsAChangeOfState() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { self.makePresenter() }

        test.send("share") {
            $0.shares = 1
            $0.message = "Link copied."
        }
        test.send("remind") { $0.message = "Link copied." }
        test.send("nothing") { _ in }
        test.finish()

        XCTAssertEqual(test.recordedStates.count, 3)
    }

    func testTheHarnessTellsAMissedSettingFromNoChange() {
        let log = FailureLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { self.makePresenter() }

        test.send("share") { $0.shares = 1 }
        test.finish()

        XCTAssertEqual(log.messages.count, 1)
        XCTAssertTrue(log.messages.first?.contains("message") == true, "\(log.messages)")
    }

    func testThePulseDeliversEachSettingAfterTheSubscriptionOnce() {
        let presenter = makePresenter()
        presenter.send("share")
        var messages: [String?] = []
        let subscription = presenter.pulse(\.$message).subscribe(onNext: { messages.append($0) })

        presenter.send("remind")
        presenter.send("nothing")
        presenter.send("share")
        subscription.dispose()

        XCTAssertEqual(messages, ["Link copied.", "Link copied."])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    func testAViewReadingThePulseIsToldOfEverySettingAndAReaderOfTheValueOfChangesOnly() {
        let presenter = makePresenter()
        MainActor.assumeIsolated {
            let model = ObservedPresenter(presenter)
            let pulseView = ViewProbe { _ = model.$message }
            let valueView = ViewProbe { _ = model.message }

            model.send("share")
            pulseView.renderIfInvalidated()
            valueView.renderIfInvalidated()
            model.send("remind")

            XCTAssertEqual(pulseView.notifications, 2)
            XCTAssertEqual(valueView.notifications, 1)
        }
    }

    func testAPulseCountsItsSettingsAndComparesThem() {
        var state = ShareState()
        let untouched = state
        state.message = nil

        XCTAssertNotEqual(state, untouched)
        XCTAssertEqual(state.$message.settings, 1)
        XCTAssertEqual(untouched.$message.settings, 0)
        XCTAssertEqual(state.message, untouched.message)
    }

    func testAnOptionalPulseNeverSetIsNotWrittenSoOlderRecordingsStillRead() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let written = String(decoding: try encoder.encode(ShareState()), as: UTF8.self)
        let withoutTheField = try JSONDecoder().decode(ShareState.self, from: Data(#"{"shares":1}"#.utf8))
        let withABareValue = try JSONDecoder().decode(
            ShareState.self, from: Data(#"{"shares":1,"message":"Link copied."}"#.utf8))

        XCTAssertEqual(written, #"{"shares":0}"#)
        XCTAssertEqual(withoutTheField.$message.settings, 0)
        XCTAssertNil(withoutTheField.message)
        XCTAssertEqual(withABareValue.message, "Link copied.")
        XCTAssertEqual(withABareValue.$message.settings, 1)
    }

    func testARecordedStateKeepsTheValueAndTheSettings() throws {
        var state = ShareState()
        state.message = "Link copied."
        state.message = "Link copied."

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(state)
        let decoded = try JSONDecoder().decode(ShareState.self, from: data)

        XCTAssertEqual(decoded, state)
        XCTAssertEqual(decoded.$message.settings, 2)
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self), #"{"message":{"settings":2,"value":"Link copied."},"shares":0}"#)
    }

    // MARK: The initial value is not a setting

    /// The states of a booking, one per declaration of its pulse, each with the initialiser the articles
    /// show: it makes the pulse's storage, after the other fields.
    fileprivate struct OptionalState: Equatable {
        var step: Int
        @Pulse var message: String?

        init(step: Int = 0, message: String? = nil) {
            self.step = step
            _message = Pulse(wrappedValue: message)
        }
    }

    fileprivate struct DefaultedOptionalState: Equatable {
        var step: Int
        @Pulse var message: String? = nil

        init(step: Int = 0, message: String? = nil) {
            self.step = step
            _message = Pulse(wrappedValue: message)
        }
    }

    fileprivate struct PlainState: Equatable {
        var step: Int
        @Pulse var message: String

        init(step: Int = 0, message: String = "") {
            self.step = step
            _message = Pulse(wrappedValue: message)
        }
    }

    fileprivate struct DefaultedPlainState: Equatable {
        var step: Int
        @Pulse var message: String = ""

        init(step: Int = 0, message: String = "") {
            self.step = step
            _message = Pulse(wrappedValue: message)
        }
    }

    func testAPulseMadeInAnInitialiserHoldsNoSettingWhateverItsDeclaration() {
        XCTAssertEqual(OptionalState().$message.settings, 0)
        XCTAssertEqual(OptionalState(message: "Booked!").$message.settings, 0)
        XCTAssertEqual(DefaultedOptionalState().$message.settings, 0)
        XCTAssertEqual(DefaultedOptionalState(message: "Booked!").$message.settings, 0)
        XCTAssertEqual(PlainState(message: "Booked!").$message.settings, 0)
        XCTAssertEqual(DefaultedPlainState(message: "Booked!").$message.settings, 0)
        XCTAssertEqual(OptionalState(message: "Booked!").message, "Booked!")
        XCTAssertEqual(DefaultedPlainState(message: "Booked!").message, "Booked!")
    }

    func testEachSettingAfterTheInitialiserCountsWhateverTheDeclaration() {
        var optional = OptionalState()
        var defaultedOptional = DefaultedOptionalState()
        var plain = PlainState()
        var defaultedPlain = DefaultedPlainState()

        optional.message = "Booked!"
        defaultedOptional.message = "Booked!"
        plain.message = "Booked!"
        defaultedPlain.message = "Booked!"
        XCTAssertEqual(
            [
                optional.$message.settings, defaultedOptional.$message.settings, plain.$message.settings,
                defaultedPlain.$message.settings,
            ],
            [1, 1, 1, 1])

        optional.message = "Booked!"
        defaultedOptional.message = nil
        plain.message = "Booked!"
        defaultedPlain.message = ""
        XCTAssertEqual(
            [
                optional.$message.settings, defaultedOptional.$message.settings, plain.$message.settings,
                defaultedPlain.$message.settings,
            ],
            [2, 2, 2, 2])
    }

    func testAFailureCountsTheSettingsAfterTheInitialiser() {
        let log = FailureLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, OptionalState, Never>(
                initialState: OptionalState(), scheduler: scheduler, reduce: .replace
            ) { _, state in
                var next = state
                next.message = "Booked!"
                return .mutate(next)
            }
        }

        test.send("book") {
            $0.message = "Booked!"
            $0.message = "Booked!"
        }
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "state after send(book) at 0 differs:\n"
                    + "  message: expected \"Booked!\" (set twice), actual \"Booked!\" (set once)"
            ])
    }

    /// An optional pulse declared without a default value, assigned through the property once the other
    /// fields are set: Swift has made its storage `nil` by then, so the assignment is a setting. A pulse
    /// that is not optional has no such storage, and Swift makes it with the assignment.
    fileprivate struct AssignedOptionalState: Equatable {
        var step: Int
        @Pulse var message: String?

        init(message: String?) {
            self.step = 0
            self.message = message
        }
    }

    fileprivate struct AssignedPlainState: Equatable {
        var step: Int
        @Pulse var message: String

        init(message: String) {
            self.step = 0
            self.message = message
        }
    }

    func testAnAssignmentThroughThePropertyInAnInitialiserIsASettingOnceSwiftHasMadeTheStorage() {
        XCTAssertEqual(AssignedOptionalState(message: nil).$message.settings, 1)
        XCTAssertEqual(AssignedPlainState(message: "Booked!").$message.settings, 0)
    }

    func testAnExpectedPulseIsWrittenAsTheReduceSetsIt() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<String, OptionalState, Never>(
                initialState: OptionalState(), scheduler: scheduler, reduce: .replace
            ) { _, state in
                var next = state
                next.step += 1
                next.message = "Saved"
                return .mutate(next)
            }
        }

        test.send("save", at: 10)
        test.send("save", at: 20)
        test.run()

        var saved = OptionalState(step: 1)
        saved.message = "Saved"
        var savedAgain = OptionalState(step: 2)
        savedAgain.message = "Saved"
        savedAgain.message = "Saved"
        test.assertStates([.next(0, OptionalState()), .next(10, saved), .next(20, savedAgain)])
        XCTAssertNotEqual(OptionalState(step: 1, message: "Saved"), saved, "a pulse set once is not one made with it")
        test.finish()
    }
}
