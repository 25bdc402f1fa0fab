import Foundation
import Presenters
import XCTest

/// A `Secret` shows `***` wherever Swift prints or reflects it, keeps its value for the code that reads it,
/// and is written in clear by `Codable` outside the framework's writers.
final class SecretTests: PresentersTestCase {
    func testPrintingInterpolationAndDumpShowStarsOnly() {
        let state = VaultState(pin: "2468", isComplete: true)
        var dumped = ""
        dump(state, to: &dumped)

        XCTAssertEqual("\(state.pin)", "***")
        XCTAssertEqual(String(reflecting: state.pin), "***")
        XCTAssertEqual("\(state)", "VaultState(pin: ***, isComplete: true, isUnlocking: false)")
        XCTAssertEqual("\(VaultEvent.typed("2468"))", "typed(***)")
        XCTAssertFalse(dumped.contains("2468"), dumped)
        XCTAssertTrue(Mirror(reflecting: state.pin).children.isEmpty)
        XCTAssertEqual(state.pin.value, "2468")
    }

    func testCodableWritesTheValueItselfOutsideARecording() throws {
        let key = VaultKey(owner: "Ada", token: "token-2468")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let json = String(decoding: try encoder.encode(key), as: UTF8.self)

        XCTAssertEqual(json, #"{"owner":"Ada","token":"token-2468"}"#)
        let read = try JSONDecoder().decode(VaultKey.self, from: Data(json.utf8))
        XCTAssertEqual(read.token.value, "token-2468")
        XCTAssertFalse(read.token.isRedacted)
    }

    func testACoderToldToRedactSecretsWritesTheStandInAndReadsItBackAsOne() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.userInfo[.redactsSecrets] = true
        let decoder = JSONDecoder()
        decoder.userInfo[.redactsSecrets] = true

        let json = String(decoding: try encoder.encode(VaultKey(owner: "Ada", token: "token-2468")), as: UTF8.self)
        let read = try decoder.decode(VaultKey.self, from: Data(json.utf8))

        XCTAssertEqual(json, #"{"owner":"Ada","token":"**********"}"#)
        XCTAssertEqual(
            String(decoding: try encoder.encode(["password": Secret("hunter22")]), as: UTF8.self),
            #"{"password":"********"}"#)
        XCTAssertTrue(read.token.isRedacted)
        XCTAssertEqual(read.token.value, "**********")
    }

    func testSecretsCompareByTheirValues() {
        XCTAssertEqual(Secret("2468"), Secret("2468"))
        XCTAssertNotEqual(Secret("2468"), Secret("1357"))
        XCTAssertEqual(Set([Secret("2468"), Secret("2468")]).count, 1)
    }

    func testAStringsStandInIsAStarForEachCharacter() {
        XCTAssertEqual("password1".redacted, "*********")
        XCTAssertEqual("".redacted, "")
    }

    func testDebugLogsEventsStatesAndRoutesWithTheirSecretsRedacted() {
        let scheduler = TestScheduler(initialClock: 0)
        let presenter = makeVaultPresenter(unlock: vaultUnlock(scheduler: scheduler), scheduler: scheduler)
        var lines: [String] = []
        presenter.debug("vault") { lines.append($0) }

        presenter.send(.typed("2468"))
        presenter.send(.unlock)
        scheduler.start()

        XCTAssertEqual(
            lines,
            [
                "vault @0 event: typed(***)",
                "vault @0 state: VaultState(pin: ***, isComplete: true, isUnlocking: false)",
                "vault @0 event: unlock",
                "vault @0 state: VaultState(pin: ***, isComplete: true, isUnlocking: true)",
                "vault @10 state: VaultState(pin: ***, isComplete: true, isUnlocking: false)",
                #"vault @10 route: opened(PresentersTests.VaultKey(owner: "Ada", token: ***))"#,
            ])
        XCTAssertFalse(lines.joined().contains("2468"))
    }
}
