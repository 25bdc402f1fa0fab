import Reactive
import XCTest

final class RefCountDisposableTests: ReactiveTestCase {
    func testWithoutRetainsDisposingDisposesTheResourceOnce() {
        let resource = CountingDisposable()
        let refCount = RefCountDisposable(disposable: resource)
        XCTAssertFalse(refCount.isDisposed)

        refCount.dispose()
        refCount.dispose()

        XCTAssertTrue(refCount.isDisposed)
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testTheResourceLivesUntilTheOwnerAndEveryRetainAreDisposed() {
        let resource = CountingDisposable()
        let refCount = RefCountDisposable(disposable: resource)
        let first = refCount.retain()
        let second = refCount.retain()

        refCount.dispose()
        XCTAssertEqual(resource.disposeCount, 0)
        XCTAssertFalse(refCount.isDisposed)
        first.dispose()
        first.dispose()  // a second dispose of the same retain releases nothing more
        XCTAssertEqual(resource.disposeCount, 0)
        second.dispose()

        XCTAssertEqual(resource.disposeCount, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testReleasingEveryRetainBeforeTheOwnerKeepsTheResource() {
        let resource = CountingDisposable()
        let refCount = RefCountDisposable(disposable: resource)

        refCount.retain().dispose()
        XCTAssertEqual(resource.disposeCount, 0)
        refCount.dispose()

        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testRetainingOnceTheResourceIsDisposedReturnsADisposableThatDoesNothing() {
        let resource = CountingDisposable()
        let refCount = RefCountDisposable(disposable: resource)
        refCount.dispose()

        refCount.retain().dispose()

        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testRetainingAfterTheOwnerLetGoButBeforeTheLastReleaseStillHolds() {
        let resource = CountingDisposable()
        let refCount = RefCountDisposable(disposable: resource)
        let first = refCount.retain()
        refCount.dispose()

        let second = refCount.retain()
        first.dispose()
        XCTAssertEqual(resource.disposeCount, 0)
        second.dispose()

        XCTAssertEqual(resource.disposeCount, 1)
    }
}
