import Presenters
import ShowcaseApp
import XCTest

final class GalleryPresenterTests: GalleryPresenterTestCase {
    func testTheImagesAboutToAppearArePrefetchedFourAtATimeTheRestWaitingInOrder() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...5), at: 20)

        test.run()

        for id in 1...4 { expected.at(20, image: id, .downloading) }
        for id in 5...6 { expected.at(20, image: id, .queued) }
        for id in 1...4 { expected.at(30, image: id, .shown(bytes: size(id), fromCache: false)) }
        // The freed slots go to the next in line on the scheduler: one tick later on a TestScheduler.
        expected.at(31, image: 5, .downloading)
        expected.at(31, image: 6, .downloading)
        expected.at(41, image: 5, .shown(bytes: size(5), fromCache: false))
        expected.at(41, image: 6, .shown(bytes: size(6), fromCache: false))
        test.assertStates(expected.events)
        test.assertRoutes([])
        XCTAssertEqual(
            log,
            [
                "started images after the start", "finished images after the start", "started image #1",
                "started image #2", "started image #3", "started image #4", "finished image #1", "finished image #2",
                "finished image #3", "finished image #4", "started image #5", "started image #6", "finished image #5",
                "finished image #6",
            ])
        XCTAssertEqual(cache?.keysByRecency, (1...6).map { "image-\($0)" }, "each download is kept in the cache")
        test.finish()
    }

    func testAtMostFourDownloadsRunAtOnceAndTheOthersStartInTheOrderTheyCame() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...10), at: 20)

        test.run()

        for id in 1...4 { expected.at(20, image: id, .downloading) }
        for id in 5...11 { expected.at(20, image: id, .queued) }
        for batch in 0..<3 {
            let time = TestTime(30 + batch * 11)
            let done = (1 + batch * 4)...min(11, 4 + batch * 4)
            for id in done { expected.at(time, image: id, .shown(bytes: size(id), fromCache: false)) }
            for id in done where id + 4 <= 11 { expected.at(time + 1, image: id + 4, .downloading) }
        }
        test.assertStates(expected.events)
        test.assertRoutes([])
        let downloads = log.filter { $0.contains("image #") }
        XCTAssertEqual(downloads.filter { $0.hasPrefix("started") }, (1...11).map { "started image #\($0)" })
        var running = 0
        var most = 0
        for entry in downloads {
            running += entry.hasPrefix("started") ? 1 : -1
            most = max(most, running)
        }
        XCTAssertEqual(most, 4)
        test.finish()
    }

    func testItemsThatWentAwayAreCancelledInTheBackendAndTheirSlotsGoToTheNextInLine() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...5), at: 20)
        test.send(.itemsDisappearing(0...3), at: 25)

        test.run()

        for id in 1...4 { expected.at(20, image: id, .downloading) }
        for id in 5...6 { expected.at(20, image: id, .queued) }
        for id in 1...4 { expected.at(25, image: id, .placeholder) }
        expected.at(26, image: 5, .downloading)
        expected.at(26, image: 6, .downloading)
        expected.at(36, image: 5, .shown(bytes: size(5), fromCache: false))
        expected.at(36, image: 6, .shown(bytes: size(6), fromCache: false))
        test.assertStates(expected.events)
        test.assertRoutes([])
        XCTAssertEqual(
            Array(log.dropFirst(6)),
            [
                "cancelled image #1", "cancelled image #2", "cancelled image #3", "cancelled image #4",
                "started image #5", "started image #6", "finished image #5", "finished image #6",
            ])
        XCTAssertEqual(cache?.keysByRecency, ["image-5", "image-6"], "nothing cancelled is cached")
        test.finish()
    }

    func testImagesThatAppearWhileOthersWaitQueueBehindThemEvenIfASlotJustFreedUp() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...5), at: 20)
        test.send(.itemsDisappearing(0...3), at: 25)
        test.send(.itemsAppearing(6...9), at: 25)

        test.run()

        for id in 1...4 { expected.at(20, image: id, .downloading) }
        for id in 5...6 { expected.at(20, image: id, .queued) }
        for id in 1...4 { expected.at(25, image: id, .placeholder) }
        for id in 7...10 { expected.at(25, image: id, .queued) }
        for id in 5...8 { expected.at(26, image: id, .downloading) }
        for id in 5...8 { expected.at(36, image: id, .shown(bytes: size(id), fromCache: false)) }
        for id in 9...10 { expected.at(37, image: id, .downloading) }
        for id in 9...10 { expected.at(47, image: id, .shown(bytes: size(id), fromCache: false)) }
        test.assertStates(expected.events)
        test.assertRoutes([])
        XCTAssertEqual(
            log.filter { $0.hasPrefix("started image #") },
            [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map {
                "started image #\($0)"
            })
        test.finish()
    }

    func testAWaitingDownloadThatWentAwayLeavesTheLineWithoutARequest() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...5), at: 20)
        test.send(.itemsDisappearing(4...5), at: 25)

        test.run()

        for id in 1...4 { expected.at(20, image: id, .downloading) }
        for id in 5...6 { expected.at(20, image: id, .queued) }
        expected.at(25, image: 5, .placeholder)
        expected.at(25, image: 6, .placeholder)
        for id in 1...4 { expected.at(30, image: id, .shown(bytes: size(id), fromCache: false)) }
        test.assertStates(expected.events)
        test.assertRoutes([])
        XCTAssertFalse(log.contains { $0.contains("#5") || $0.contains("#6") }, "\(log)")
        test.finish()
    }

    func testAnImageLoadingOrShownIsNeverAskedForTwice() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...1), at: 20)
        test.send(.itemsAppearing(0...2), at: 25)
        test.send(.itemsAppearing(0...2), at: 40)
        test.send(.itemsDisappearing(0...1), at: 45)

        test.run()

        expected.at(20, image: 1, .downloading)
        expected.at(20, image: 2, .downloading)
        expected.at(25, image: 3, .downloading)
        expected.at(30, image: 1, .shown(bytes: size(1), fromCache: false))
        expected.at(30, image: 2, .shown(bytes: size(2), fromCache: false))
        expected.at(35, image: 3, .shown(bytes: size(3), fromCache: false))
        test.assertStates(expected.events)
        test.assertRoutes([])
        XCTAssertEqual(
            log.filter { $0.hasPrefix("started image #") },
            ["started image #1", "started image #2", "started image #3"])
        test.finish()
    }

    func testASecondVisitShowsTheCachedImagesWithoutARequest() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...1), at: 20)
        test.run()
        expected.at(20, image: 1, .downloading)
        expected.at(20, image: 2, .downloading)
        expected.at(30, image: 1, .shown(bytes: size(1), fromCache: false))
        expected.at(30, image: 2, .shown(bytes: size(2), fromCache: false))
        test.assertStates(expected.events)
        test.assertRoutes([])
        test.finish()
        let firstVisit = log.count

        // A new gallery over a new cache opened on the same directory, as after a restart.
        cache = makeCache()
        let second = makeTest()
        second.send(.list(.appear), at: 100)
        second.send(.itemsAppearing(0...2), at: 120)
        second.run()

        var revisit = ExpectedStates(start: 30)
        revisit.at(100) { $0.list.isLoadingInitial = true }
        revisit.at(110) { $0.list = PagedListState(items: self.images(1...12)) }
        revisit.at(120, image: 1, .shown(bytes: size(1), fromCache: true))
        revisit.at(120, image: 2, .shown(bytes: size(2), fromCache: true))
        revisit.at(120, image: 3, .downloading)
        revisit.at(130, image: 3, .shown(bytes: size(3), fromCache: false))
        second.assertStates(revisit.events)
        second.assertRoutes([])
        XCTAssertEqual(
            Array(log.dropFirst(firstVisit)),
            [
                "started images after the start", "finished images after the start", "started image #3",
                "finished image #3",
            ])
        second.finish()
    }

    func testAGoneImageFailsForGoodAndAServerErrorHasItsOwnRetry() {
        appearWithFirstPage()
        scheduler.scheduleAt(15) {
            self.backend.failNextRequest(with: .status(404))
            self.backend.failNextRequest(with: .status(503))
            self.backend.failNextRequest(with: .connectionLost)
        }
        test.send(.itemsAppearing(0...2), at: 20)
        test.send(.retryImage(id: 1), at: 40)
        test.send(.retryImage(id: 2), at: 40)
        test.send(.retryImage(id: 4), at: 40)
        test.send(.retryImage(id: 2), at: 45)

        test.run()

        for id in 1...3 { expected.at(20, image: id, .downloading) }
        expected.at(30, image: 1, .failed(.gone))
        expected.at(30, image: 2, .failed(.retryable(.server)))
        expected.at(30, image: 3, .failed(.retryable(.network)))
        expected.at(40, image: 2, .downloading)
        expected.at(50, image: 2, .shown(bytes: size(2), fromCache: false))
        test.assertStates(expected.events)
        test.assertRoutes([])
        XCTAssertEqual(log.filter { $0.hasPrefix("started image #") }.count, 4, "a gone image is not asked for again")
        test.finish()
    }

    func testReachingTheEndOfTheListLoadsTheNextPageWhereAnImageIsGoneFromTheBackend() {
        appearWithFirstPage()
        test.send(.itemsAppearing(10...11), at: 20)
        test.send(.itemsAppearing(16...16), at: 40)

        test.run()

        expected.at(20) { $0.list.isLoadingOlder = true }
        expected.at(20, image: 11, .downloading)
        expected.at(20, image: 12, .downloading)
        expected.at(30, image: 11, .shown(bytes: size(11), fromCache: false))
        expected.at(30, image: 12, .shown(bytes: size(12), fromCache: false))
        expected.at(30) { $0.list = PagedListState(items: self.images(1...24)) }
        expected.at(40, image: 17, .downloading)
        expected.at(50, image: 17, .failed(.gone))
        test.assertStates(expected.events)
        test.assertRoutes([])
        XCTAssertTrue(log.contains("started images after #12"), "\(log)")
        test.finish()
    }

    func testAReleasedGalleryCancelsEveryDownloadInTheBackend() {
        appearWithFirstPage()
        test.send(.itemsAppearing(0...5), at: 20)
        test.advance(to: 25)
        for id in 1...4 { expected.at(20, image: id, .downloading) }
        for id in 5...6 { expected.at(20, image: id, .queued) }
        test.assertStates(expected.events)
        test.assertRoutes([])

        test.releasePresenter()

        XCTAssertEqual(
            Array(log.dropFirst(6)).sorted(), (1...4).map { "cancelled image #\($0)" },
            "the waiting ones were never requested")
        test.finish()
    }

    func testAFailedPageHasTheListsRetryAndTheImagesOfTheListShownStay() {
        backend.failNextRequest(with: .status(500))
        test.send(.list(.appear))
        test.send(.list(.retry), at: 20)
        test.send(.itemsAppearing(0...0), at: 31)
        scheduler.scheduleAt(35) { self.backend.failNextRequest(with: .connectionLost) }
        test.send(.list(.reachedEnd), at: 40)
        test.send(.list(.retry), at: 60)

        test.run()

        expected.at(0) { $0.list.isLoadingInitial = true }
        expected.at(10) {
            $0.list.isLoadingInitial = false
            $0.list.failure = PagedListFailure(load: .initial, cause: .server)
        }
        expected.at(20) {
            $0.list.isLoadingInitial = true
            $0.list.failure = nil
        }
        expected.at(30) { $0.list = PagedListState(items: self.images(1...12)) }
        expected.at(31, image: 1, .downloading)
        expected.at(40) { $0.list.isLoadingOlder = true }
        expected.at(41, image: 1, .shown(bytes: size(1), fromCache: false))
        expected.at(50) {
            $0.list.isLoadingOlder = false
            $0.list.failure = PagedListFailure(load: .older, cause: .network)
        }
        expected.at(60) {
            $0.list.isLoadingOlder = true
            $0.list.failure = nil
        }
        expected.at(70) { $0.list = PagedListState(items: self.images(1...24)) }
        test.assertStates(expected.events)
        test.assertRoutes([])
        test.finish()
    }

    func testBackRoutesBackAndPositionsBeyondTheListThatWentAwayAreForgotten() {
        appearWithFirstPage()
        test.send(.itemsAppearing(40...50), at: 20)
        test.send(.itemsDisappearing(0...50), at: 21)
        test.send(.backTapped, at: 30)

        test.run()

        expected.at(20) { $0.awaited = 40...50 }
        expected.at(21) { $0.awaited = nil }
        test.assertStates(expected.events)
        test.assertRoutes([.next(30, .back)])
        XCTAssertEqual(log, ["started images after the start", "finished images after the start"])
        test.finish()
    }

    func testAnImageWaitingForASlotLongerThanTheTimeoutStillLoadsOnlyDownloadsTimeOut() {
        appearWithFirstPage()
        // The next four downloads hang: they hold every slot until they time out, 10 s after they start.
        scheduler.scheduleAt(15) { for _ in 1...4 { self.backend.failNextRequest(with: .hang) } }
        test.send(.itemsAppearing(0...4), at: 20)

        test.run()

        for id in 1...4 { expected.at(20, image: id, .downloading) }
        expected.at(20, image: 5, .queued)
        for id in 1...4 { expected.at(120, image: id, .failed(.retryable(.timedOut))) }
        // Image 5 waited 10 s for a slot, which is no request: it downloads now, in the time of the backend.
        expected.at(121, image: 5, .downloading)
        expected.at(131, image: 5, .shown(bytes: size(5), fromCache: false))
        test.assertStates(expected.events)
        test.finish()
    }

    func testPositionsShownBeforeTheFirstPageArePrefetchedWhenItLands() {
        test.send(.list(.appear))
        test.send(.itemsAppearing(0...7), at: 5)

        test.run()

        expected.at(0) { $0.list.isLoadingInitial = true }
        expected.at(5) { $0.awaited = 0...7 }
        expected.at(10) { $0.list = PagedListState(items: self.images(1...12)) }
        // The page lists the positions awaited: their images are asked for at once, four at a time.
        expected.at(10) { $0.awaited = nil }
        for id in 1...4 { expected.at(10, image: id, .downloading) }
        for id in 5...8 { expected.at(10, image: id, .queued) }
        for id in 1...4 { expected.at(20, image: id, .shown(bytes: size(id), fromCache: false)) }
        for id in 5...8 { expected.at(21, image: id, .downloading) }
        for id in 5...8 { expected.at(31, image: id, .shown(bytes: size(id), fromCache: false)) }
        test.assertStates(expected.events)
        XCTAssertEqual(log.filter { $0.hasPrefix("started") }.count, 9, "one page and eight images: \(log)")
        test.finish()
    }

    func testPositionsShownBeforeTheNextPageArePrefetchedWhenItLandsAndThoseThatWentAwayAreNot() {
        appearWithFirstPage()
        test.send(.itemsAppearing(10...11), at: 20)
        test.send(.itemsAppearing(11...18), at: 25)
        test.send(.itemsDisappearing(17...18), at: 26)

        test.run()

        expected.at(20) { $0.list.isLoadingOlder = true }
        expected.at(20, image: 11, .downloading)
        expected.at(20, image: 12, .downloading)
        // Position 11 is listed and its image loading; 12 to 18 wait for the next page, which is loading.
        expected.at(25) { $0.awaited = 12...18 }
        expected.at(26) { $0.awaited = 12...16 }
        expected.at(30, image: 11, .shown(bytes: size(11), fromCache: false))
        expected.at(30, image: 12, .shown(bytes: size(12), fromCache: false))
        expected.at(30) { $0.list = PagedListState(items: self.images(1...24)) }
        // Positions 12 to 16 are images 13 to 17; the backend has lost image 17.
        expected.at(30) { $0.awaited = nil }
        for id in 13...16 { expected.at(30, image: id, .downloading) }
        expected.at(30, image: 17, .queued)
        for id in 13...16 { expected.at(40, image: id, .shown(bytes: size(id), fromCache: false)) }
        expected.at(41, image: 17, .downloading)
        expected.at(51, image: 17, .failed(.gone))
        test.assertStates(expected.events)
        XCTAssertFalse(log.contains("started image #18"), "position 17 went away before its page: \(log)")
        test.finish()
    }
}
