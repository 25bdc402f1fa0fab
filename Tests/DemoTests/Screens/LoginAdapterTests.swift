import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class LoginAdapterTests: XCTestCase {
    func testAnUntouchedLoginShowsEmptyFieldsAndADisabledButton() {
        XCTAssertEqual(
            LoginScreen.lines(LoginState()),
            ["[login]", "  email: (empty)", "  password: (empty)", "  log in: disabled"])
    }

    func testShowsEachFieldsErrorBelowItAndHidesThePassword() {
        let state = LoginState(email: "a@b", password: "abc", emailError: "Dot.", passwordError: "Short.")
        XCTAssertEqual(
            LoginScreen.lines(state),
            ["[login]", "  email: a@b", "    ! Dot.", "  password: ***", "    ! Short.", "  log in: disabled"])
    }

    func testShowsTheLoaderWhileLoggingIn() {
        let state = LoginState(email: "a@b.c", password: "secret", isLoginEnabled: false, isLoading: true)
        XCTAssertEqual(LoginScreen.lines(state).last, "  log in: logging in...")
    }

    func testShowsWhyTheLastLoginFailed() {
        let state = LoginState(
            email: "a@b.c", password: "secret", isLoginEnabled: true, failure: .wrongCredentials)
        XCTAssertEqual(
            LoginScreen.lines(state),
            [
                "[login]", "  email: a@b.c", "  password: ******", "  log in: enabled",
                "  ! Wrong email or password.",
            ])
    }
}
