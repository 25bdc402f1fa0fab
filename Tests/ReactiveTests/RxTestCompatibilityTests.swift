import Reactive
import XCTest

// A presenter spec written the way RxSwift and RxTest users write them: only the import differs.

private protocol FetchValueUseCase {
    func execute() -> Observable<Int>
}

/// Answers after 50 ticks of latency, as a network call would.
private final class FetchValueWithLatency: FetchValueUseCase {
    private let scheduler: SchedulerType

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func execute() -> Observable<Int> {
        Observable.just(42).delay(.seconds(50), scheduler: scheduler)
    }
}

private final class Presenter {
    enum Event {
        case prepare
        case touch
    }

    enum State: Equatable {
        case initial
        case prepared(value: Int)
        case touched
    }

    let events = PublishSubject<Event>()
    let states = BehaviorSubject<State>(value: .initial)
    private let disposeBag = DisposeBag()

    init(fetchValue: FetchValueUseCase) {
        events
            .flatMap { event -> Observable<State> in
                switch event {
                case .prepare: return fetchValue.execute().map { State.prepared(value: $0) }
                case .touch: return .just(.touched)
                }
            }
            .bind(to: states)
            .disposed(by: disposeBag)
    }
}

final class RxTestCompatibilityTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        bag = DisposeBag()
    }

    override func tearDown() {
        bag = nil
        scheduler = nil
        super.tearDown()
    }

    func testPrepareShowsTheInitialStateThenThePreparedValue() {
        let presenter = Presenter(fetchValue: FetchValueWithLatency(scheduler: scheduler))
        let observer = scheduler.createObserver(Presenter.State.self)

        scheduler.scheduleAt(100) {
            self.scheduler.createColdObservable([.next(100, .prepare)])
                .bind(to: presenter.events)
                .disposed(by: self.bag)
        }
        scheduler.scheduleAt(200) {
            presenter.states.subscribe(observer).disposed(by: self.bag)
        }
        scheduler.start()

        XCTAssertEqual(observer.events.count, 2)
        XCTAssertEqual(observer.events[0].time, 200)
        XCTAssertEqual(observer.events[0].value.element, .initial)
        XCTAssertEqual(observer.events[1].time, 250)
        XCTAssertEqual(observer.events[1].value.element, .prepared(value: 42))
    }

    func testTouchAfterPrepareShowsTheTouchedState() {
        let presenter = Presenter(fetchValue: FetchValueWithLatency(scheduler: scheduler))
        let observer = scheduler.createObserver(Presenter.State.self)

        scheduler.scheduleAt(100) {
            self.scheduler.createColdObservable([.next(100, .prepare), .next(300, .touch)])
                .bind(to: presenter.events)
                .disposed(by: self.bag)
        }
        scheduler.scheduleAt(200) {
            presenter.states.subscribe(observer).disposed(by: self.bag)
        }
        scheduler.start()

        XCTAssertEqual(
            observer.events,
            [.next(200, .initial), .next(250, .prepared(value: 42)), .next(400, .touched)])
    }
}
