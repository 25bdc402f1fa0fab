import Foundation
import Reactive
import XCTest

final class DispatchPeriodicActionTests: ReactiveTestCase {
    /// What the ticks record, with no lock: a periodic action's runs never overlap.
    private final class Tally {
        var counts: [Int] = []
    }

    /// On a concurrent queue the ticks run on different threads, one after another. Run under
    /// ThreadSanitizer, this test fails if the order between them is invisible to the sanitizer.
    func testTicksOnAConcurrentQueueFollowOneAnother() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let tally = Tally()
        let ticks = 200
        let done = expectation(description: "\(ticks) ticks")

        let timer = scheduler.schedulePeriodic(0, startAfter: .microseconds(50), period: .microseconds(50)) { count in
            if count < ticks { tally.counts.append(count) }
            if count == ticks - 1 { done.fulfill() }
            return count + 1
        }
        wait(for: [done], timeout: 30)
        timer.dispose()

        XCTAssertEqual(tally.counts, Array(0..<ticks))
    }
}
