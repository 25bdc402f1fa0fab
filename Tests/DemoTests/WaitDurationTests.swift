import XCTest

@testable import Demo

final class WaitDurationTests: XCTestCase {
    func testReadsMillisecondsAndSeconds() {
        XCTAssertEqual(WaitDuration.parse("500ms"), .success(WaitDuration(milliseconds: 500)))
        XCTAssertEqual(WaitDuration.parse("2s"), .success(WaitDuration(milliseconds: 2_000)))
        XCTAssertEqual(WaitDuration.parse("1.5s"), .success(WaitDuration(milliseconds: 1_500)))
        XCTAssertEqual(WaitDuration.parse("0ms"), .success(WaitDuration(milliseconds: 0)))
        XCTAssertEqual(WaitDuration.parse("2S"), .success(WaitDuration(milliseconds: 2_000)))
        XCTAssertEqual(WaitDuration.parse("0.0004s"), .success(WaitDuration(milliseconds: 0)))
    }

    func testAllowsAtMostADay() {
        XCTAssertEqual(WaitDuration.parse("86400s"), .success(WaitDuration(milliseconds: 86_400_000)))
        XCTAssertEqual(
            WaitDuration.parse("86401s"),
            .failure(CommandError("'wait' lets at most a day pass (86400s); got '86401s'")))
    }

    func testRefusesWhatIsNotADuration() {
        for text in ["2", "ms", "s", "-1s", "1e3s", "nans", "infs", "1.2.3s", "2 s", "2min", "١s"] {
            XCTAssertEqual(
                WaitDuration.parse(text),
                .failure(
                    CommandError("'wait' needs a duration in ms or s, as in: wait 500ms, or wait 2s; got '\(text)'")),
                text)
        }
    }
}
