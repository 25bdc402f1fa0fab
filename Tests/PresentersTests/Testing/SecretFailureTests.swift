import Presenters
import XCTest

/// A failed check says that a secret differs, and where, without showing it: in the side-by-side lines it is
/// `***` on both sides, the arrow at the entry that differs; the field-by-field lines name its path.
final class SecretFailureTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    private func vaultTest() -> PresenterTest<VaultEvent, VaultState, VaultRoute> {
        PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            makeVaultPresenter(unlock: vaultUnlock(scheduler: scheduler), scheduler: scheduler)
        }
    }

    func testAStateWhoseSecretDiffersIsMarkedAndNamedButNotShown() {
        let test = vaultTest()
        test.send(.typed("2468"), at: 10)
        test.advance(to: 20)

        test.assertStates([.next(0, VaultState()), .next(10, VaultState(pin: "1357", isComplete: true))])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states differ from #2:
                     expected                                                  actual
                  1  .next(0, VaultState(pin: ***, isComplete: false, isUn…    .next(0, VaultState(pin: ***, isComplete: false, isUnl…
                → 2  .next(10, VaultState(pin: ***, isComplete: true, isUn…    .next(10, VaultState(pin: ***, isComplete: true, isUnl…
                #2 field by field:
                  pin: the secrets differ (not shown)
                """
            ])
    }

    func testAStepWhoseSecretDiffersSaysWhereWithoutShowingEitherValue() {
        let test = vaultTest()

        test.send(.typed("2468")) {
            $0.pin = "1357"
            $0.isComplete = true
        }
        test.finish()

        let message = log.messages.joined(separator: "\n")
        XCTAssertTrue(message.contains("pin: the secrets differ (not shown)"), message)
        XCTAssertFalse(message.contains("2468") || message.contains("1357"), message)
    }

    func testARouteWhoseTokenDiffersNamesTheTokenWithoutShowingIt() {
        let test = vaultTest()
        test.send(.typed("2468"), at: 10)
        test.send(.unlock, at: 20)
        test.advance(to: 40)

        test.assertRoutes([.next(30, .opened(VaultKey(owner: "Ada", token: "token-1357")))])
        test.finish()

        let message = log.messages.joined(separator: "\n")
        XCTAssertTrue(message.contains("opened.token: the secrets differ (not shown)"), message)
        XCTAssertTrue(message.contains("→ 1  .next(30, opened(VaultKey(owner: \"Ada\", token: ***)))"), message)
        XCTAssertFalse(message.contains("token-"), message)
    }
}
