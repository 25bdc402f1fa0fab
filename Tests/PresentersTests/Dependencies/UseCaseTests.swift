import Presenters
import XCTest

/// A use case whose calls are declared once: its unimplemented value and its recorded value follow from the
/// declaration, for every shape of call, and for a value that groups use cases.
final class UseCaseTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    /// A use case with a call of each shape, and a member that is not a call.
    private struct ProfileUseCase: UseCase {
        var load: (Int) -> Single<String>
        var current: () -> Single<String>
        var changes: (Int) -> Observable<String>
        var greeting = "hello"

        static var calls: [UseCaseCall<ProfileUseCase>] {
            [.call("profile.load", \.load), .call("profile.current", \.current), .call("profile.changes", \.changes)]
        }

        static var preview: ProfileUseCase {
            ProfileUseCase(
                load: { .just("user \($0)") }, current: { .just("Ada") }, changes: { .of("user \($0)", "renamed") })
        }
    }

    /// A value that groups two use cases, as a feature's does.
    private struct ProfileFeature: UseCase {
        var profile: ProfileUseCase
        var avatar: AvatarUseCase

        static var calls: [UseCaseCall<ProfileFeature>] {
            UseCaseCall.calls(of: \.profile) + UseCaseCall.calls(of: \.avatar)
        }

        static var preview: ProfileFeature { ProfileFeature(profile: .preview, avatar: .preview) }
    }

    private struct AvatarUseCase: UseCase {
        var image: (Int) -> Single<Int>

        static var calls: [UseCaseCall<AvatarUseCase>] { [.call("avatar.image", \.image)] }

        static var preview: AvatarUseCase { AvatarUseCase { .just($0 * 10) } }
    }

    /// A use case that is `Sendable`, whose calls are `@Sendable` functions of each shape.
    private struct SendableProfileUseCase: UseCase, Sendable {
        var load: @Sendable (Int) -> Single<String>
        var current: @Sendable () -> Single<String>
        var changes: @Sendable (Int) -> Observable<String>
        var rename: @Sendable (String) async throws -> String

        static var calls: [UseCaseCall<SendableProfileUseCase>] {
            [
                .call("profile.load", \.load), .call("profile.current", \.current),
                .call("profile.changes", \.changes), .call("profile.rename", \.rename),
            ]
        }

        static var preview: SendableProfileUseCase {
            SendableProfileUseCase(
                load: { .just("user \($0)") }, current: { .just("Ada") }, changes: { .of("user \($0)", "renamed") },
                rename: { $0 })
        }
    }

    private func answers<Element>(_ observable: Observable<Element>) -> [Recorded<Event<Element>>] {
        let observer = scheduler.createObserver(Element.self)
        _ = observable.subscribe(observer)
        scheduler.start()
        return observer.events
    }

    func testEveryDeclaredCallOfTheUnimplementedValueFailsTheTestNamingItself() {
        let useCase = ProfileUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))

        let load = answers(useCase.load(1).asObservable())
        let current = answers(useCase.current().asObservable())
        let changes = answers(useCase.changes(1))

        XCTAssertEqual(
            log.messages,
            ["profile.load", "profile.current", "profile.changes"].map {
                "\($0) was called but the test did not provide it"
            })
        XCTAssertEqual(load, [.error(0, UnimplementedDependency(name: "profile.load"))])
        XCTAssertEqual(current, [.error(0, UnimplementedDependency(name: "profile.current"))])
        XCTAssertEqual(changes, [.error(0, UnimplementedDependency(name: "profile.changes"))])
    }

    func testATestProvidesOneCallAndTheOthersStayUnimplemented() {
        var useCase = ProfileUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))
        useCase.load = { .just("stub \($0)") }

        XCTAssertEqual(answers(useCase.load(2).asObservable()), [.next(0, "stub 2"), .completed(0)])
        _ = answers(useCase.current().asObservable())

        XCTAssertEqual(log.messages, ["profile.current was called but the test did not provide it"])
    }

    func testAMemberThatIsNotACallKeepsItsPreview() {
        let useCase = ProfileUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))

        XCTAssertEqual(useCase.greeting, "hello")
        XCTAssertEqual(ProfileUseCase.callNames, ["profile.load", "profile.current", "profile.changes"])
    }

    func testEveryCallIsRecordedUnderItsNameWithItsRequest() {
        let recorder = SessionRecorder(scheduler: scheduler)
        let useCase = ProfileUseCase.preview.recorded(by: recorder.answers(for: "profile"))

        XCTAssertEqual(answers(useCase.load(7).asObservable()), [.next(0, "user 7"), .completed(0)])
        XCTAssertEqual(answers(useCase.current().asObservable()), [.next(0, "Ada"), .completed(0)])
        XCTAssertEqual(
            answers(useCase.changes(3)), [.next(0, "user 3"), .next(0, "renamed"), .completed(0)])

        let subscriptions = recorder.recording.entries.filter { $0.kind == .subscribe }
        XCTAssertEqual(
            subscriptions.compactMap { $0.call.map(String.init) },
            ["profile.load#1", "profile.current#1", "profile.changes#1"])
        XCTAssertEqual(subscriptions.map(\.json), ["7", nil, "3"])
    }

    func testTheSendableCallsOfASendableUseCaseAreUnimplementedAndRecordedLikeTheOthers() {
        let unimplemented = SendableProfileUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))

        XCTAssertEqual(
            answers(unimplemented.load(1).asObservable()), [.error(0, UnimplementedDependency(name: "profile.load"))])
        _ = answers(unimplemented.current().asObservable())
        _ = answers(unimplemented.changes(1))
        XCTAssertEqual(
            log.messages,
            ["profile.load", "profile.current", "profile.changes"].map {
                "\($0) was called but the test did not provide it"
            })

        let recorder = SessionRecorder(scheduler: scheduler)
        let recorded = SendableProfileUseCase.preview.recorded(by: recorder.answers(for: "profile"))
        XCTAssertEqual(answers(recorded.load(7).asObservable()), [.next(0, "user 7"), .completed(0)])
        XCTAssertEqual(answers(recorded.current().asObservable()), [.next(0, "Ada"), .completed(0)])
        XCTAssertEqual(answers(recorded.changes(3)), [.next(0, "user 3"), .next(0, "renamed"), .completed(0)])
        let subscriptions = recorder.recording.entries.filter { $0.kind == .subscribe }
        XCTAssertEqual(
            subscriptions.compactMap { $0.call.map(String.init) },
            ["profile.load#1", "profile.current#1", "profile.changes#1"])
        XCTAssertEqual(subscriptions.map(\.json), ["7", nil, "3"])
    }

    func testLiveAnswersAreTheUseCasesOwn() {
        var calls = 0
        var useCase = ProfileUseCase.preview
        useCase.load = { id in
            Single.deferred {
                calls += 1
                return .just("own \(id)")
            }
        }

        let recorded = useCase.recorded(by: .live)

        XCTAssertEqual(answers(recorded.load(4).asObservable()), [.next(0, "own 4"), .completed(0)])
        XCTAssertEqual(calls, 1)
    }

    func testAGroupDeclaresTheCallsOfItsUseCasesUnderTheirOwnNames() {
        let feature = ProfileFeature.unimplemented(Unimplemented(failureReporter: log.reporter))

        _ = answers(feature.avatar.image(1).asObservable())
        _ = answers(feature.profile.current().asObservable())

        XCTAssertEqual(
            ProfileFeature.callNames, ["profile.load", "profile.current", "profile.changes", "avatar.image"])
        XCTAssertEqual(
            log.messages,
            [
                "avatar.image was called but the test did not provide it",
                "profile.current was called but the test did not provide it",
            ])
    }

    func testAGroupRecordsTheCallsOfItsUseCases() {
        let recorder = SessionRecorder(scheduler: scheduler)
        let feature = ProfileFeature.preview.recorded(by: recorder.answers(for: "feature"))

        XCTAssertEqual(answers(feature.avatar.image(2).asObservable()), [.next(0, 20), .completed(0)])

        XCTAssertEqual(
            recorder.recording.entries.filter { $0.kind == .subscribe }.compactMap { $0.call.map(String.init) },
            ["avatar.image#1"])
    }

    /// A use case whose calls are `async`, as an effect that runs a call in a task needs them.
    private struct ChoresUseCase: UseCase {
        var add: @Sendable (String) async throws -> String
        var move: @Sendable (String, Int) async throws -> Void

        static var calls: [UseCaseCall<ChoresUseCase>] { [.call("chores.add", \.add), .call("chores.move", \.move)] }

        static var preview: ChoresUseCase { ChoresUseCase(add: { $0 }, move: { _, _ in }) }
    }

    func testAnAsyncCallOfTheUnimplementedValueThrowsAndFailsTheTestNamingItself() async {
        let useCase = ChoresUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))

        await XCTAssertThrowsErrorAsync(try await useCase.add("milk"), UnimplementedDependency(name: "chores.add"))
        await XCTAssertThrowsErrorAsync(try await useCase.move("milk", 2), UnimplementedDependency(name: "chores.move"))

        XCTAssertEqual(
            log.messages,
            ["chores.add", "chores.move"].map { "\($0) was called but the test did not provide it" })
    }

    func testAnAsyncCallIsRecordedUnderItsNameWithItsArgumentsAndItsAnswer() async throws {
        let recorder = SessionRecorder(scheduler: scheduler)
        let useCase = ChoresUseCase.preview.recorded(by: recorder.answers(for: "chores"))

        let added = try await useCase.add("milk")
        try await useCase.move("milk", 2)

        XCTAssertEqual(added, "milk")
        XCTAssertEqual(
            recorder.recording.entries.map(\.description),
            [
                #"0 subscribe chores chores.add#1 "milk""#, #"0 next chores chores.add#1 "milk""#,
                "0 completed chores chores.add#1", #"0 subscribe chores chores.move#1 ["milk",2]"#,
                "0 next chores chores.move#1 {}", "0 completed chores chores.move#1",
            ])
    }

    func testAnOptionalArgumentOrAnswerThatIsNilIsRecordedAsNullAndReplayed() async throws {
        struct ShelfUseCase: UseCase {
            var count: @Sendable (String?) async throws -> Int?
            static var calls: [UseCaseCall<ShelfUseCase>] { [.call("shelf.count", \.count)] }
            static var preview: ShelfUseCase { ShelfUseCase { $0.map(\.count) } }
        }
        let recorder = SessionRecorder(scheduler: scheduler)

        let counted = try await ShelfUseCase.preview.recorded(by: recorder.answers(for: "shelf")).count(nil)

        XCTAssertNil(counted)
        XCTAssertEqual(
            recorder.recording.entries.map(\.description),
            [
                "0 subscribe shelf shelf.count#1 null", "0 next shelf shelf.count#1 null",
                "0 completed shelf shelf.count#1",
            ])
        let replayed = ReplayedAnswers(recorder.recording) { XCTFail($0) }
        let unimplemented = ShelfUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))
        let replayedCount = try await unimplemented.recorded(by: replayed.answers(forPresenterNamed: "shelf")).count(
            nil)
        XCTAssertNil(replayedCount)
        XCTAssertEqual(log.messages, [])
    }

    func testAnAsyncCallWhoseAnswerIsNotCodableAnswersForItselfAndIsNoted() async throws {
        struct Receipt: Sendable { var total: Int }
        struct ShopUseCase: UseCase {
            var pay: @Sendable (Int) async throws -> Receipt
            static var calls: [UseCaseCall<ShopUseCase>] { [.call("shop.pay", \.pay)] }
            static var preview: ShopUseCase { ShopUseCase { Receipt(total: $0) } }
        }
        let recorder = SessionRecorder(scheduler: scheduler)
        let useCase = ShopUseCase.preview.recorded(by: recorder.answers(for: "shop"))

        let receipt = try await useCase.pay(12)

        XCTAssertEqual(receipt.total, 12)
        XCTAssertEqual(
            recorder.recording.entries.map(\.description),
            [
                #"0 note recording-error "the call shop.pay of shop is not recorded: its answer of type Receipt is not Codable""#
            ])
    }

    private func XCTAssertThrowsErrorAsync<Value>(
        _ body: @autoclosure () async throws -> Value, _ expected: UnimplementedDependency, line: UInt = #line
    ) async {
        do {
            _ = try await body()
            XCTFail("no error", line: line)
        } catch {
            XCTAssertEqual(error as? UnimplementedDependency, expected, line: line)
        }
    }
}
