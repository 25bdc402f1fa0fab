import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class RegistrationAdapterTests: XCTestCase {
    func testShowsTheThreeFieldsWithTheirErrorsAndTheButton() {
        let state = RegistrationState(
            email: "new@example.com", password: "secret1", age: "7", ageError: "Must be from 13 to 120.")
        XCTAssertEqual(
            RegistrationScreen.lines(state),
            [
                "[registration]", "  email: new@example.com", "  password: *******", "  age: 7",
                "    ! Must be from 13 to 120.", "  register: disabled",
            ])
    }

    func testShowsTheLoaderThenTheFailure() {
        var state = RegistrationState(email: "a@b.c", password: "secret1", age: "30", isLoading: true)
        XCTAssertEqual(RegistrationScreen.lines(state).last, "  register: registering...")

        state.isLoading = false
        state.isRegisterEnabled = true
        state.failure = RegistrationFailure(cause: .network)
        XCTAssertEqual(
            RegistrationScreen.lines(state).suffix(2),
            ["  register: enabled", "  ! No connection. Check your network and try again."])
    }
}
