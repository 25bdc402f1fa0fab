import Foundation
import Reactive
import XCTest

/// Every operator that can be written `(Observable<Int>) -> Observable<Int>` against the shared contract:
/// errors pass through, completion passes through, disposal stops delivery, nothing leaks.
///
/// Add an entry for each new operator. The source sends 1 at 210 and 2 at 250, then fails at 300 or
/// completes at 400, or keeps going past the disposal at 1000 (see `OperatorContract.swift`).
final class OperatorContractTests: ReactiveTestCase {
    func testErrorsPassThrough() {
        for contract in Self.contracts { checkErrorPassesThrough(contract) }
    }

    func testCompletionPassesThrough() {
        for contract in Self.contracts { checkCompletionPassesThrough(contract) }
    }

    func testDisposalStopsDeliveryAndEndsTheSourceSubscription() {
        for contract in Self.contracts { checkDisposalStopsDelivery(contract) }
    }

    func testEveryEntryHasItsOwnName() {
        let names = Self.contracts.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "duplicate names: the failures would be ambiguous")
    }

    private static let completedAt210 = OperatorContract.Ending.endsItself(with: .completed, at: 210)
    private static let completedAt250 = OperatorContract.Ending.endsItself(with: .completed, at: 250)
    private static let moreThanOneAt250 = OperatorContract.Ending.endsItself(
        with: .error(RxError.moreThanOneElement), at: 250)

    /// A retry subscribes to the hot source again at the error and stays until the disposal.
    private static let resubscribed = OperatorContract.Ending.keepsRunning(sourceSubscriptions: [
        Subscription(200, 300), Subscription(300, 1000),
    ])

    /// Turns the elements of an `Observable<Never>`, of which there are none, into `Int`s.
    private static func absurd(_ never: Never) -> Int {}

    static var contracts: [OperatorContract] {
        transforming + filtering + combining + handlingErrors + sharing + timed + creating + traits
    }

    /// Builds a driver or a signal delivering on the test's scheduler, as its events are a tick late.
    private static func delivered<Trait>(on scheduler: TestScheduler, _ build: () -> Trait) -> Trait {
        var trait: Trait?
        SharingScheduler.mock(scheduler: scheduler) { trait = build() }
        return trait!
    }

    /// A driver observes its source on the scheduler, then turns an error into its fallback: the error
    /// reaches the fallback a tick late, which then completes at once.
    /// The terminal event reaches `observe(on:)` and ends the source subscription at once, as in RxSwift; the
    /// scheduler delivers it a tick later.
    private static let deliveredOnTheScheduler = OperatorContract.Ending.arrives(after: 1, sourceEndsAfter: 0)
    private static let caughtOnTheScheduler = OperatorContract.Ending.completesInstead(after: 1, sourceEndsAfter: 0)

    private static var traits: [OperatorContract] {
        [
            OperatorContract(
                "asSingle", onError: moreThanOneAt250, onCompleted: moreThanOneAt250, onDisposal: moreThanOneAt250
            ) { xs, _ in xs.asSingle().asObservable() },
            OperatorContract(
                "asMaybe", onError: moreThanOneAt250, onCompleted: moreThanOneAt250, onDisposal: moreThanOneAt250
            ) { xs, _ in xs.asMaybe().asObservable() },
            OperatorContract(
                "take(1) + asSingle + map + flatMap", onError: completedAt210, onCompleted: completedAt210,
                onDisposal: completedAt210
            ) { xs, _ in xs.take(1).asSingle().map { $0 * 2 }.flatMap { Single.just($0) }.asObservable() },
            OperatorContract("asCompletable") { xs, _ in
                xs.ignoreElements().asCompletable().asObservable().map(Self.absurd)
            },
            OperatorContract("asInfallible(onErrorFallbackTo:)", onError: .completes(delay: 0)) { xs, _ in
                xs.asInfallible(onErrorFallbackTo: .just(-1)).asObservable()
            },
            OperatorContract("Infallible map + flatMap", onError: .completes(delay: 0)) { xs, _ in
                xs.asInfallible(onErrorJustReturn: -1).map { $0 * 2 }.flatMap { Infallible.just($0) }.asObservable()
            },
            OperatorContract(
                "asDriver", onError: caughtOnTheScheduler, onCompleted: deliveredOnTheScheduler
            ) { xs, scheduler in
                delivered(on: scheduler) { xs.asDriver(onErrorJustReturn: -1) }.asObservable()
            },
            OperatorContract(
                "Driver map + flatMapLatest", onError: caughtOnTheScheduler, onCompleted: deliveredOnTheScheduler
            ) { xs, scheduler in
                delivered(on: scheduler) {
                    xs.asDriver(onErrorJustReturn: -1).map { $0 * 2 }.flatMapLatest { Driver.just($0) }
                }.asObservable()
            },
            OperatorContract(
                "asSignal", onError: caughtOnTheScheduler, onCompleted: deliveredOnTheScheduler
            ) { xs, scheduler in
                delivered(on: scheduler) { xs.asSignal(onErrorJustReturn: -1) }.asObservable()
            },
            OperatorContract(
                "asSharedSequence(onErrorJustReturn:)", onError: caughtOnTheScheduler,
                onCompleted: deliveredOnTheScheduler
            ) { xs, scheduler in
                delivered(on: scheduler) {
                    xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
                }.asObservable()
            },
            // The empty fallback completes on the scheduler, a tick after the error reached it.
            OperatorContract(
                "asSharedSequence(onErrorDriveWith:)",
                onError: .completesInstead(after: 2, sourceEndsAfter: 0), onCompleted: deliveredOnTheScheduler
            ) { xs, scheduler in
                delivered(on: scheduler) { xs.asSharedSequence(onErrorDriveWith: Signal.empty()) }.asObservable()
            },
            OperatorContract(
                "Driver.concat over a sequence", onError: caughtOnTheScheduler, onCompleted: deliveredOnTheScheduler
            ) { xs, scheduler in
                delivered(on: scheduler) { Driver.concat(AnySequence([xs.asDriver(onErrorJustReturn: -1)])) }
                    .asObservable()
            },
            OperatorContract("ControlEvent") { xs, _ in ControlEvent(events: xs).asObservable() },
            OperatorContract("ControlProperty") { xs, _ in
                ControlProperty(values: xs, valueSink: AnyObserver<Int> { _ in }).asObservable()
            },
            OperatorContract("Infallible zip into tuples", onError: .completes(delay: 0)) { xs, _ in
                let ys = xs.asInfallible(onErrorJustReturn: -1).share()
                return Infallible.zip(ys, ys).map { $0.0 + $0.1 }.asObservable()
            },
            OperatorContract("Infallible combineLatest into tuples", onError: .completes(delay: 0)) { xs, _ in
                Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: -1), Infallible.just(0))
                    .map { $0.0 + $0.1 }.asObservable()
            },
        ]
    }

    private static var transforming: [OperatorContract] {
        [
            OperatorContract("map") { xs, _ in xs.map { $0 * 10 } },
            OperatorContract("compactMap") { xs, _ in xs.compactMap { $0 % 2 == 0 ? $0 : nil } },
            OperatorContract("scan") { xs, _ in xs.scan(0, accumulator: +) },
            OperatorContract("reduce") { xs, _ in xs.reduce(0, accumulator: +) },
            OperatorContract("toArray") { xs, _ in xs.toArray().asObservable().map(\.count) },
            OperatorContract("enumerated") { xs, _ in xs.enumerated().map { $0.index + $0.element } },
            OperatorContract("materialize + dematerialize") { xs, _ in xs.materialize().dematerialize() },
            OperatorContract("do") { xs, _ in xs.do(onNext: { _ in }, onError: { _ in }, onCompleted: {}) },
            OperatorContract("startWith") { xs, _ in xs.startWith(0) },
            OperatorContract("decode") { xs, _ in
                xs.map { Data("[\($0)]".utf8) }.decode(type: [Int].self, decoder: JSONDecoder()).map(\.count)
            },
            OperatorContract("withUnretained") { xs, scheduler in xs.withUnretained(scheduler).map { $1 } },
            OperatorContract("flatMap just") { xs, _ in xs.flatMap { Observable.just($0) } },
            OperatorContract("flatMap delayed inner") { xs, scheduler in
                xs.flatMap { Observable.just($0).delay(.seconds(100), scheduler: scheduler) }
            },
            OperatorContract("flatMapFirst just") { xs, _ in xs.flatMapFirst { Observable.just($0) } },
            OperatorContract("flatMapFirst delayed inner") { xs, scheduler in
                xs.flatMapFirst { Observable.just($0).delay(.seconds(100), scheduler: scheduler) }
            },
            OperatorContract("flatMapLatest just") { xs, _ in xs.flatMapLatest { Observable.just($0) } },
            OperatorContract("flatMapLatest delayed inner") { xs, scheduler in
                xs.flatMapLatest { Observable.just($0).delay(.seconds(100), scheduler: scheduler) }
            },
            OperatorContract("concatMap just") { xs, _ in xs.concatMap { Observable.just($0) } },
            // The inner of 210 sends at 310 and completes a tick later; the inner of 250 waits for it, sends
            // at 411 and completes at 412.
            OperatorContract(
                "concatMap delayed inner", onCompleted: .arrives(after: 12, sourceEndsAfter: 0)
            ) { xs, scheduler in
                xs.concatMap { Observable.just($0).delay(.seconds(100), scheduler: scheduler) }
            },
            OperatorContract("map + merge") { xs, _ in xs.map { Observable.just($0) }.merge() },
            OperatorContract("map + merge(maxConcurrent:)") { xs, _ in
                xs.map { Observable.just($0) }.merge(maxConcurrent: 1)
            },
            OperatorContract("map + concat") { xs, _ in xs.map { Observable.just($0) }.concat() },
            OperatorContract("map + switchLatest") { xs, _ in xs.map { Observable.just($0) }.switchLatest() },
            OperatorContract("groupBy + flatMap") { xs, _ in
                xs.groupBy { $0 % 2 }.flatMap { $0.asObservable() }
            },
        ]
    }

    private static var filtering: [OperatorContract] {
        [
            OperatorContract("filter") { xs, _ in xs.filter { $0 % 2 == 0 } },
            OperatorContract("distinctUntilChanged") { xs, _ in xs.distinctUntilChanged() },
            OperatorContract("distinctUntilChanged(keySelector)") { xs, _ in xs.distinctUntilChanged { $0 / 2 } },
            OperatorContract("take") { xs, _ in xs.take(5) },
            OperatorContract("take(while:)") { xs, _ in xs.take(while: { $0 < 100 }) },
            OperatorContract("take(until: predicate)") { xs, _ in xs.take(until: { $0 > 100 }) },
            OperatorContract("take(until: never)") { xs, _ in xs.take(until: Observable<Int>.never()) },
            OperatorContract("takeLast") { xs, _ in xs.takeLast(1) },
            // Operators that end the sequence themselves, at the first element (210) or the second (250).
            OperatorContract(
                "take(1)", onError: completedAt210, onCompleted: completedAt210, onDisposal: completedAt210
            ) { xs, _ in xs.take(1) },
            OperatorContract(
                "take(while:) ending", onError: completedAt250, onCompleted: completedAt250, onDisposal: completedAt250
            ) { xs, _ in xs.take(while: { $0 < 2 }) },
            OperatorContract(
                "first", onError: completedAt210, onCompleted: completedAt210, onDisposal: completedAt210
            ) { xs, _ in xs.first().asObservable().map { $0 ?? -1 } },
            OperatorContract(
                "element(at: 0)", onError: completedAt210, onCompleted: completedAt210, onDisposal: completedAt210
            ) { xs, _ in xs.element(at: 0) },
            // Past the last element, the completion becomes an error, as in RxSwift.
            OperatorContract(
                "element(at: 5)", onCompleted: .endsItself(with: .error(RxError.argumentOutOfRange), at: 400)
            ) { xs, _ in xs.element(at: 5) },
            OperatorContract(
                "single", onError: moreThanOneAt250, onCompleted: moreThanOneAt250, onDisposal: moreThanOneAt250
            ) { xs, _ in xs.single() },
            OperatorContract("single(predicate)") { xs, _ in xs.single { $0 == 2 } },
            OperatorContract("skip") { xs, _ in xs.skip(1) },
            OperatorContract("skip(while:)") { xs, _ in xs.skip(while: { $0 < 2 }) },
            OperatorContract("skip(until: just)") { xs, _ in xs.skip(until: Observable.just(0)) },
            OperatorContract("ignoreElements") { xs, _ in
                xs.ignoreElements().map(Self.absurd)
            },
            OperatorContract("ifEmpty(default:)") { xs, _ in xs.ifEmpty(default: 0) },
            OperatorContract("ifEmpty(switchTo:)") { xs, _ in xs.ifEmpty(switchTo: .just(0)) },
        ]
    }

    private static var combining: [OperatorContract] {
        [
            OperatorContract(
                "merge with never",
                onCompleted: .keepsRunning(sourceSubscriptions: [Subscription(200, 400)])
            ) { xs, _ in Observable.merge(xs, .never()) },
            OperatorContract("concat just") { xs, _ in xs.concat(Observable.just(9)) },
            OperatorContract("combineLatest with just") { xs, _ in
                Observable.combineLatest(xs, Observable.just(10)) { $0 + $1 }
            },
            // As in RxSwift, the fixed-arity zip completes only once every source has completed...
            OperatorContract(
                "zip with a repeating source",
                onCompleted: .keepsRunning(sourceSubscriptions: [Subscription(200, 400)])
            ) { xs, scheduler in
                Observable.zip(xs, Observable.repeatElement(10, scheduler: scheduler)) { $0 + $1 }
            },
            // ...and the collection form also when an element can never be paired: the repeating source's
            // element of the same tick, sent just after the completion.
            OperatorContract("zip collection with a repeating source") { xs, scheduler in
                Observable.zip([xs, Observable.repeatElement(10, scheduler: scheduler)]) { $0.reduce(0, +) }
            },
            OperatorContract("withLatestFrom just") { xs, _ in
                xs.withLatestFrom(Observable.just(10)) { $0 + $1 }
            },
            OperatorContract("amb with never") { xs, _ in xs.amb(Observable<Int>.never()) },
            // As in RxSwift, sample completes at the sampler's next tick after the source completed.
            OperatorContract("sample", onCompleted: .arrives(after: 40, sourceEndsAfter: 0)) { xs, scheduler in
                xs.sample(Observable<Int>.interval(.seconds(60), scheduler: scheduler))
            },
            OperatorContract(
                "sample never", onCompleted: .keepsRunning(sourceSubscriptions: [Subscription(200, 400)])
            ) { xs, _ in xs.sample(Observable<Int>.never()) },
        ]
    }

    private static var handlingErrors: [OperatorContract] {
        [
            OperatorContract("catch", onError: .completes(delay: 0)) { xs, _ in xs.catch { _ in .just(-1) } },
            OperatorContract("catchAndReturn", onError: .completes(delay: 0)) { xs, _ in xs.catchAndReturn(-1) },
            OperatorContract("asInfallible", onError: .completes(delay: 0)) { xs, _ in
                xs.asInfallible(onErrorJustReturn: -1).asObservable()
            },
            OperatorContract("retry", onError: resubscribed) { xs, _ in xs.retry() },
            OperatorContract("retry(3)", onError: resubscribed) { xs, _ in xs.retry(3) },
            OperatorContract("retry(1)") { xs, _ in xs.retry(1) },
            OperatorContract("retry(when:)", onError: resubscribed) { xs, _ in
                xs.retry(when: { (errors: Observable<Swift.Error>) in errors })
            },
        ]
    }

    private static var sharing: [OperatorContract] {
        [
            OperatorContract("share") { xs, _ in xs.share() },
            OperatorContract("share(replay: 1)") { xs, _ in xs.share(replay: 1) },
            OperatorContract("share(replay: 1, scope: .forever)") { xs, _ in xs.share(replay: 1, scope: .forever) },
            OperatorContract("publish + refCount") { xs, _ in xs.publish().refCount() },
            OperatorContract("replay + refCount") { xs, _ in xs.replay(1).refCount() },
            OperatorContract("multicast + refCount") { xs, _ in
                xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
            },
        ]
    }

    private static var timed: [OperatorContract] {
        [
            OperatorContract("debounce") { xs, scheduler in xs.debounce(.seconds(20), scheduler: scheduler) },
            OperatorContract("throttle") { xs, scheduler in xs.throttle(.seconds(20), scheduler: scheduler) },
            OperatorContract("throttle(latest: false)") { xs, scheduler in
                xs.throttle(.seconds(20), latest: false, scheduler: scheduler)
            },
            OperatorContract("delay", onCompleted: .arrives(after: 10, sourceEndsAfter: 0)) { xs, scheduler in
                xs.delay(.seconds(10), scheduler: scheduler)
            },
            OperatorContract("delaySubscription", subscriptionDelay: 10) { xs, scheduler in
                xs.delaySubscription(.seconds(10), scheduler: scheduler)
            },
            // Work scheduled for "now" on a TestScheduler runs one tick later; the source subscription ends when
            // the terminal event reaches the operator.
            OperatorContract(
                "observe(on:)", onError: deliveredOnTheScheduler, onCompleted: deliveredOnTheScheduler
            ) { xs, scheduler in xs.observe(on: scheduler) },
            OperatorContract("subscribe(on:)", subscriptionDelay: 1, disposalDelay: 1) { xs, scheduler in
                xs.subscribe(on: scheduler)
            },
            OperatorContract("timeout") { xs, scheduler in xs.timeout(.seconds(1000), scheduler: scheduler) },
            OperatorContract("timeout(other:)") { xs, scheduler in
                xs.timeout(.seconds(1000), other: Observable<Int>.never(), scheduler: scheduler)
            },
            OperatorContract("take(for:)") { xs, scheduler in xs.take(for: .seconds(2000), scheduler: scheduler) },
            OperatorContract("skip(for:)") { xs, scheduler in xs.skip(.seconds(5), scheduler: scheduler) },
            OperatorContract("buffer") { xs, scheduler in
                xs.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler).map(\.count)
            },
            OperatorContract("window + flatMap") { xs, scheduler in
                xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).flatMap { $0 }
            },
        ]
    }

    private static var creating: [OperatorContract] {
        [
            OperatorContract("deferred") { xs, _ in Observable.deferred { xs } },
            OperatorContract("create") { xs, _ in Observable.create { observer in xs.subscribe(observer) } },
            OperatorContract("using") { xs, _ in
                Observable.using({ CompositeDisposable() }, observableFactory: { _ in xs })
            },
        ]
    }
}
