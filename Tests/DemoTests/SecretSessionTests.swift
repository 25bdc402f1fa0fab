import Foundation
import XCTest

/// A recording of a session with a registration and logins holds no password and no token, and replays
/// byte for byte: the replay prints what the session printed and records what the session recorded.
final class SecretSessionTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private let typed = [
        "register", "email new@example.com", "password 123", "password secret1", "age 30", "register", "wait 300ms",
        "logout", "email demo@example.com", "password wrongpassword", "login", "wait 300ms", "password password1",
        "login", "wait 600ms", "quit",
    ]

    /// What a recording must not hold: the passwords typed and the tokens the backend issued.
    private let secrets = ["123\"", "secret1", "wrongpassword", "password1", "token-"]

    func testTheRecordingOfALoginAndARegistrationHoldsNoPasswordAndNoToken() throws {
        let file = directory.appendingPathComponent("session.rec").path

        let recorded = try DemoProcess.run(
            arguments: ["--virtual", "--record", file], input: DemoSessionTests.input(typed))

        XCTAssertEqual(recorded.status, 0, recorded.error)
        let recording = try String(contentsOfFile: file, encoding: .utf8)
        Golden.assertMatches(recording, Golden.secretRecording)
        for secret in secrets {
            XCTAssertFalse(recording.contains(secret), "the recording holds \(secret)")
            XCTAssertFalse(recorded.output.contains(secret), "the output holds \(secret)")
        }
        XCTAssertEqual(recording.components(separatedBy: #"note input "password ***""#).count - 1, 4)
        XCTAssertTrue(recording.contains(#"{"email":"demo@example.com","password":"*********"}"#), recording)
        XCTAssertTrue(recording.contains(#"{"email":"new@example.com","token":"*******"}"#), recording)
        XCTAssertEqual(recorded.output.components(separatedBy: "\n> password ***\n").count - 1, 4, recorded.output)
    }

    func testTheRedactedRecordingReplaysByteForByte() throws {
        let golden = directory.appendingPathComponent("golden.rec")
        try Golden.secretRecording.text.write(to: golden, atomically: true, encoding: .utf8)
        let again = directory.appendingPathComponent("again.rec").path
        let session = try DemoProcess.run(arguments: ["--virtual"], input: DemoSessionTests.input(typed))

        let replayed = try DemoProcess.run(arguments: ["--replay", golden.path, "--record", again], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        XCTAssertEqual(replayed.error, "")
        Golden.assertSameOutput(replayed.output, session.output, name: "secret-replay")
        Golden.assertMatches(try String(contentsOfFile: again, encoding: .utf8), Golden.secretRecording)
        // The session went where its passwords led: a short one refused, a wrong one refused, then the feed.
        for line in ["    ! Must have at least 6 characters.", "  ! Wrong email or password.", "[feed] 20 posts"] {
            XCTAssertTrue(replayed.output.contains(line + "\n"), line)
        }
    }

    func testAReplayWhosePasswordsStandInsDifferSaysWhereItDeparts() throws {
        // The right password's stand-in cut to five stars: the login button stays disabled, the app shows
        // the rule broken, and the replay names the first state that differs.
        let tampered = Golden.secretRecording.text.replacingOccurrences(
            of: #"600 note send "login passwordChanged \"*********\"""#,
            with: #"600 note send "login passwordChanged \"*****\"""#)
        XCTAssertNotEqual(tampered, Golden.secretRecording.text)
        let file = directory.appendingPathComponent("tampered.rec")
        try tampered.write(to: file, atomically: true, encoding: .utf8)

        let replayed = try DemoProcess.run(arguments: ["--replay", file.path], input: "")

        XCTAssertEqual(replayed.status, 1)
        let lines = replayed.error.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first,
            "error: \(file.path): line 66: the replay differs from the recording at login-2's event #4:")
        XCTAssertTrue(lines.contains(#"  passwordChanged._0: recorded "*********", replayed "*****""#), "\(lines)")
    }
}
