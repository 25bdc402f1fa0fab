import Foundation
import XCTest

@testable import Reactive

final class LockTests: ReactiveTestCase {
    /// A plain counter guarded only by a `Lock`, as the engine guards its sinks' state.
    private final class GuardedCount: @unchecked Sendable {
        // Sendable: `value` is only touched under `lock`, which is what the test checks.
        private let lock = Lock()
        private var value = 0

        func increment() { lock.withLock { value += 1 } }

        var current: Int { lock.withLock { value } }
    }

    /// Contended hand-overs go through the kernel on Linux; run under ThreadSanitizer, this test fails if
    /// the sanitizer cannot see them and reports the guarded counter as racing.
    func testContendedLockKeepsUpdatesExclusive() {
        let count = GuardedCount()
        let threads = 4
        let incrementsPerThread = 20_000

        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<incrementsPerThread { count.increment() }
        }

        XCTAssertEqual(count.current, threads * incrementsPerThread)
    }
}
