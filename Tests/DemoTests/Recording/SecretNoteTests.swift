import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

/// The demo's notes of what was typed hide a secret argument: the line is noted and echoed `password ***`,
/// and the event sent is noted with the secret's stand-in, which reads back as a secret equal to any.
final class SecretNoteTests: XCTestCase {
    func testALineWhoseCommandTakesASecretIsShownWithStarsForIt() {
        XCTAssertEqual(Command.redactingSecrets("password password1", on: nil), "password ***")
        XCTAssertEqual(Command.redactingSecrets("Password  pass word ", on: nil), "Password ***")
        XCTAssertEqual(Command.redactingSecrets("email demo@example.com", on: nil), "email demo@example.com")
        XCTAssertEqual(Command.redactingSecrets("password", on: nil), "password", "nothing to hide")
        XCTAssertEqual(Command.redactingSecrets("dance password1", on: nil), "dance password1")
        XCTAssertEqual(
            InputLine.text("password hunter22").redactingSecrets(on: nil), .text("password ***"))
        XCTAssertEqual(InputLine.tooLong(byteCount: 2_000).redactingSecrets(on: nil), .tooLong(byteCount: 2_000))
    }

    func testThePasswordCommandsDeclareTheirArgumentSecret() {
        let secret = ScreenAdapters.all.flatMap { $0.declaredCommands }.filter(\.isSecret).map(\.help.name)

        XCTAssertEqual(secret, ["password", "password"])
        XCTAssertEqual(LoginScreen.declaredCommands.first { $0.help.name == "password" }?.isSecret, true)
        XCTAssertEqual(RegistrationScreen.declaredCommands.first { $0.help.name == "password" }?.isSecret, true)
    }

    func testTheSendNoteOfAPasswordHoldsItsStandInWhichReadsBackAsASecretEqualToAny() throws {
        let intent = LoginScreen.intent(.passwordChanged("password1"))

        XCTAssertEqual(intent.text, #"login passwordChanged "*********""#)
        let read = try XCTUnwrap(Intent(text: intent.text[...]))
        let event = EventText.event(LoginEvent.self, from: #"passwordChanged "*********""#)
        guard case .passwordChanged(let password)? = event else {
            return XCTFail("no password typed")
        }
        XCTAssertTrue(password.isRedacted)
        XCTAssertEqual(password.value, "*********")
        XCTAssertEqual(read, intent, "a stand-in equals the secret it stands for")
        XCTAssertEqual(
            RegistrationScreen.intent(.passwordChanged("secret1")).text, #"registration passwordChanged "*******""#)
    }

    func testANoteOfATypedPasswordHoldsNoPassword() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recorder = SessionRecorder(scheduler: scheduler)

        DemoNote.input(InputLine.text("password password1").redactingSecrets(on: nil)).write(to: recorder)
        DemoNote.send(LoginScreen.intent(.passwordChanged("password1"))).write(to: recorder)

        XCTAssertEqual(
            recorder.recording.entries.map(\.description),
            [#"0 note input "password ***""#, #"0 note send "login passwordChanged \"*********\"""#])
    }
}
