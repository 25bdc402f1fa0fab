import Reactive
import XCTest

/// A test case that fails any test which leaves a subscription alive: `Resources.total` must be back to its
/// starting value when the test ends.
open class ResourceCheckingTestCase: XCTestCase {
    private var resourcesAtStart = 0

    override open func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override open func tearDown() {
        XCTAssertEqual(Resources.total, resourcesAtStart, "a subscription is still alive at the end of the test")
        super.tearDown()
    }
}
