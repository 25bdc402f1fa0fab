import Foundation
import Presenters
import XCTest

/// The owner of a navigation value: it publishes the value as a presenter publishes its state, tells the
/// screen on top that it appears, and keeps exactly the presenters of the screens on the value.
final class NavigationOwnerTests: PresentersTestCase {
    typealias Owner = NavigationOwner<String, String, CounterScreen>
    private var bag = DisposeBag()

    override func tearDown() {
        bag = DisposeBag()
        super.tearDown()
    }

    private func tabs() -> NavigationState<String, String> {
        NavigationState(tabs: [("feed", "feed"), ("venues", "venues")], selected: "feed")
    }

    func testRequestsFromManyThreadsAreDeliveredOneAtATimeInTheOrderTheyWereApplied() {
        // Not Sendable, as what runs a screen may not be; sending from any thread is what is under test.
        nonisolated(unsafe) let owner = NavigationOwner(
            NavigationState<String, String>(root: "feed"), build: { CounterScreen(name: $0) })
        let lock = NSLock()
        var depths: [Int] = []
        var inside = 0
        var most = 0
        owner.state.subscribe(onNext: { value in
            lock.withLock {
                inside += 1
                most = max(most, inside)
            }
            lock.withLock { depths.append(value.stack.count) }
            lock.withLock { inside -= 1 }
        }).disposed(by: bag)

        DispatchQueue.concurrentPerform(iterations: 200) { index in owner.send(.push("post \(index)")) }

        XCTAssertEqual(depths, Array(1...201))
        XCTAssertEqual(most, 1)
        XCTAssertEqual(owner.currentState.stack.count, 201)
        XCTAssertEqual(Set(owner.liveScreens.keys), Set(owner.currentState.slots))
    }

    func testTheScreenOnTopIsReadFromAnotherThreadWhileValuesAreDelivered() {
        // Building a screen takes a while, as a presenter's does, so that reads land while one is built.
        let owner = NavigationOwner(
            NavigationState<NoTabs, String>(root: "feed"),
            build: { name in
                usleep(200)
                return CounterScreen(name: name)
            })
        let done = DispatchSemaphore(value: 0)
        let reads = AtomicReadCount()
        // Unsafe: the owner is made to be sent requests from any thread.
        nonisolated(unsafe) let sender = owner
        DispatchQueue.global().async {
            for index in 0..<100 {
                sender.send(.push("post \(index)"))
                sender.send(.pop)
            }
            done.signal()
        }
        while done.wait(timeout: .now()) == .timedOut {
            let top = owner.top
            XCTAssertTrue(top.name == "feed" || top.name.hasPrefix("post "), top.name)
            reads.add()
        }

        XCTAssertGreaterThan(reads.value, 0)
        XCTAssertEqual(owner.top.name, "feed")
    }

    func testTheValueIsReplayedToANewObserverAndEachChangeIsPublishedOnce() {
        let owner = NavigationOwner(NavigationState<String, String>(root: "feed"), build: { CounterScreen(name: $0) })
        var printed: [String] = []
        owner.state.subscribe(onNext: { printed.append($0.stack.description) }).disposed(by: bag)

        owner.send(.push("post 98"))
        XCTAssertEqual(owner.send(.dismiss), .failure(.nothingPresented))
        owner.send(.reset(owner.currentState))
        owner.send(.pop)

        XCTAssertEqual(printed, ["feed", "feed > post 98", "feed"], "refused and unchanged values are not published")
    }

    func testTheScreenThatComesOnTopAppearsAndEachScreenThatLeavesIsReleased() {
        var appeared: [String] = []
        var left: [String] = []
        weak var post: CounterScreen?
        let owner = Owner(
            tabs(), build: { CounterScreen(name: $0) }, appear: { appeared.append($0.name) },
            leave: { left.append($0.name) })

        owner.send(.push("post 98"))
        post = owner.top
        owner.send(.select("venues"))
        owner.send(.push("venue 4"))
        owner.send(.select("feed"))

        XCTAssertEqual(appeared, ["feed", "post 98", "venues", "venue 4", "post 98"])
        XCTAssertTrue(owner.top === post, "the feed's stack kept its presenter while the venues were shown")
        owner.send(.back)
        XCTAssertEqual(left, ["post 98"])
        XCTAssertNil(post, "the post left the value but its presenter was not freed")
        XCTAssertEqual(Set(owner.liveScreens.keys), Set(owner.currentState.slots))
    }

    func testAChangeBelowTheScreenOnTopDoesNotMakeItAppearAgain() {
        var appeared: [String] = []
        let owner = Owner(
            NavigationState(root: "feed"), build: { CounterScreen(name: $0) }, appear: { appeared.append($0.name) })
        owner.send(.push("post 98"))
        let post = owner.top

        owner.send(.reset(NavigationState(stack: ScreenStack(["search", "post 98"])!)))

        XCTAssertEqual(owner.currentState.stack.description, "search > post 98")
        XCTAssertTrue(owner.top === post, "the screen on top kept its presenter")
        XCTAssertEqual(appeared, ["feed", "post 98"], "the screen on top did not leave, so it does not appear")
    }

    func testARequestMadeWhileAScreenAppearsIsAppliedAtOnceAndDeliveredAfterTheValueThatBroughtIt() {
        var owner: Owner?
        var outcome: Result<NavigationState<String, String>, NavigationRefusal<String, String>>?
        owner = Owner(
            NavigationState(root: "login"), build: { CounterScreen(name: $0) },
            appear: { screen in if screen.name == "splash" { outcome = owner?.send(.replaceRoot("feed")) } })
        var printed: [String] = []
        owner?.state.subscribe(onNext: { printed.append($0.stack.description) }).disposed(by: bag)

        owner?.send(.replaceRoot("splash"))

        XCTAssertEqual(outcome, .success(NavigationState(root: "feed")))
        XCTAssertEqual(printed, ["login", "splash", "feed"])
        XCTAssertEqual(owner?.top.name, "feed")
        owner = nil
    }

    func testReleasingTheOwnerReleasesEveryScreen() {
        weak var feed: CounterScreen?
        weak var venue: CounterScreen?
        var left: [String] = []
        do {
            let owner = Owner(tabs(), build: { CounterScreen(name: $0) }, leave: { left.append($0.name) })
            owner.send(.select("venues"))
            owner.send(.push("venue 4"))
            feed = owner.live(at: NavigationSlot(place: .tab("feed"), depth: 0, screen: "feed"))
            venue = owner.top
        }

        XCTAssertNil(feed)
        XCTAssertNil(venue)
        XCTAssertEqual(left.sorted(), ["feed", "venue 4", "venues"])
    }
}

/// What a test runs a screen with: a presenter that counts, and the screen's name.
final class CounterScreen {
    let name: String
    let presenter = Presenter<Int, Int, Never>(
        initialState: 0, scheduler: TestScheduler(initialClock: 0), reduce: .replace
    ) {
        step, count in .mutate(count + step)
    }

    init(name: String) {
        self.name = name
    }
}

/// How many times the test read the screen on top.
private final class AtomicReadCount: @unchecked Sendable {
    // Sendable: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
