import Foundation
import Presenters
import ShowcaseApp
import XCTest

/// The app marks what a user must keep to themself: the login's and the registration's passwords and the
/// session's token are secrets, shown `***` wherever the framework writes values, and written in clear only
/// where they must be: the request to the backend, the credentials file.
final class SecretFieldsTests: XCTestCase {
    func testThePasswordsAndTheTokenPrintAsStars() {
        let texts = [
            "\(LoginState(email: "a@b.c", password: "password1"))", "\(LoginEvent.passwordChanged("password1"))",
            "\(RegistrationState(email: "a@b.c", password: "password1", age: "30"))",
            "\(RegistrationEvent.passwordChanged("password1"))",
            "\(Credentials(email: "a@b.c", password: "password1"))",
            "\(Registration(email: "a@b.c", password: "password1", age: 30))",
            "\(Session(email: "a@b.c", token: "token-1"))",
        ]

        for text in texts {
            XCTAssertFalse(text.contains("password1") || text.contains("token-1"), text)
            XCTAssertTrue(text.contains("***"), text)
        }
    }

    func testTheRequestToTheBackendAndTheCredentialsFileHoldThemInClear() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        XCTAssertEqual(
            String(decoding: try encoder.encode(Credentials(email: "a@b.c", password: "password1")), as: UTF8.self),
            #"{"email":"a@b.c","password":"password1"}"#)
        let session = try JSONDecoder().decode(Session.self, from: Data(#"{"email":"a@b.c","token":"token-1"}"#.utf8))
        XCTAssertEqual(session.token.value, "token-1")
    }
}
