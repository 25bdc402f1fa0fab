import PresentersXCTest
import ShowcaseApp
import XCTest

// The checks each feature's `<Feature>CallsTests` runs over what its `<Feature>Calls.swift` declares, kept here
// once: a failure is reported in the feature's own test case, named by the use case's call.

extension ShowcaseAppTestCase {
    /// Checks the values of the use case `type`, each of its calls made once as its feature's tests declare
    /// (`ExercisedUseCase`): its unimplemented value fails the test naming each call, its recorded value writes
    /// each call down under its name (with its request, unless the use case says the call takes none), its
    /// preview answers each call at once, and every closure it holds is a declared call.
    func assertEachCallMakesItsValues<Exercised: ExercisedUseCase>(
        _ type: Exercised.Type, file: StaticString = #filePath, line: UInt = #line
    ) {
        let names = type.callNames
        XCTAssertFalse(names.isEmpty, "\(type): the calls it declares", file: file, line: line)
        XCTAssertEqual(
            Self.closures(in: type.preview), names.count,
            "\(type): a member that makes a call and is not declared is neither unimplemented nor recorded",
            file: file, line: line)

        let scheduler = TestScheduler(initialClock: 0)
        var failures: [String] = []
        let unimplemented = Unimplemented(failureReporter: FailureReporter { failures.append($0.message) })
        let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root
        Self.make(root[type].callEachOnce(), on: scheduler)
        XCTAssertEqual(
            failures.sorted(), names.map { "\($0) was called but the test did not provide it" }.sorted(),
            "\(type): its unimplemented value", file: file, line: line)

        let recorder = SessionRecorder(scheduler: scheduler)
        Self.make(type.preview.recorded(by: recorder.answers(for: "app")).callEachOnce(), on: scheduler)
        let subscriptions = recorder.recording.entries.filter { $0.kind == .subscribe }
        XCTAssertEqual(
            subscriptions.compactMap { $0.call.map(String.init) }.sorted(), names.map { "\($0)#1" }.sorted(),
            "\(type): its recorded value writes each call down under its name", file: file, line: line)
        XCTAssertEqual(
            subscriptions.filter { $0.json == nil }.compactMap(\.call?.answer).sorted(),
            type.callsTakingNothing.sorted(), "\(type): only the calls it says so take no request",
            file: file, line: line)

        let answers = type.preview.callEachOnce().map { call in
            let answered = scheduler.createObserver(Void.self)
            _ = call.subscribe(answered)
            return answered
        }
        let start = scheduler.clock
        scheduler.start()
        for (index, answered) in answers.enumerated() {
            let call = "\(type): its preview's answer to call \(index + 1) of callEachOnce()"
            XCTAssertNotNil(answered.events.first?.value.element, call, file: file, line: line)
            XCTAssertEqual(answered.events.last?.value.isCompleted, true, "\(call) completes", file: file, line: line)
            XCTAssertEqual(
                answered.events.map(\.time).filter { $0 != start }, [], "\(call) comes at once", file: file, line: line)
        }
    }

    /// Makes each of `calls` and lets the answers come.
    private static func make(_ calls: [Observable<Void>], on scheduler: TestScheduler) {
        for call in calls { _ = call.subscribe { _ in } }
        scheduler.start()
    }

    /// The number of closures in `value` and in the values it holds: the calls a use case can make.
    private static func closures(in value: Any) -> Int {
        Mirror(reflecting: value).children.reduce(0) { count, child in
            let type = "\(Swift.type(of: child.value))"
            return count + (type.contains("->") ? 1 : closures(in: child.value))
        }
    }
}

extension ShowcaseAppTestCase {
    /// Checks each request that `feature`'s screen declares it times out (`TimedRequests`): the screen built by
    /// the composition root over a backend (or a device) that never answers says, 10 s after the request and
    /// not before, that it took too long; the call that timed out is the row's, nothing is left running, and
    /// the retry succeeds. A failure names the row's call and the request.
    func assertEachRequestTimesOut<Feature: TimedRequests>(
        _ feature: Feature.Type, file: StaticString = #filePath, line: UInt = #line
    ) {
        let rows = feature.timeoutRows
        XCTAssertFalse(rows.isEmpty, "\(feature): the requests its screen makes", file: file, line: line)
        let calls = Set(feature.useCases.flatMap { $0.callNames })
        for row in rows {
            XCTAssertTrue(
                calls.contains(row.call), "\(row.call), \(row.name): a call of the feature's use cases",
                file: file, line: line)
            check(row, file: file, line: line)
        }
    }

    // One tick is a tenth of a second: the backend answers in 3 ticks, the device in 10, and a request times
    // out after 100 ticks; 50 are long enough for every answer that comes to come.
    private func check<Event, State: Equatable, Route: Equatable>(
        _ row: RequestTimeoutRow<Event, State, Route>, file: StaticString, line: UInt
    ) {
        let tenSeconds: TestTime = 100
        let settle: TestTime = 50
        let name = "\(row.call), \(row.name)"
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
        test.advance(by: settle)
        XCTAssertNil(row.says(test.presenter.currentState), "\(name): before the request", file: file, line: line)

        if row.hanging == .backend { app.backend.failNextRequest(with: .hang) }
        let requested = scheduler.clock + row.madeAfter
        for event in row.request { test.send(event) }
        test.advance(to: requested + tenSeconds - 1)
        XCTAssertNil(
            row.says(test.presenter.currentState), "\(name): still waiting a tick before 10 s", file: file, line: line)
        test.advance(to: requested + tenSeconds)
        XCTAssertEqual(
            row.says(test.presenter.currentState), row.timedOut, "\(name): 10 s after the request", file: file,
            line: line)

        let ended = recorder.recording.entries.filter { $0.kind == .dispose && $0.time >= requested }
        XCTAssertEqual(
            ended.compactMap { $0.call?.answer }, [row.call], "\(name): the call that timed out", file: file, line: line
        )

        // Nothing is left running: the request was cancelled, and no timer is pending.
        XCTAssertEqual(
            scheduler.pendingActionTimes, [], "\(name): nothing scheduled once it timed out", file: file, line: line)
        switch row.hanging {
        case .backend:
            XCTAssertEqual(app.backend.log.last?.kind, .cancelled, "\(name): the request", file: file, line: line)
        case .location:
            XCTAssertEqual(device.cancelled, 1, "\(name): the request for the location", file: file, line: line)
        }

        for event in row.retry { test.send(event) }
        test.advance(by: settle)
        XCTAssertNil(row.says(test.presenter.currentState), "\(name): after the retry", file: file, line: line)
        XCTAssertTrue(
            row.succeeded(test.presenter.currentState), "\(name): the retry brought nothing", file: file, line: line)
        XCTAssertEqual(
            test.recordedRoutes.compactMap(\.value.element), row.routes, "\(name): routes", file: file, line: line)
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
