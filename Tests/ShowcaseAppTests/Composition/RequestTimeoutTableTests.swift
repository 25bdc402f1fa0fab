import PresentersXCTest
import ShowcaseApp
import XCTest

/// No screen waits forever: for every kind of request the app makes, the screen built by the composition
/// root over a backend (or a device) that never answers says, 10 s after the request and not before, that
/// it took too long; nothing is left running, and its retry succeeds.
final class RequestTimeoutTableTests: ShowcaseAppTestCase {
    /// One kind of request, on the screen that makes it.
    private struct Row<Event, State: Equatable, Route: Equatable> {
        /// What the request is, as a failure names it.
        let name: String
        /// The use case's call that does not answer, by its declared name.
        let call: String
        /// What does not answer.
        var hanging = Hanging.backend
        /// The screen, built by the root.
        let screen: (CompositionRoot) -> Presenter<Event, State, Route>
        /// The events that bring the screen to the request, answered before anything hangs.
        var before: [Event] = []
        /// The events that make the request.
        let request: [Event]
        /// The ticks between the events and the request: the device finds the user before the venues are
        /// asked for.
        var madeAfter: TestTime = 0
        /// What the screen says about the request, if anything.
        let says: (State) -> String?
        /// What it says once the request timed out.
        let timedOut: String
        /// The events of the retry.
        let retry: [Event]
        /// Whether the screen shows what the retry brought.
        let succeeded: (State) -> Bool
        /// The routes the retry leads to.
        var routes: [Route] = []
        /// The subscriptions the screen keeps while it lives: those following the store's votes.
        var following = 0
    }

    /// What does not answer in a row.
    private enum Hanging {
        /// The next request to the backend.
        case backend
        /// The first request for the device's location.
        case location
    }

    // One tick is a tenth of a second: the backend answers in 3 ticks, the device in 10, and a request times
    // out after 100.
    private static let tenSeconds: TestTime = 100
    /// Long enough for every answer that comes to come.
    private static let settle: TestTime = 50

    private static let server = "The server took too long to answer."

    func testEveryKindOfRequestTimesOutAfterTenSecondsSaysSoAndItsRetrySucceeds() {
        let rows: [(name: String, call: String, check: (RequestTimeoutTableTests) -> Void)] = [
            Self.erase(
                Row(
                    name: "login", call: "login.logIn", screen: { $0.loginPresenter() },
                    before: [.emailChanged(Fixture.email), .passwordChanged(Fixture.password)],
                    request: [.loginTapped], says: { $0.failure?.message },
                    timedOut: "The server took too long to answer. Try again.", retry: [.loginTapped],
                    succeeded: { !$0.isLoading }, routes: [.feed])),
            Self.erase(
                Row(
                    name: "registration", call: "registration.register", screen: { $0.registrationPresenter() },
                    before: [.emailChanged("new@example.com"), .passwordChanged("secret1"), .ageChanged("30")],
                    request: [.registerTapped], says: { $0.failure?.message },
                    timedOut: "The server took too long to answer. Try again.", retry: [.registerTapped],
                    succeeded: { !$0.isLoading }, routes: [.feed])),
            Self.erase(
                Row(
                    name: "the feed's first page", call: "feed.page", screen: { $0.feedPresenter() },
                    request: [.appear],
                    says: { $0.failure?.message }, timedOut: "Could not load the feed. \(Self.server)",
                    retry: [.retry], succeeded: { $0.items.count == 20 }, following: 1)),
            Self.erase(
                Row(
                    name: "the feed's refresh", call: "feed.page", screen: { $0.feedPresenter() },
                    before: [.appear],
                    request: [.refresh], says: { $0.failure?.message },
                    timedOut: "Could not load newer posts. \(Self.server)", retry: [.retry],
                    succeeded: { !$0.isRefreshing && $0.items.count == 20 }, following: 1)),
            Self.erase(
                Row(
                    name: "the feed's older page", call: "feed.page", screen: { $0.feedPresenter() },
                    before: [.appear],
                    request: [.reachedEnd], says: { $0.failure?.message },
                    timedOut: "Could not load older posts. \(Self.server)", retry: [.retry],
                    succeeded: { $0.items.count == 40 }, following: 1)),
            Self.erase(
                Row(
                    name: "the search", call: "search.search", screen: { $0.searchPresenter() },
                    request: [.typed("o")], madeAfter: 3,
                    says: { $0.failureMessage }, timedOut: "Could not load the results. \(Self.server)",
                    retry: [.retry], succeeded: { $0.results.items.count == 20 })),
            Self.erase(
                Row(
                    name: "the search's next page", call: "search.search", screen: { $0.searchPresenter() },
                    before: [.typed("o")],
                    request: [.reachedEnd], says: { $0.failureMessage },
                    timedOut: "Could not load older results. \(Self.server)", retry: [.retry],
                    succeeded: { $0.results.items.count > 20 && !$0.results.isLoadingOlder })),
            Self.erase(
                Row(
                    name: "a post", call: "post.load", screen: { $0.postDetailPresenter(id: 2) },
                    request: [.appear],
                    says: { $0.post.failure?.message }, timedOut: "The post took too long to load.", retry: [.retry],
                    succeeded: { $0.post.value?.id == 2 }, following: 1)),
            Self.erase(
                Row(
                    name: "a page of a post's comments", call: "post.comments",
                    screen: { $0.postDetailPresenter(id: 2) },
                    before: [.appear], request: [.comments(.reachedEnd)],
                    says: { $0.comments.failure?.commentsMessage },
                    timedOut: "Could not load older comments. \(Self.server)", retry: [.comments(.retry)],
                    succeeded: { $0.comments.items.count == 2 && !$0.comments.moreToLoad }, following: 1)),
            Self.erase(
                Row(
                    name: "sending a comment", call: "post.addComment", screen: { $0.postDetailPresenter(id: 1) },
                    before: [.appear, .draftChanged("Great app")], request: [.sendTapped],
                    says: { $0.draft.failure?.message }, timedOut: "Your comment was not posted. \(Self.server)",
                    retry: [.sendTapped],
                    succeeded: { $0.comments.items.map(\.text) == ["Great app"] && $0.pending.isEmpty },
                    following: 1)),
            Self.erase(
                Row(
                    name: "editing a comment", call: "post.editComment", screen: { $0.postDetailPresenter(id: 1) },
                    before: [.appear, .draftChanged("Great app"), .sendTapped],
                    request: [.editComment(id: 3, text: "Great app, offline too")], says: { $0.notice },
                    timedOut: "Your change was not saved. \(Self.server)",
                    retry: [.editComment(id: 3, text: "Great app, offline too")],
                    succeeded: { $0.comments.items.map(\.text) == ["Great app, offline too"] }, following: 1)),
            Self.erase(
                Row(
                    name: "a vote", call: "post.vote", screen: { $0.postDetailPresenter(id: 2) }, before: [.appear],
                    request: [.voteTapped], says: { $0.voteFailure },
                    timedOut: "Could not vote. \(Self.server)", retry: [.voteTapped],
                    succeeded: { $0.vote?.isVoted == true && $0.vote?.isPending == false }, following: 1)),
            Self.erase(
                Row(
                    name: "the venues around the user", call: "venues.best", screen: { $0.venuesPresenter() },
                    request: [.appear],
                    madeAfter: 10, says: Self.venuesMessage,
                    timedOut: "Could not load the venues around you. \(Self.server)", retry: [.retry],
                    succeeded: { $0.venues.count == 6 })),
            Self.erase(
                Row(
                    name: "the user's location", call: "venues.location", hanging: .location,
                    screen: { $0.venuesPresenter() },
                    request: [.appear], says: Self.venuesMessage,
                    timedOut: "Could not find where you are: it took too long.", retry: [.retry],
                    succeeded: { $0.venues.count == 6 })),
            Self.erase(
                Row(
                    name: "a venue's detail", call: "venues.details", screen: { $0.venueDetailPresenter(id: 1) },
                    request: [.appear],
                    says: Self.venueDetailMessage, timedOut: "Could not load the venue. \(Self.server)",
                    retry: [.retry], succeeded: { $0.details != nil })),
            Self.erase(
                Row(
                    name: "the gallery's first page", call: "gallery.images", screen: { $0.galleryPresenter() },
                    request: [.list(.appear)], says: Self.galleryListMessage,
                    timedOut: "Could not load the images. \(Self.server)", retry: [.list(.retry)],
                    succeeded: { $0.list.items.count == 12 })),
            Self.erase(
                Row(
                    name: "an older gallery page", call: "gallery.images", screen: { $0.galleryPresenter() },
                    before: [.list(.appear)],
                    request: [.list(.reachedEnd)], says: Self.galleryListMessage,
                    timedOut: "Could not load older images. \(Self.server)", retry: [.list(.retry)],
                    succeeded: { $0.list.items.count == 24 })),
            Self.erase(
                Row(
                    name: "a gallery image", call: "gallery.image", screen: { $0.galleryPresenter() },
                    before: [.list(.appear)],
                    request: [.itemsAppearing(0...0)], says: Self.firstImageMessage,
                    timedOut: "Image #1 failed: \(Self.server)", retry: [.retryImage(id: 1)],
                    succeeded: { if case .shown = $0.phase(of: 1) { true } else { false } })),
            Self.erase(
                Row(
                    name: "a collection's posts", call: "collection.posts",
                    screen: { $0.collectionPresenter(id: 3) }, before: [.appear],
                    request: [.posts(.reachedEnd)],
                    says: { $0.posts.failure?.message(initial: "the posts", items: "posts") },
                    timedOut: "Could not load older posts. \(Self.server)", retry: [.retry],
                    succeeded: { $0.posts.items.count == 10 && !$0.posts.moreToLoad }, following: 1)),
            Self.erase(
                Row(
                    name: "a user's posts", call: "user.posts", screen: { $0.userPresenter(id: 2) },
                    before: [.appear],
                    request: [.posts(.reachedEnd)],
                    says: { $0.posts.failure?.message(initial: "the posts", items: "posts") },
                    timedOut: "Could not load older posts. \(Self.server)", retry: [.retry],
                    succeeded: { $0.posts.items.count == 10 && !$0.posts.moreToLoad }, following: 1)),
            Self.erase(
                Row(
                    name: "a collection", call: "collection.load", screen: { $0.collectionPresenter(id: 3) },
                    request: [.appear], says: { $0.header.failure?.message(about: "collection") },
                    timedOut: "The collection took too long to load.", retry: [.retry],
                    succeeded: { $0.header.value?.id == 3 && $0.posts.items.count == 10 }, following: 1)),
            Self.erase(
                Row(
                    name: "a user", call: "user.load", screen: { $0.userPresenter(id: 2) }, request: [.appear],
                    says: { $0.header.failure?.message(about: "user") }, timedOut: "The user took too long to load.",
                    retry: [.retry], succeeded: { $0.header.value?.id == 2 && $0.posts.items.count == 10 },
                    following: 1)),
            Self.erase(
                Row(
                    name: "the topics", call: "topics.list", screen: { $0.topicsPresenter() }, request: [.appear],
                    says: { $0.failureMessage }, timedOut: "Could not load the topics. \(Self.server)",
                    retry: [.retry], succeeded: { $0.topics.value?.count == 6 })),
            Self.erase(
                Row(
                    name: "a topic", call: "topics.topic", screen: { $0.topicPresenter(id: 5) }, request: [.appear],
                    says: { $0.header.failure?.message(about: "topic") }, timedOut: "The topic took too long to load.",
                    retry: [.retry], succeeded: { $0.header.value?.id == 5 && $0.posts.items.count == 15 },
                    following: 1)),
            Self.erase(
                Row(
                    name: "a topic's posts", call: "topics.posts", screen: { $0.topicPresenter(id: 5) },
                    before: [.appear], request: [.posts(.reachedEnd)],
                    says: { $0.posts.failure?.message(initial: "the posts", items: "posts") },
                    timedOut: "Could not load older posts. \(Self.server)", retry: [.retry],
                    succeeded: { $0.posts.items.count == 15 && !$0.posts.moreToLoad }, following: 1)),
        ]

        // Each row's failures are named by its name.
        for row in rows { row.check(self) }
        XCTAssertEqual(Set(rows.map(\.name)).count, rows.count, "each row has a name of its own")
        let declared = AppUnderTest().root
            .useCaseTypes.flatMap { $0.callNames }
        XCTAssertEqual(
            declared.filter { !rows.map(\.call).contains($0) }, [], "calls of the app that no row times out")
    }

    // MARK: - What the screens say

    private static func venuesMessage(_ state: VenuesState) -> String? {
        if case .failed(let failure) = state { return failure.message }
        return state == .permissionDenied ? "permission denied" : nil
    }

    private static func venueDetailMessage(_ state: VenueDetailState) -> String? {
        switch state.phase {
        case .failed(let cause): return "Could not load the venue. \(cause.explanation)"
        case .notFound: return "not found"
        default: return nil
        }
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

    // MARK: - The check of one row

    private static func erase<Event, State: Equatable, Route: Equatable>(
        _ row: Row<Event, State, Route>
    ) -> (name: String, call: String, check: (RequestTimeoutTableTests) -> Void) {
        (row.name, row.call, { $0.check(row) })
    }

    private func check<Event, State: Equatable, Route: Equatable>(_ row: Row<Event, State, Route>) {
        let name = row.name
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let device = HangingOnceLocationService()
        let recorder = SessionRecorder(scheduler: scheduler)
        let app = AppUnderTest(
            scheduler: scheduler, user: .signedIn(Fixture.session),
            locationService: row.hanging == .location ? device : nil, answers: { _ in recorder.answers(for: "screen") })
        let root = app.root
        let test = PresenterTest(
            scheduler: scheduler,
            failureReporter: FailureReporter { failure in
                XCTFail("\(name): \(failure.message)", file: failure.filePath, line: failure.line)
            }
        ) { row.screen(root) }
        test.exhaustivity = .off(alsoRelaxing: [.routes])

        for event in row.before { test.send(event) }
        test.advance(by: Self.settle)
        XCTAssertNil(row.says(test.presenter.currentState), "\(name): before the request")

        if row.hanging == .backend { app.backend.failNextRequest(with: .hang) }
        let requested = scheduler.clock + row.madeAfter
        for event in row.request { test.send(event) }
        test.advance(to: requested + Self.tenSeconds - 1)
        XCTAssertNil(row.says(test.presenter.currentState), "\(name): still waiting a tick before 10 s")
        test.advance(to: requested + Self.tenSeconds)
        XCTAssertEqual(row.says(test.presenter.currentState), row.timedOut, "\(name): 10 s after the request")

        let ended = recorder.recording.entries.filter { $0.kind == .dispose && $0.time >= requested }
        XCTAssertEqual(ended.compactMap { $0.call?.answer }, [row.call], "\(name): the call that timed out")

        // Nothing is left running: the request was cancelled, and no timer is pending.
        XCTAssertEqual(scheduler.pendingActionTimes, [], "\(name): nothing scheduled once it timed out")
        switch row.hanging {
        case .backend: XCTAssertEqual(app.backend.log.last?.kind, .cancelled, "\(name): the request")
        case .location: XCTAssertEqual(device.cancelled, 1, "\(name): the request for the location")
        }

        for event in row.retry { test.send(event) }
        test.advance(by: Self.settle)
        XCTAssertNil(row.says(test.presenter.currentState), "\(name): after the retry")
        XCTAssertTrue(row.succeeded(test.presenter.currentState), "\(name): the retry brought nothing")
        XCTAssertEqual(test.recordedRoutes.compactMap(\.value.element), row.routes, "\(name): routes")
        test.finish(expectingLiveSubscriptions: row.following)
    }
}

/// A device that does not find the user the first time it is asked, and finds them at once after.
private final class HangingOnceLocationService: LocationService {
    private(set) var cancelled = 0
    private var asked = 0

    func currentLocation() -> Single<Coordinates> {
        asked += 1
        guard asked == 1 else { return .just(InMemoryLocationService.demoLocation) }
        return Single<Coordinates>.never().do(onDispose: { self.cancelled += 1 })
    }
}
