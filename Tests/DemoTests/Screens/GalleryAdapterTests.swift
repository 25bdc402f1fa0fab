import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class GalleryAdapterTests: XCTestCase {
    private let images = (1...6).map { GalleryImage(id: $0, title: "Image \($0)") }

    private func state(_ phases: [Int: ImagePhase] = [:], more: Bool = true) -> GalleryState {
        GalleryState(list: PagedListState(items: images, moreToLoad: more), phases: phases)
    }

    func testShowsEachImageInItsPhaseFourARowWithItsPosition() {
        let phases: [Int: ImagePhase] = [
            2: .queued, 3: .downloading, 4: .shown(bytes: 4_595, fromCache: false),
            5: .shown(bytes: 812, fromCache: true), 6: .failed(.retryable(.server)),
        ]
        XCTAssertEqual(
            GalleryScreen.lines(state(phases)),
            [
                "[gallery] 6 images, 1 downloading, 1 waiting",
                "   0  #1 ~~~~       #2 wait       #3 ...        #4 4595 B",
                "   4  #5 812 B c    #6 ! retry", "  (more)",
            ])
        XCTAssertEqual(GalleryScreen.cell(images[0], .failed(.gone)), "#1 x gone")
    }

    func testShowsTheListsLoadingEndAndFailure() {
        XCTAssertEqual(GalleryScreen.lines(GalleryState()), ["[gallery]"])
        XCTAssertEqual(
            GalleryScreen.lines(GalleryState(list: PagedListState(isLoadingInitial: true))), ["[gallery] loading..."])
        XCTAssertEqual(
            GalleryScreen.lines(
                GalleryState(list: PagedListState(failure: PagedListFailure(load: .initial, cause: .network)))),
            ["[gallery]", "  ! Could not load the images. No connection. (retry)"])
        XCTAssertEqual(
            GalleryScreen.lines(state(more: false)).last, "  (end of the gallery)")
        XCTAssertEqual(
            GalleryScreen.lines(GalleryState(list: PagedListState(moreToLoad: false, isEmpty: true))),
            ["[gallery] no images"])
    }

    func testAfterAFirstDrawingOnlyTheRowsThatChangedAreDrawnAgain() {
        let before = state([1: .downloading])
        let after = state([1: .downloading, 5: .downloading])

        XCTAssertEqual(
            GalleryScreen.lines(after, after: before),
            ["[gallery] 6 images, 2 downloading", "   4  #5 ...        #6 ~~~~"])
        XCTAssertEqual(GalleryScreen.lines(before, after: before), ["[gallery] 6 images, 1 downloading"])
    }

    func testSaysWhatCameAtTheTopAndAtTheEndFromTheListsChanges() {
        let before = GalleryState(list: PagedListState(items: Array(images[2...4])))
        let after = GalleryState(list: PagedListState(items: images))

        let lines = GalleryScreen.lines(after, after: before)

        XCTAssertEqual(
            Array(lines.prefix(3)), ["[gallery] 6 images", "  2 new images at the top", "  1 more at the end"])
    }

    func testShowHideAndRetryOfAnImageSendTheGallerysEvents() {
        let failed = state([2: .failed(.retryable(.network)), 3: .failed(.gone)])
        XCTAssertEqual(GalleryScreen.event(for: "show 0-7", in: failed), .success(.itemsAppearing(0...7)))
        XCTAssertEqual(GalleryScreen.event(for: "hide 2", in: failed), .success(.itemsDisappearing(2...2)))
        XCTAssertEqual(GalleryScreen.event(for: "retry 1", in: failed), .success(.retryImage(id: 2)))
        XCTAssertEqual(
            GalleryScreen.event(for: "retry 2", in: failed),
            .failure(CommandError("image #3 has no retry: it did not fail, or it is gone")))
        XCTAssertEqual(
            GalleryScreen.event(for: "retry 6", in: failed),
            .failure(CommandError("there is no image at position 6: the positions listed are 0 to 5")))
        XCTAssertEqual(
            GalleryScreen.event(for: "retry", in: failed),
            .failure(CommandError("there is nothing to retry: the images loaded")))
        XCTAssertEqual(GalleryScreen.event(for: "more", in: failed), .success(.list(.reachedEnd)))
        XCTAssertEqual(GalleryScreen.event(for: "back", in: failed), .success(.backTapped))
        XCTAssertNil(GalleryScreen.event(for: "open 1", in: failed))
    }

    func testParsesTheGallerysCommandsAndTheImageCacheOption() {
        let failed = state([2: .failed(.retryable(.network))])
        XCTAssertEqual(Command.parse("gallery", on: nil), .success(.intent(.tab(.gallery))))
        XCTAssertEqual(GalleryScreen.event(for: "hide 3", in: failed), .success(.itemsDisappearing(3...3)))
        XCTAssertEqual(GalleryScreen.event(for: "retry 1", in: failed), .success(.retryImage(id: 2)))
        XCTAssertEqual(Command.parse("requests", on: nil), .success(.requests))
        for bad in ["show", "show 7-3", "show -1", "show a-b", "show 1-2-3", "show 0 - 7"] {
            XCTAssertEqual(
                GalleryScreen.event(for: bad, in: failed)?.failureMessage?.hasPrefix(
                    "'show' needs positions from 0, one or a range, as in: show 0-7"),
                true, bad)
        }
        XCTAssertEqual(
            GalleryScreen.event(for: "retry x", in: failed),
            .failure(
                CommandError("'retry' takes nothing, or the position of an item from 0, as in: retry 5; got 'x'")))
        XCTAssertEqual(Options.parse(["--image-cache", "/tmp/images"]).map(\.imageCachePath), .success("/tmp/images"))
        XCTAssertEqual(
            Options.parse(["--image-cache"]), .failure(CommandError("option '--image-cache' needs a directory")))
        XCTAssertEqual(Options.defaultImageCache?.lastPathComponent, "images")
    }
}

extension Result where Failure == CommandError {
    var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
