import Reactive
import XCTest

private struct TestError: Error {}

/// What a subscription holds is let go of once it ends, whoever still holds its disposable or its sources:
/// a subject keeps no ended observer, an operator keeps no inner subscription, and a subscriber's closures
/// (which typically capture `self`, whose dispose bag holds the subscription) are released, so no cycle
/// survives the end of a sequence.
final class ReleaseContractTests: ReactiveTestCase {
    /// A subject or relay, seen as an observable, with a way to send to it and, for subjects, to end it.
    private struct SubjectUnderTest {
        let object: AnyObject
        let observable: Observable<Int>
        let send: (Int) -> Void
        let end: (() -> Void)?
    }

    private static var subjects: [(name: String, make: () -> SubjectUnderTest)] {
        [
            (
                "PublishSubject",
                {
                    let subject = PublishSubject<Int>()
                    return SubjectUnderTest(
                        object: subject, observable: subject.asObservable(), send: subject.onNext,
                        end: subject.onCompleted)
                }
            ),
            (
                "BehaviorSubject",
                {
                    let subject = BehaviorSubject(value: 0)
                    return SubjectUnderTest(
                        object: subject, observable: subject.asObservable(), send: subject.onNext,
                        end: subject.onCompleted)
                }
            ),
            (
                "ReplaySubject(bufferSize: 2)",
                {
                    let subject = ReplaySubject<Int>.create(bufferSize: 2)
                    return SubjectUnderTest(
                        object: subject, observable: subject.asObservable(), send: subject.onNext,
                        end: subject.onCompleted)
                }
            ),
            (
                "ReplaySubject unbounded",
                {
                    let subject = ReplaySubject<Int>.createUnbounded()
                    return SubjectUnderTest(
                        object: subject, observable: subject.asObservable(), send: subject.onNext,
                        end: subject.onCompleted)
                }
            ),
            (
                "AsyncSubject",
                {
                    let subject = AsyncSubject<Int>()
                    return SubjectUnderTest(
                        object: subject, observable: subject.asObservable(), send: subject.onNext,
                        end: subject.onCompleted)
                }
            ),
            (
                "PublishRelay",
                {
                    let relay = PublishRelay<Int>()
                    return SubjectUnderTest(
                        object: relay, observable: relay.asObservable(), send: relay.accept, end: nil)
                }
            ),
            (
                "BehaviorRelay",
                {
                    let relay = BehaviorRelay(value: 0)
                    return SubjectUnderTest(
                        object: relay, observable: relay.asObservable(), send: relay.accept, end: nil)
                }
            ),
            (
                "ReplayRelay",
                {
                    let relay = ReplayRelay<Int>.create(bufferSize: 2)
                    return SubjectUnderTest(
                        object: relay, observable: relay.asObservable(), send: relay.accept, end: nil)
                }
            ),
        ]
    }

    func testASubjectLetsGoOfAnObserverOnceItsSubscriptionIsDisposed() {
        for (name, make) in Self.subjects {
            let subject = make()
            assertReleasedAtEnd(subject.object, name)
            assertReleased("\(name) observer") {
                let canary = Canary()
                let subscription = subject.observable.subscribe(onNext: { _ in _ = canary })
                subject.send(1)
                subscription.dispose()
                return [canary]
            }
            withExtendedLifetime(subject) {}
        }
    }

    func testASubjectWithNobodyHoldingItIsReleasedOnceItsSubscriptionsAreDisposed() {
        for (name, make) in Self.subjects {
            assertReleased(name) {
                let subject = make()
                let first = subject.observable.subscribe(onNext: { _ in })
                let second = subject.observable.map { $0 + 1 }.subscribe(onNext: { _ in })
                subject.send(1)
                first.dispose()
                second.dispose()
                return [subject.object]
            }
        }
    }

    func testAnEndedSubjectLetsGoOfItsObserversWhileTheirDisposablesAreKept() {
        for (name, make) in Self.subjects {
            let subject = make()
            guard let end = subject.end else { continue }
            var kept: [Disposable] = []
            assertReleased("\(name) observer") {
                let canary = Canary()
                kept.append(subject.observable.subscribe(onNext: { _ in _ = canary }))
                subject.send(1)
                end()
                return [canary]
            }
            kept.forEach { $0.dispose() }
            withExtendedLifetime(subject) {}
        }
    }

    func testASubscriptionEndedByAnErrorLetsGoOfItsClosuresWhileItsDisposableIsKept() {
        let subject = PublishSubject<Int>()
        var kept: Disposable?
        assertReleased("observer") {
            let canary = Canary()
            kept = subject.subscribe(onNext: { _ in _ = canary }, onError: { _ in _ = canary })
            subject.onError(TestError())
            return [canary]
        }
        kept?.dispose()
    }

    /// Operators over sources the test keeps: once the subscription ends, none of those sources may still
    /// hold an inner subscription, and so the subscriber's closures.
    private static var operatorsWithInnerSubscriptions:
        [(name: String, apply: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>)]
    {
        [
            ("flatMap", { outer, inner in outer.flatMap { _ in inner } }),
            ("flatMapFirst", { outer, inner in outer.flatMapFirst { _ in inner } }),
            ("flatMapLatest", { outer, inner in outer.flatMapLatest { _ in inner } }),
            ("concatMap", { outer, inner in outer.concatMap { _ in inner } }),
            ("switchLatest", { outer, inner in outer.map { _ in inner.asObservable() }.switchLatest() }),
            ("merge", { outer, inner in Observable.merge(outer, inner) }),
            ("combineLatest", { outer, inner in Observable.combineLatest(outer, inner) { $0 + $1 } }),
            ("zip", { outer, inner in Observable.zip(outer, inner) { $0 + $1 } }),
            ("withLatestFrom", { outer, inner in outer.withLatestFrom(inner) }),
            ("amb", { outer, inner in outer.amb(inner) }),
            ("take(until:)", { outer, inner in outer.take(until: inner) }),
            ("skip(until:)", { outer, inner in outer.skip(until: inner) }),
            ("sample", { outer, inner in outer.sample(inner) }),
            ("groupBy", { outer, inner in Observable.merge(outer, inner).groupBy { $0 }.flatMap { $0 } }),
            ("share", { outer, inner in Observable.merge(outer, inner).share(replay: 1) }),
        ]
    }

    func testAnOperatorLetsGoOfItsInnerSubscriptionsOnceDisposed() {
        for (name, apply) in Self.operatorsWithInnerSubscriptions {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            assertReleased("\(name) subscriber") {
                let canary = Canary()
                let subscription = apply(outer, inner).subscribe(onNext: { _ in _ = canary })
                outer.onNext(1)
                inner.onNext(2)
                subscription.dispose()
                return [canary]
            }
            XCTAssertFalse(outer.hasObservers, "\(name): the outer source is still subscribed")
            XCTAssertFalse(inner.hasObservers, "\(name): the inner source is still subscribed")
        }
    }

    func testAnOperatorEndedByAnErrorLetsGoOfEverythingWhileItsDisposableIsKept() {
        for (name, apply) in Self.operatorsWithInnerSubscriptions {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            var kept: Disposable?
            assertReleased("\(name) subscriber") {
                let canary = Canary()
                kept = apply(outer, inner).subscribe(onNext: { _ in _ = canary }, onError: { _ in })
                outer.onNext(1)
                inner.onNext(2)
                outer.onError(TestError())
                return [canary]
            }
            XCTAssertFalse(outer.hasObservers, "\(name): the outer source is still subscribed")
            XCTAssertFalse(inner.hasObservers, "\(name): the inner source is still subscribed")
            kept?.dispose()
        }
    }
}
