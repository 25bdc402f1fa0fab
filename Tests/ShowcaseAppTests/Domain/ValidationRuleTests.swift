import Presenters
import ShowcaseApp
import XCTest

final class ValidationRuleTests: XCTestCase {
    private func check(_ rule: ValidationRule, accepts good: [String], refuses bad: [String], line: UInt = #line) {
        for text in good { XCTAssertTrue(rule.isSatisfied(by: text), "refused \(text.debugDescription)", line: line) }
        for text in bad { XCTAssertFalse(rule.isSatisfied(by: text), "accepted \(text.debugDescription)", line: line) }
    }

    func testRequiredRefusesOnlyTheEmptyText() {
        check(.required("Enter it."), accepts: ["a", " "], refuses: [""])
        XCTAssertEqual(ValidationRule.required("Enter it.").message, "Enter it.")
    }

    func testNoSpacesRefusesAnyWhitespace() {
        check(.noSpaces, accepts: ["", "a@b.c"], refuses: [" ", "a @b.c", "a@b.c ", "a\t@b.c", "a@b\n.c"])
    }

    func testOneAtSignRefusesNoneAndSeveral() {
        check(.oneAtSign, accepts: ["@", "a@b.c"], refuses: ["", "ab.c", "a@@b.c", "a@b@c.d"])
    }

    func testDotInDomainNeedsADotWithSomethingOnBothSidesAfterTheAt() {
        check(
            .dotInDomain, accepts: ["a@b.c", "a@mail.example.com"],
            refuses: ["a.b@c", "a@b", "a@.b", "a@b.", "a@b..c", "ab.c", ""])
    }

    func testMinimumLengthCountsCharacters() {
        check(.minimumLength(6), accepts: ["123456", "1234567", "éééééé"], refuses: ["", "12345", "ééééé"])
        XCTAssertEqual(ValidationRule.minimumLength(6).message, "Must have at least 6 characters.")
    }

    func testWholeNumberAcceptsDigitsOnly() {
        check(
            .wholeNumber, accepts: ["0", "42", "0013"], refuses: ["", "-3", "+3", "12.5", "1e3", "twenty", " 30", "٣٠"])
    }

    func testWithinAcceptsNumbersInTheRangeOnly() {
        check(
            .within(13...120), accepts: ["13", "120", "42"],
            refuses: ["12", "121", "", "abc", "99999999999999999999999"])
        XCTAssertEqual(ValidationRule.within(13...120).message, "Must be from 13 to 120.")
    }

    func testFieldRulesReportTheFirstBrokenRuleInOrder() {
        XCTAssertEqual(FieldRules.email.error(for: ""), "Enter your email.")
        XCTAssertEqual(FieldRules.email.error(for: "a b"), "An email has no spaces.")
        XCTAssertEqual(FieldRules.email.error(for: "ab"), "An email has exactly one @.")
        XCTAssertEqual(FieldRules.email.error(for: "a@b"), "The part after @ needs a dot, as in example.com.")
        XCTAssertNil(FieldRules.email.error(for: "a@b.c"))

        XCTAssertEqual(FieldRules.password.error(for: ""), "Enter your password.")
        XCTAssertEqual(FieldRules.password.error(for: "12345"), "Must have at least 6 characters.")
        XCTAssertNil(FieldRules.password.error(for: "123456"))

        XCTAssertEqual(FieldRules.age.error(for: ""), "Enter your age.")
        XCTAssertEqual(FieldRules.age.error(for: "1x"), "Must be a whole number, such as 30.")
        XCTAssertEqual(FieldRules.age.error(for: "12"), "Must be from 13 to 120.")
        XCTAssertNil(FieldRules.age.error(for: "13"))
        XCTAssertTrue(FieldRules.age.isValid("120"))
        XCTAssertFalse(FieldRules.age.isValid("121"))
    }
}
