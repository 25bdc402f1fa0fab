import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension GalleryFeatureRoot: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [gallery.images(nil).made, gallery.image(1).made]
    }
}

extension GalleryScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "the gallery's first page", call: "gallery.images", screen: { $0.galleryPresenter() },
                request: [.list(.appear)], says: Self.galleryListMessage,
                timedOut: "Could not load the images. \(Row.server)", retry: [.list(.retry)],
                succeeded: { $0.list.items.count == 12 }),
            Row(
                name: "an older gallery page", call: "gallery.images", screen: { $0.galleryPresenter() },
                before: [.list(.appear)],
                request: [.list(.reachedEnd)], says: Self.galleryListMessage,
                timedOut: "Could not load older images. \(Row.server)", retry: [.list(.retry)],
                succeeded: { $0.list.items.count == 24 }),
            Row(
                name: "a gallery image", call: "gallery.image", screen: { $0.galleryPresenter() },
                before: [.list(.appear)],
                request: [.itemsAppearing(0...0)], says: Self.firstImageMessage,
                timedOut: "Image #1 failed: \(Row.server)", retry: [.retryImage(id: 1)],
                succeeded: { if case .shown = $0.phase(of: 1) { true } else { false } }),
        ]
    }

    private static func galleryListMessage(_ state: GalleryState) -> String? {
        state.list.failure?.message(initial: "the images", items: "images")
    }

    private static func firstImageMessage(_ state: GalleryState) -> String? {
        switch state.phase(of: 1) {
        case .failed(.retryable(let cause)): return "Image #1 failed: \(cause.explanation)"
        case .failed(.gone): return "Image #1 is gone"
        default: return state.list.failure?.message(initial: "the images", items: "images")
        }
    }
}

/// The declarations above, checked: each call of `GalleryFeatureRoot` makes its values, and each request of the
/// feature's screens times out as declared.
final class GalleryCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(GalleryFeatureRoot.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(GalleryScreen.self)
    }
}
