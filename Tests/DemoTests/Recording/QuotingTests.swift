import XCTest

@testable import Demo

final class QuotingTests: XCTestCase {
    func testQuotesWithEscapes() {
        XCTAssertEqual(Quoting.quote("plain"), #""plain""#)
        XCTAssertEqual(Quoting.quote("a \"b\" \\ c\n\r\t\u{1B}"), #""a \"b\" \\ c\n\r\t\u{1B}""#)
    }

    func testUnquotesWhatItQuoted() {
        for text in ["", "demo@example.com", "two  words", "\"\\\n\r\t\u{0}\u{1B}\u{7F}", "café 👩‍💻 \u{FFFD}", "\\u{41}"]
        {
            XCTAssertEqual(Quoting.unquote(Quoting.quote(text)[...]), text, text)
        }
    }

    func testRefusesWhatItDidNotWrite() {
        for quoted in ["", "\"", "plain", "\"open", "\"a\"b\"", "\"\\x\"", "\"\\u{zz}\"", "\"\\u{41\"", "\"\\\""] {
            XCTAssertNil(Quoting.unquote(quoted[...]), quoted)
        }
    }
}
