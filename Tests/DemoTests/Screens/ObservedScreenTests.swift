import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

/// A screen drawn through the model of its presenter: drawn again when a field it shows changes, once, and
/// not when only a field it does not show does. The tests run on the main thread, where the screen is drawn.
final class ObservedScreenTests: XCTestCase {
    func testAChangeOfAFieldTheScreenDoesNotShowPrintsNothing() throws {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { throw XCTSkip("needs Observation") }
        MainActor.assumeIsolated {
            let presenter = Self.gallery()
            var printed: [[String]] = []
            let screen = ObservedScreen<GalleryScreen>(presenter) { printed.append($0) }
            defer { screen.stop() }
            XCTAssertEqual(printed.count, 1, "drawn when shown")

            presenter.send(.itemsAppearing(20...23))

            XCTAssertEqual(presenter.currentState.awaited, 20...23, "the state changed")
            XCTAssertEqual(printed.count, 1, "\(printed)")
        }
    }

    func testAChangeOfAFieldTheScreenShowsPrintsItOnce() throws {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { throw XCTSkip("needs Observation") }
        MainActor.assumeIsolated {
            let presenter = Self.gallery()
            var printed: [[String]] = []
            let screen = ObservedScreen<GalleryScreen>(presenter) { printed.append($0) }
            defer { screen.stop() }

            presenter.send(.retryImage(id: 2))

            XCTAssertEqual(printed.count, 2)
            XCTAssertEqual(
                printed.last,
                ["[gallery] 4 images, 1 downloading", "   0  #1 ~~~~       #2 ...        #3 ~~~~       #4 ~~~~"])
            // Neither an unshown field changed since, nor the shown one set to what it is, draws it again.
            presenter.send(.itemsAppearing(8...11))
            presenter.send(.retryImage(id: 2))
            XCTAssertEqual(printed.count, 2, "\(printed)")
        }
    }

    func testAScreenStoppedPrintsNothingMore() throws {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { throw XCTSkip("needs Observation") }
        MainActor.assumeIsolated {
            let presenter = Self.gallery()
            var printed: [[String]] = []
            let screen = ObservedScreen<GalleryScreen>(presenter) { printed.append($0) }

            screen.stop()
            presenter.send(.retryImage(id: 3))

            XCTAssertEqual(presenter.currentState.phases[3], .downloading)
            XCTAssertEqual(printed.count, 1)
        }
    }

    /// A gallery of four images whose events change one field each: `itemsAppearing` the positions awaited,
    /// which the gallery does not show; `retryImage` the phase of an image, which it shows.
    private static func gallery() -> Presenter<GalleryEvent, GalleryState, GalleryRoute> {
        let images = (1...4).map { GalleryImage(id: $0, title: "Image \($0)") }
        let list = PagedListState<GalleryImage, RequestFailure>(items: images, moreToLoad: false)
        return Presenter(
            initialState: GalleryState(list: list), scheduler: TestScheduler(initialClock: 0), reduce: .replace
        ) {
            event, state in
            var next = state
            switch event {
            case .itemsAppearing(let positions): next.awaited = positions
            case .retryImage(let id): next.phases[id] = .downloading
            default: return .none
            }
            return .mutate(next)
        }
    }
}
