import Reactive
import XCTest

private struct LoginFailed: Error {}

/// The traits as a screen's code uses them, in Swift 6 language mode: closures capture the screen and a
/// `DisposeBag`, with no `@preconcurrency`, `nonisolated(unsafe)` or `@unchecked Sendable` needed.
private final class LoginScreen {
    private(set) var rendered: [String] = []
    private let disposeBag = DisposeBag()

    init(taps: Observable<String>, clock: @escaping () -> TestTime, logIn: @escaping (String) -> Single<String>) {
        let title: Driver<String> = taps.asDriver(onErrorJustReturn: "")
            .flatMapLatest { name in
                logIn(name).map { "Welcome, \($0)" }.asObservable()
                    .asDriver(onErrorJustReturn: "Login failed")
            }
            .startWith("Log in")
        title.drive(onNext: { [weak self] in self?.rendered.append("\(clock()) \($0)") }).disposed(by: disposeBag)
    }
}

final class TraitsInUserCodeTests: ReactiveTestCase {
    func testAScreenDrivenByAUseCaseThatReturnsASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, "ada"), .next(300, "bob")])
        var rendered: [String] = []
        weak var released: LoginScreen?

        SharingScheduler.mock(scheduler: scheduler) {
            var screen: LoginScreen?
            scheduler.scheduleAt(200) {
                screen = LoginScreen(taps: taps.asObservable(), clock: { scheduler.clock }) { name in
                    name == "ada"
                        ? Single.just(name).delay(.seconds(20), scheduler: scheduler) : .error(LoginFailed())
                }
                released = screen
            }
            scheduler.scheduleAt(399) { rendered = screen?.rendered ?? [] }
            scheduler.scheduleAt(400) { screen = nil }
            scheduler.start()
        }

        XCTAssertEqual(rendered, ["200 Log in", "232 Welcome, ada", "302 Login failed"])
        XCTAssertNil(released, "the screen is released with its dispose bag")
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 400)])
    }
}
