import PresentersXCTest
import ShowcaseApp
import XCTest

/// No screen waits forever: for every kind of request the app makes, the screen built by the composition
/// root over a backend (or a device) that never answers says, 10 s after the request and not before, that
/// it took too long; nothing is left running, and its retry succeeds. Each feature's tests declare its rows
/// (`TimedRequests`, in `<Feature>Calls.swift`).
final class RequestTimeoutTableTests: ShowcaseAppTestCase {
    // One tick is a tenth of a second: the backend answers in 3 ticks, the device in 10, and a request times
    // out after 100.
    private static let tenSeconds: TestTime = 100
    /// Long enough for every answer that comes to come.
    private static let settle: TestTime = 50

    func testEveryKindOfRequestTimesOutAfterTenSecondsSaysSoAndItsRetrySucceeds() {
        let rows = AppScreen.features.flatMap(Self.rows(of:))

        // Each row's failures are named by its name.
        for row in rows { row.check(self) }
        XCTAssertEqual(Set(rows.map(\.name)).count, rows.count, "each row has a name of its own")
        let declared = AppUnderTest().root
            .useCaseTypes.flatMap { $0.callNames }
        XCTAssertEqual(
            declared.filter { !rows.map(\.call).contains($0) }, [], "calls of the app that no row times out")
    }

    // MARK: - The check of one row

    /// The rows of `feature`, if its screen makes requests, without their types.
    private static func rows(of feature: any AppFeature.Type) -> [(
        name: String, call: String, check: (RequestTimeoutTableTests) -> Void
    )] {
        guard let timed = feature as? any TimedRequests.Type else { return [] }
        return erased(timed)
    }

    private static func erased<Feature: TimedRequests>(_ feature: Feature.Type) -> [(
        name: String, call: String, check: (RequestTimeoutTableTests) -> Void
    )] {
        Feature.timeoutRows.map { row in (row.name, row.call, { $0.check(row) }) }
    }

    private func check<Event, State: Equatable, Route: Equatable>(_ row: RequestTimeoutRow<Event, State, Route>) {
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
