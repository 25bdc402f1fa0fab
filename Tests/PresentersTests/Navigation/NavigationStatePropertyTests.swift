import Presenters
import XCTest

/// Random sequences of requests, from fixed seeds, against a navigation owner whose screens run real
/// presenters: after every request the invariants hold, and the owner agrees with the pure function.
final class NavigationStatePropertyTests: PresentersTestCase {
    typealias Value = NavigationState<String, String>
    typealias Request = NavigationRequest<String, String>
    typealias ScreenPresenter = Presenter<Int, Int, Never>

    private let screens = ["feed", "post", "user", "venue"]
    /// `settings` is a tab no value has, so that selecting it is refused.
    private let tabNames = ["home", "search", "settings"]

    func testRandomRequestsKeepTheInvariantsAndReleaseEveryScreenThatLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        var refusals = 0
        for seed in UInt64(1)...25 {
            var random = SplitMix64(seed: seed)
            var built: [(screen: String, presenter: WeakPresenter)] = []
            let owner = NavigationOwner(
                randomValue(&random),
                build: { screen -> ScreenPresenter in
                    let presenter = ScreenPresenter(
                        initialState: 0, scheduler: scheduler, reduce: .replace
                    ) { step, count in
                        .mutate(count + step)
                    }
                    built.append((screen, WeakPresenter(presenter)))
                    return presenter
                })
            var expected = owner.currentState
            for step in 0..<300 {
                let request = randomRequest(&random)
                let modalBefore = expected.modal
                let outcome = owner.send(request)
                XCTAssertEqual(outcome, expected.applying(request), "seed \(seed), step \(step): \(request)")
                if case .success(let next) = outcome { expected = next } else { refusals += 1 }
                if case .present = request, modalBefore != nil {
                    XCTAssertEqual(outcome, .failure(.alreadyPresenting(modalBefore!.root)), "at most one modal")
                }
                check(owner, expected, built, "seed \(seed), step \(step)")
            }
        }
        XCTAssertGreaterThan(refusals, 500, "the sequences try every refusal often")
    }

    private func check(
        _ owner: NavigationOwner<String, String, ScreenPresenter>, _ expected: Value,
        _ built: [(screen: String, presenter: WeakPresenter)], _ context: String
    ) {
        let value = owner.currentState
        XCTAssertEqual(value, expected, context)
        XCTAssertFalse(value.stack.screens.isEmpty, "never an empty stack: \(context)")
        XCTAssertFalse(value.modal?.screens.isEmpty ?? false, "never an empty modal: \(context)")
        for tab in value.tabs { XCTAssertFalse(tab.stack.screens.isEmpty, "never an empty tab: \(context)") }
        if let selected = value.selectedTab {
            XCTAssertTrue(value.tabs.contains { $0.tab == selected }, "the selected tab exists: \(context)")
        } else {
            XCTAssertEqual(value.tabs, [], "a value with tabs has one selected: \(context)")
        }
        let lives = owner.liveScreens
        XCTAssertEqual(Set(lives.keys), Set(value.slots), "every screen on it has a presenter: \(context)")
        let live = Set(lives.values.map(ObjectIdentifier.init))
        let alive = built.filter { $0.presenter.presenter != nil }
        XCTAssertEqual(alive.count, lives.count, "every presenter released is freed: \(context)")
        for entry in alive {
            XCTAssertTrue(
                entry.presenter.presenter.map { live.contains(ObjectIdentifier($0)) } ?? true,
                "\(entry.screen) is alive off the value: \(context)")
        }
    }

    private func randomRequest(_ random: inout SplitMix64) -> Request {
        let screen = screens.randomElement(using: &random)!
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<5: return .push(screen)
        case 5..<8: return .pop
        case 8: return .popToRoot
        case 9: return .popTo(screen)
        case 10: return .replaceRoot(screen)
        case 11, 12: return .present(screen)
        case 13: return .dismiss
        case 14, 15: return .back
        case 16, 17: return .select(tabNames.randomElement(using: &random)!)
        default: return .reset(randomValue(&random))
        }
    }

    /// One stack, or the tabs `home` and `search`, with stacks of up to three screens and maybe a modal.
    private func randomValue(_ random: inout SplitMix64) -> Value {
        func stack() -> ScreenStack<String> {
            ScreenStack(
                (0...Int.random(in: 0...2, using: &random)).map { _ in screens.randomElement(using: &random)! })!
        }
        let modal = Bool.random(using: &random) ? stack() : nil
        guard Bool.random(using: &random) else { return Value(stack: stack(), modal: modal) }
        let tabs = tabNames.prefix(2).map { NavigationTab(tab: $0, stack: stack()) }
        return Value(tabs: tabs, selected: tabs.randomElement(using: &random)!.tab, modal: modal)
    }
}

/// A presenter held weakly, to see whether it was freed.
private final class WeakPresenter {
    weak var presenter: Presenter<Int, Int, Never>?

    init(_ presenter: Presenter<Int, Int, Never>) {
        self.presenter = presenter
    }
}
