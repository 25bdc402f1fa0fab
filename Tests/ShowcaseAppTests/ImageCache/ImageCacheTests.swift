import Foundation
import ShowcaseApp
import TestSupport
import XCTest

/// The image cache on a real disk: each test gets a fresh temporary directory.
final class ImageCacheTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-cache-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// 100 bytes of `byte`: with its 16-byte header, a file of 116 bytes.
    private func image(_ byte: UInt8) -> Data {
        Data(repeating: byte, count: 100)
    }

    private func cache(capacity: Int = 10_000) throws -> ImageCache {
        try ImageCache(directory: directory, capacity: capacity)
    }

    private func file(_ key: String) -> URL {
        directory.appendingPathComponent("\(key).img")
    }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func testAStoredImageIsAHitWithoutDownloadingAgainEvenAfterARestart() throws {
        try cache().store(image(1), for: "image-1")

        let reopened = try cache()

        XCTAssertEqual(try reopened.lookup("image-1"), .hit(image(1)))
        XCTAssertEqual(reopened.totalBytes, 116)
        XCTAssertEqual(try files(), ["image-1.img", "index"], "no temporary file is left")
    }

    func testTheDirectoryAndTheDirectoriesMadeAboveItAreTheirOwnersOnlyAndSoIsEachFile() throws {
        let root = directory!
        defer { try? FileManager.default.removeItem(at: root) }
        directory = root.appendingPathComponent("caches").appendingPathComponent("images")

        try cache().store(image(1), for: "image-1")

        XCTAssertEqual(permissions(of: directory.path), 0o700)
        XCTAssertEqual(permissions(of: directory.deletingLastPathComponent().path), 0o700)
        XCTAssertEqual(try files(), ["image-1.img", "index"])
        XCTAssertEqual(try files().map { permissions(of: directory.appendingPathComponent($0).path) }, [0o600, 0o600])
    }

    func testADirectoryOthersCouldOpenIsMadeItsOwnersOnly() throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        XCTAssertEqual(chmod(directory.path, 0o755), 0)

        _ = try cache()

        XCTAssertEqual(permissions(of: directory.path), 0o700)
    }

    func testAnImageNeverStoredIsAMiss() throws {
        let cache = try cache()

        XCTAssertEqual(try cache.lookup("image-2"), .miss)
        XCTAssertEqual(cache.keysByRecency, [])
    }

    func testATruncatedFileIsACorruptMissThatIsDeletedAndThenReplaced() throws {
        let cache = try cache()
        try cache.store(image(1), for: "image-1")
        let whole = try Data(contentsOf: file("image-1"))
        try whole.prefix(60).write(to: file("image-1"))

        XCTAssertEqual(try cache.lookup("image-1"), .corrupt)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("image-1").path))
        XCTAssertEqual(try cache.lookup("image-1"), .miss)
        XCTAssertEqual(cache.keysByRecency, [])

        try cache.store(image(1), for: "image-1")
        XCTAssertEqual(try cache.lookup("image-1"), .hit(image(1)))
    }

    func testAFileWithADamagedPayloadOrNoHeaderIsCorrupt() throws {
        let cache = try cache()
        try cache.store(image(1), for: "image-1")
        var damaged = try Data(contentsOf: file("image-1"))
        damaged[50] ^= 0xFF
        try damaged.write(to: file("image-1"))
        try cache.store(image(2), for: "image-2")
        try Data("not an image at all".utf8).write(to: file("image-2"))
        try cache.store(image(3), for: "image-3")
        try Data().write(to: file("image-3"))

        XCTAssertEqual(try cache.lookup("image-1"), .corrupt, "the checksum does not match")
        XCTAssertEqual(try cache.lookup("image-2"), .corrupt, "no header")
        XCTAssertEqual(try cache.lookup("image-3"), .corrupt, "empty")
        XCTAssertEqual(try files(), ["index"])
    }

    func testEvictsTheLeastRecentlyUsedImagesFirst() throws {
        // Room for three files of 116 bytes.
        let cache = try cache(capacity: 350)
        try cache.store(image(1), for: "a")
        try cache.store(image(2), for: "b")
        try cache.store(image(3), for: "c")
        XCTAssertEqual(try cache.lookup("a"), .hit(image(1)))

        let evicted = try cache.store(image(4), for: "d")

        XCTAssertEqual(evicted, ["b"])
        XCTAssertEqual(cache.keysByRecency, ["c", "a", "d"])
        XCTAssertEqual(try cache.lookup("b"), .miss)
        XCTAssertEqual(try cache.store(image(5), for: "e"), ["c"])
        XCTAssertEqual(cache.keysByRecency, ["a", "d", "e"])
        XCTAssertEqual(cache.totalBytes, 348)
        XCTAssertEqual(try files(), ["a.img", "d.img", "e.img", "index"])
    }

    func testTheOrderOfUseSurvivesARestartThroughTheIndex() throws {
        let cache = try cache(capacity: 350)
        try cache.store(image(1), for: "a")
        try cache.store(image(2), for: "b")
        try cache.store(image(3), for: "c")
        _ = try cache.lookup("a")

        let reopened = try self.cache(capacity: 350)

        XCTAssertEqual(reopened.keysByRecency, ["b", "c", "a"])
        XCTAssertEqual(try reopened.store(image(4), for: "d"), ["b"])
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("index"), encoding: .utf8), "c\na\nd\n")
    }

    func testAWriteInterruptedBeforeItsRenameLeavesTheOldImageAndItsTemporaryFileIsDeleted() throws {
        try cache().store(image(1), for: "image-1")
        // A crash while writing the new image, two minutes ago: half of it in the temporary file, never
        // renamed.
        let halfWritten = Data(repeating: 9, count: 58)
        let temporary = directory.appendingPathComponent("image-1.img.7.tmp")
        try halfWritten.write(to: temporary)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: temporary.path)

        let reopened = try cache()

        XCTAssertEqual(try files(), ["image-1.img", "index"])
        XCTAssertEqual(try reopened.lookup("image-1"), .hit(image(1)))
    }

    func testATemporaryFileBeingWrittenByAnotherProcessIsLeftForItsRename() throws {
        try cache().store(image(1), for: "image-1")
        let inProgress = directory.appendingPathComponent("image-2.img.4F2A.tmp")
        try Data(repeating: 9, count: 58).write(to: inProgress)

        _ = try cache()

        XCTAssertEqual(try files(), ["image-1.img", "image-2.img.4F2A.tmp", "index"])
    }

    func testTwoCachesOnOneDirectoryWriteAtOnceWithoutFailing() throws {
        let first = try cache()
        let second = try cache()
        let failures = FailureCount()

        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let writer = index.isMultiple(of: 2) ? first : second
            do {
                _ = try writer.store(Data(repeating: UInt8(index % 251), count: 16), for: "image-\(index % 10)")
            } catch {
                failures.add()
            }
        }

        XCTAssertEqual(failures.value, 0)
        XCTAssertFalse(try files().contains { $0.hasSuffix(".tmp") }, "a temporary file was left")
    }

    func testAWriteInterruptedHalfWayThroughTheFileItselfIsACorruptMissAfterRestart() throws {
        // A file written in place by a crashing writer: its header promises 100 bytes, 40 are there.
        try cache().store(image(1), for: "image-1")
        let whole = try Data(contentsOf: file("image-1"))
        try whole.prefix(56).write(to: file("image-1"))

        let reopened = try cache()

        XCTAssertEqual(reopened.keysByRecency, ["image-1"])
        XCTAssertEqual(try reopened.lookup("image-1"), .corrupt)
        try reopened.store(image(2), for: "image-1")
        XCTAssertEqual(try reopened.lookup("image-1"), .hit(image(2)))
    }

    func testAFileTheIndexDoesNotListIsAdoptedAsTheLeastRecentlyUsed() throws {
        let cache = try cache()
        try cache.store(image(1), for: "a")
        try cache.store(image(2), for: "b")
        // A crash after a file was renamed into place but before the index was written.
        let orphan = try Data(contentsOf: file("a"))
        try orphan.write(to: file("c"))

        let reopened = try self.cache()

        XCTAssertEqual(reopened.keysByRecency, ["c", "a", "b"])
        XCTAssertEqual(try reopened.lookup("c"), .hit(image(1)))
    }

    func testASmallerCapacityEvictsOnOpening() throws {
        let cache = try cache()
        for (index, key) in ["a", "b", "c"].enumerated() { try cache.store(image(UInt8(index)), for: key) }

        let reopened = try self.cache(capacity: 240)

        XCTAssertEqual(reopened.keysByRecency, ["b", "c"])
        XCTAssertEqual(try files(), ["b.img", "c.img", "index"])
    }

    func testRefusesKeysThatAreNotPlainNamesAndImagesLargerThanTheCache() throws {
        let cache = try cache(capacity: 200)

        for key in ["", "../escape", "a/b", "dot.ted", "space d", String(repeating: "k", count: 101)] {
            XCTAssertThrowsError(try cache.store(image(1), for: key)) {
                XCTAssertEqual($0 as? ImageCacheError, .invalidKey(key))
            }
            XCTAssertThrowsError(try cache.lookup(key))
        }
        XCTAssertThrowsError(try cache.store(Data(count: 300), for: "big")) {
            XCTAssertEqual($0 as? ImageCacheError, .tooLarge(key: "big", bytes: 316, capacity: 200))
        }
        XCTAssertEqual(try files(), ["index"])
    }

    func testErrorsOfTheFileSystemAreThrownNotTrapped() throws {
        try Data("a file".utf8).write(
            to: directory.deletingLastPathComponent().appendingPathComponent(
                directory.lastPathComponent))
        XCTAssertThrowsError(try cache()) { error in
            guard case .io(let operation, let path, _)? = error as? ImageCacheError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(operation, "create")
            XCTAssertEqual(path, directory.path)
        }
        try FileManager.default.removeItem(at: directory)

        let cache = try cache()
        try cache.store(image(1), for: "a")
        try FileManager.default.removeItem(at: directory)

        XCTAssertThrowsError(try cache.store(image(2), for: "b")) { error in
            guard case .io(let operation, _, _)? = error as? ImageCacheError else { return XCTFail("\(error)") }
            XCTAssertEqual(operation, "write")
        }
        // The file is gone from under the cache, which forgets it, and fails to write its index.
        XCTAssertThrowsError(try cache.lookup("a")) { error in
            guard case .io(let operation, _, _)? = error as? ImageCacheError else { return XCTFail("\(error)") }
            XCTAssertEqual(operation, "write")
        }
        XCTAssertEqual(cache.keysByRecency, [])
    }
}

/// A count that threads may add to.
private final class FailureCount: @unchecked Sendable {
    // Sendable: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() { lock.withLock { count += 1 } }
}
