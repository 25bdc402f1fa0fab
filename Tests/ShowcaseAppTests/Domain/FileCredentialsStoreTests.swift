import Foundation
import ShowcaseApp
import TestSupport
import XCTest

final class FileCredentialsStoreTests: ShowcaseAppTestCase {
    private let session = Session(email: "demo@example.com", token: "token-1")
    private var directory = ""
    private var path: String { directory + "/credentials.json" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = NSTemporaryDirectory() + "credentials-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        _ = chmod(directory, 0o700)
        try? FileManager.default.removeItem(atPath: directory)
        try super.tearDownWithError()
    }

    private func write(_ text: String) {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    func testWithoutAFileNobodyIsLoggedInAndNothingIsWrong() {
        let store = FileCredentialsStore(path: path)
        XCTAssertNil(store.session)
        XCTAssertNil(store.problem)
    }

    func testASavedSessionIsThereAtTheNextStart() throws {
        FileCredentialsStore(path: path).save(session)

        let next = FileCredentialsStore(path: path)

        XCTAssertEqual(next.session, session)
        XCTAssertNil(next.problem)
        // Only the file: the temporary one was renamed over it.
        XCTAssertEqual(try files(), ["credentials.json"])
        XCTAssertEqual(
            String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: path)), as: UTF8.self),
            #"{"session":{"email":"demo@example.com","token":"token-1"}}"#)
    }

    func testTheFileIsReadableByItsOwnerOnlyAfterEachSave() throws {
        let store = FileCredentialsStore(path: path)
        store.save(session)
        XCTAssertEqual(permissions(of: path), 0o600)
        XCTAssertEqual(chmod(path, 0o644), 0)

        store.save(Session(email: "new@example.com", token: "token-2"))

        XCTAssertEqual(permissions(of: path), 0o600, "a save replaces the file with one of its owner only")
        XCTAssertEqual(try files(), ["credentials.json"])
    }

    func testAFileOthersCouldOpenIsMadeItsOwnersOnlyReportedAndItsSessionUsed() throws {
        FileCredentialsStore(path: path).save(session)
        XCTAssertEqual(chmod(path, 0o644), 0)

        let store = FileCredentialsStore(path: path)

        XCTAssertEqual(store.session, session)
        XCTAssertEqual(
            store.problem, CredentialsProblem(.openToOthers(mode: 0o644, madeOwnerOnly: true), path: path, detail: ""))
        XCTAssertEqual(
            store.problem?.description,
            "others had access to the credentials file \(path) (mode 0644): it is now its owner's only (0600); "
                + "log out and in again if someone may have read its token")
        XCTAssertEqual(permissions(of: path), 0o600)
        let next = FileCredentialsStore(path: path)
        XCTAssertEqual(next.session, session)
        XCTAssertNil(next.problem, "the file is its owner's only now")
    }

    func testAFileOthersCouldOpenThatIsCorruptIsMadeItsOwnersOnlyToo() {
        write("garbage")
        XCTAssertEqual(chmod(path, 0o660), 0)

        XCTAssertEqual(FileCredentialsStore(path: path).problem?.kind, .corrupt)
        XCTAssertEqual(permissions(of: path), 0o600)
    }

    func testAFileOfSomeoneElseThatOthersCanOpenIsNotUsed() throws {
        // The superuser may change the mode of any file: only another user meets a file not theirs.
        try XCTSkipIf(geteuid() == 0, "the superuser can change the mode of every file")
        let path = "/etc/hosts"
        let mode = try XCTUnwrap(permissions(of: path))
        try XCTSkipIf(mode & 0o077 == 0, "\(path) is its owner's only here")

        let store = FileCredentialsStore(path: path)

        XCTAssertNil(store.session)
        XCTAssertEqual(store.problem?.kind, .openToOthers(mode: mode, madeOwnerOnly: false))
        XCTAssertTrue(
            store.problem?.description.hasPrefix("others have access to the credentials file \(path) (mode 0") == true,
            "\(store.problem?.description ?? "no problem")")
        XCTAssertEqual(permissions(of: path), mode)
    }

    func testSavingReplacesTheSessionStored() {
        let store = FileCredentialsStore(path: path)
        store.save(session)
        let other = Session(email: "new@example.com", token: "token-2")
        store.save(other)

        XCTAssertEqual(store.session, other)
        XCTAssertEqual(FileCredentialsStore(path: path).session, other)
    }

    func testClearingRemovesTheFile() throws {
        let store = FileCredentialsStore(path: path)
        store.save(session)

        store.clear()

        XCTAssertNil(store.session)
        XCTAssertNil(store.problem)
        XCTAssertEqual(try files(), [])
        XCTAssertNil(FileCredentialsStore(path: path).session)
        store.clear()
        XCTAssertNil(store.problem, "clearing without a file is no problem")
    }

    func testACorruptFileIsLoggedOutAndReported() {
        write("{\"session\":{\"email\":\"demo@example.com\",\"tok")

        let store = FileCredentialsStore(path: path)

        XCTAssertNil(store.session)
        XCTAssertEqual(
            store.problem, CredentialsProblem(.corrupt, path: path, detail: "not JSON, or cut short"))
        XCTAssertEqual(
            store.problem?.description,
            "the credentials file \(path) is corrupt (not JSON, or cut short); starting logged out")
    }

    func testAFileOfAnotherShapeIsLoggedOutAndReported() {
        write("{\"user\":\"demo\"}")
        XCTAssertEqual(
            FileCredentialsStore(path: path).problem, CredentialsProblem(.corrupt, path: path, detail: "no 'session'"))
        write("")
        XCTAssertEqual(FileCredentialsStore(path: path).problem?.kind, .corrupt)
    }

    func testACorruptFileIsReplacedByTheNextSave() {
        write("garbage")
        let store = FileCredentialsStore(path: path)

        store.save(session)

        XCTAssertEqual(FileCredentialsStore(path: path).session, session)
    }

    func testSavingIntoAMissingDirectoryIsReportedAndKeptInMemory() {
        let path = directory + "/missing/credentials.json"
        let store = FileCredentialsStore(path: path)
        var reported: [CredentialsProblem] = []
        store.onProblem = { reported.append($0) }

        store.save(session)

        XCTAssertEqual(store.session, session)
        XCTAssertEqual(reported.map(\.kind), [.writeFailed])
        XCTAssertEqual(store.problem, reported.first)
        XCTAssertNil(FileCredentialsStore(path: path).session)
    }

    func testSavingIntoAnUnwritableDirectoryIsReportedAndLeavesTheFileAsItWas() throws {
        FileCredentialsStore(path: path).save(session)
        // Permissions do not stop the superuser: there, a directory that no one can write to stands in.
        let unwritable = geteuid() == 0 ? "/proc" : directory
        let path = unwritable == directory ? self.path : "/proc/credentials.json"
        XCTAssertEqual(chmod(directory, 0o500), 0)
        let store = FileCredentialsStore(path: path)
        var reported: [CredentialsProblem] = []
        store.onProblem = { reported.append($0) }
        let other = Session(email: "new@example.com", token: "token-2")

        store.save(other)

        XCTAssertEqual(store.session, other)
        XCTAssertEqual(reported.map(\.kind), [.writeFailed])
        XCTAssertEqual(chmod(directory, 0o700), 0)
        XCTAssertEqual(FileCredentialsStore(path: self.path).session, session)
        XCTAssertEqual(try files(), ["credentials.json"])
    }

    func testAFailedRemovalIsReported() {
        let store = FileCredentialsStore(path: directory)  // a directory is not removed by `clear`
        store.save(session)
        var reported: [CredentialsProblem] = []
        store.onProblem = { reported.append($0) }

        store.clear()

        XCTAssertNil(store.session)
        XCTAssertEqual(reported.map(\.kind), [.removeFailed])
    }
}
