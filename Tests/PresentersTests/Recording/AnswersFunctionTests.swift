import Presenters
import XCTest

/// A member of a dependencies value wrapped by `Answers`: each call goes through the answers under the
/// member's name, and a live `Answers` calls the member itself.
final class AnswersFunctionTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testEachCallOfAWrappedMemberIsRecordedUnderItsNameWithItsRequest() {
        let recorder = SessionRecorder(scheduler: scheduler)
        let answers = recorder.answers(for: "profile")
        let name: (Int) -> Single<String> = answers("profile.name", for: { .just("user \($0)") })
        let photos: (Int) -> Observable<Int> = answers("profile.photos", for: { .of($0, $0 + 1) })
        let city: () -> Single<String> = answers("profile.city", for: { .just("Utrecht") })

        scheduler.scheduleAt(10) { _ = name(7).subscribe { _ in } }
        scheduler.scheduleAt(20) { _ = photos(3).subscribe { _ in } }
        scheduler.scheduleAt(30) { _ = city().subscribe { _ in } }
        scheduler.scheduleAt(40) { _ = name(8).subscribe { _ in } }
        scheduler.start()

        XCTAssertEqual(
            recorder.recording.text,
            """
            # presenter recording v1
            # time: ticks of 1.0 s
            10 subscribe profile profile.name#1 7
            10 next profile profile.name#1 "user 7"
            10 completed profile profile.name#1
            20 subscribe profile profile.photos#1 3
            20 next profile profile.photos#1 3
            20 next profile profile.photos#1 4
            20 completed profile profile.photos#1
            30 subscribe profile profile.city#1
            30 next profile profile.city#1 "Utrecht"
            30 completed profile profile.city#1
            40 subscribe profile profile.name#2 8
            40 next profile profile.name#2 "user 8"
            40 completed profile profile.name#2

            """)
    }

    func testALiveWrappedMemberCallsTheMemberAtEachSubscription() {
        var calls: [Int] = []
        let name: (Int) -> Single<String> = Answers.live(
            "profile.name",
            for: { id in
                calls.append(id)
                return .just("user \(id)")
            })

        let answer = name(7)
        XCTAssertEqual(calls, [], "nothing is called before the subscription")
        let observer = scheduler.createObserver(String.self)
        _ = answer.asObservable().subscribe(observer)
        _ = answer.asObservable().subscribe(observer)

        XCTAssertEqual(calls, [7, 7])
        XCTAssertEqual(observer.events, [.next(0, "user 7"), .completed(0), .next(0, "user 7"), .completed(0)])
    }
}
