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

    /// A state with a hand-written initialiser, as the articles show it: the pulse has no default value, so
    /// the initialiser's assignment gives it its initial value.
    fileprivate struct NoticeState: Equatable {
        @Pulse var notice: String?
        var count: Int

        init(notice: String? = nil, count: Int = 0) {
            self.notice = notice
            self.count = count
        }
    }

    /// The same with a default value: the storage is made before the initialiser runs, so its assignment is
    /// a setting, as one in a reduce is. This is why the articles declare a pulse without a default.
    fileprivate struct DefaultedNoticeState: Equatable {
        @Pulse var notice: String? = nil

        init(notice: String?) {
            self.notice = notice
        }
    }

    func testAnInitialValueIsNotASetting() {
        XCTAssertEqual(NoticeState(notice: "Saved").$notice.settings, 0)
        XCTAssertEqual(NoticeState().$notice.settings, 0)
        XCTAssertEqual(DefaultedNoticeState(notice: "Saved").$notice.settings, 1)
    }

    func testAnExpectedPulseIsWrittenAsTheReduceSetsIt() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<String, NoticeState, Never>(
                initialState: NoticeState(), scheduler: scheduler, reduce: .replace
            ) { _, state in
                var next = state
                next.count += 1
                next.notice = "Saved"
                return .mutate(next)
            }
        }

        test.send("save", at: 10)
        test.send("save", at: 20)
        test.run()

        var saved = NoticeState(count: 1)
        saved.notice = "Saved"
        var savedAgain = NoticeState(count: 2)
        savedAgain.notice = "Saved"
        savedAgain.notice = "Saved"
        test.assertStates([.next(0, NoticeState()), .next(10, saved), .next(20, savedAgain)])
        XCTAssertNotEqual(NoticeState(notice: "Saved", count: 1), saved, "a pulse set once is not one made with it")
        test.finish()
    }
}
