import Foundation
import Presenters
import XCTest

/// The deprecated `send(_:bringing:)`: the screen a request brings on top is run by what the caller gives,
/// not built, and only if the request brings a new screen there.
final class NavigationOwnerBringingTests: PresentersTestCase {
    typealias Owner = NavigationOwner<String, String, CounterScreen>

    func testTheScreenBroughtOnTopRunsItAndTheOthersAreBuilt() {
        var built: [String] = []
        var appeared: [String] = []
        let owner = Owner(
            NavigationState(root: "feed"),
            build: { name in
                built.append(name)
                return CounterScreen(name: name)
            }, appear: { appeared.append($0.name) })
        let post = CounterScreen(name: "post 98 from its row")

        let outcome = Self.send(.push("post 98"), bringing: post, to: owner)
        owner.send(.push("author 7"))

        XCTAssertEqual(outcome, .success(NavigationState(stack: ScreenStack(["feed", "post 98"])!)))
        XCTAssertEqual(owner.currentState.stack.description, "feed > post 98 > author 7")
        XCTAssertEqual(built, ["feed", "author 7"])
        XCTAssertEqual(appeared, ["feed", "post 98 from its row", "author 7"])
        XCTAssertTrue(owner.live(at: NavigationSlot(place: .main, depth: 1, screen: "post 98")) === post)
    }

    func testARefusedRequestOrOneThatBringsNoNewScreenKeepsNothingOfWhatItBrought() {
        var built: [String] = []
        let owner = Owner(
            NavigationState(tabs: [("feed", "feed"), ("venues", "venues")], selected: "feed"),
            build: { name in
                built.append(name)
                return CounterScreen(name: name)
            })
        let venues = owner.live(at: NavigationSlot(place: .tab("venues"), depth: 0, screen: "venues"))

        let refused = Self.send(.pop, bringing: CounterScreen(name: "brought"), to: owner)
        let selected = Self.send(.select("venues"), bringing: CounterScreen(name: "brought"), to: owner)
        owner.send(.push("venue 4"))

        XCTAssertEqual(refused, .failure(.atRoot("feed")))
        XCTAssertEqual(selected.map(\.selectedTab), .success("venues"))
        XCTAssertTrue(owner.live(at: NavigationSlot(place: .tab("venues"), depth: 0, screen: "venues")) === venues)
        XCTAssertEqual(owner.top.name, "venue 4")
        XCTAssertEqual(built, ["feed", "venues", "venue 4"])
    }

    func testAScreenBroughtWhileAnotherAppearsRunsItOnceTheValueWithItIsDelivered() {
        var owner: Owner?
        let feed = CounterScreen(name: "feed from the splash")
        owner = Owner(
            NavigationState(root: "login"), build: { CounterScreen(name: $0) },
            appear: { screen in
                if screen.name == "splash", let owner { _ = Self.send(.replaceRoot("feed"), bringing: feed, to: owner) }
            })
        var printed: [String] = []
        let subscription = owner?.state.subscribe(onNext: { printed.append($0.stack.description) })
        defer { subscription?.dispose() }

        owner?.send(.replaceRoot("splash"))

        XCTAssertEqual(printed, ["login", "splash", "feed"])
        XCTAssertTrue(owner?.top === feed)
        owner = nil
    }

    /// Sends `request` with `bringing` through a protocol, so that the deprecated method is called without a
    /// warning.
    private static func send(
        _ request: NavigationRequest<String, String>, bringing live: CounterScreen, to owner: Owner
    ) -> Result<NavigationState<String, String>, NavigationRefusal<String, String>> {
        (owner as any BringsScreens).send(request, bringing: live)
    }
}

/// `NavigationOwner.send(_:bringing:)` as a requirement, which its deprecated method fulfils.
private protocol BringsScreens {
    func send(_ request: NavigationRequest<String, String>, bringing live: CounterScreen?)
        -> Result<NavigationState<String, String>, NavigationRefusal<String, String>>
}

extension NavigationOwner: BringsScreens where Tab == String, Destination == String, Live == CounterScreen {}
