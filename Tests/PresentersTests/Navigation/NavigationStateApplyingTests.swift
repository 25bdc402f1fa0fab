import Presenters
import XCTest

/// The one function that changes a navigation value, checked alone: each request against values of each
/// shape, every refusal included.
final class NavigationStateApplyingTests: XCTestCase {
    typealias Value = NavigationState<String, String>
    typealias Outcome = Result<Value, NavigationRefusal<String, String>>

    /// `login` alone.
    private let login = Value(root: "login")
    /// `feed > post 1`, without tabs.
    private let deep = Value(stack: ScreenStack(["feed", "post 1"])!)
    /// `login` with `registration` presented over it.
    private let presenting = Value(stack: ScreenStack(root: "login"), modal: ScreenStack(root: "registration"))
    /// Tabs `feed` (selected: `feed > post 1 > user 2 > post 1`) and `venues` (`venues > venue 4`).
    private let tabs = Value(
        tabs: [
            NavigationTab(tab: "feed", stack: ScreenStack(["feed", "post 1", "user 2", "post 1"])!),
            NavigationTab(tab: "venues", stack: ScreenStack(["venues", "venue 4"])!),
        ], selected: "feed")

    private func tabsWithFeed(_ screens: [String], modal: [String]? = nil, selected: String = "feed") -> Value {
        Value(
            tabs: [
                NavigationTab(tab: "feed", stack: ScreenStack(screens)!),
                NavigationTab(tab: "venues", stack: ScreenStack(["venues", "venue 4"])!),
            ], selected: selected, modal: modal.flatMap(ScreenStack.init))
    }

    func testEachRequestGivesTheValueItShouldOrTheRefusalThatSaysWhy() {
        let cases: [(String, Value, NavigationRequest<String, String>, Outcome)] = [
            ("push on one stack", login, .push("feed"), .success(Value(stack: ScreenStack(["login", "feed"])!))),
            (
                "push on the selected tab", tabs, .push("comments"),
                .success(tabsWithFeed(["feed", "post 1", "user 2", "post 1", "comments"]))
            ),
            (
                "push in a modal", presenting, .push("terms"),
                .success(Value(stack: ScreenStack(root: "login"), modal: ScreenStack(["registration", "terms"])!))
            ),
            ("pop", deep, .pop, .success(Value(root: "feed"))),
            ("pop at the root", login, .pop, .failure(.atRoot("login"))),
            ("pop at a modal's root", presenting, .pop, .failure(.atRoot("registration"))),
            ("pop to the root", tabs, .popToRoot, .success(tabsWithFeed(["feed"]))),
            ("pop to the root at the root", login, .popToRoot, .failure(.atRoot("login"))),
            (
                "pop to a screen there twice: the nearest", tabsWithFeed(["feed", "post 1", "user 2", "post 1", "c"]),
                .popTo("post 1"), .success(tabs)
            ),
            ("pop to a screen below", tabs, .popTo("feed"), .success(tabsWithFeed(["feed"]))),
            ("pop to the top itself", deep, .popTo("post 1"), .failure(.notBelowTop("post 1"))),
            ("pop to a screen of another tab", tabs, .popTo("venues"), .failure(.notBelowTop("venues"))),
            ("replace the root", deep, .replaceRoot("login"), .success(login)),
            ("replace the root of the selected tab", tabs, .replaceRoot("search"), .success(tabsWithFeed(["search"]))),
            ("present", login, .present("registration"), .success(presenting)),
            ("present over a modal", presenting, .present("terms"), .failure(.alreadyPresenting("registration"))),
            ("dismiss", presenting, .dismiss, .success(login)),
            ("dismiss with nothing presented", deep, .dismiss, .failure(.nothingPresented)),
            ("back pops", deep, .back, .success(Value(root: "feed"))),
            ("back at a modal's root dismisses", presenting, .back, .success(login)),
            (
                "back in a modal pops it", Value(stack: ScreenStack(root: "a"), modal: ScreenStack(["m", "n"])!), .back,
                .success(Value(stack: ScreenStack(root: "a"), modal: ScreenStack(root: "m")))
            ),
            ("back at the root", login, .back, .failure(.atRoot("login"))),
            ("back at a tab's root", tabsWithFeed(["feed"]), .back, .failure(.atRoot("feed"))),
            (
                "select keeps both stacks", tabs, .select("venues"),
                .success(tabsWithFeed(["feed", "post 1", "user 2", "post 1"], selected: "venues"))
            ),
            ("select an unknown tab", tabs, .select("gallery"), .failure(.unknownTab("gallery"))),
            ("select without tabs", login, .select("feed"), .failure(.unknownTab("feed"))),
            ("select the tab shown", tabs, .select("feed"), .failure(.alreadySelected("feed"))),
            (
                "select under a modal", tabsWithFeed(["feed"], modal: ["compose"]), .select("venues"),
                .failure(.tabBarCovered(by: "compose"))
            ),
            ("reset to a whole value", login, .reset(tabs), .success(tabs)),
            ("reset to the same value", tabs, .reset(tabs), .success(tabs)),
        ]

        for (name, value, request, expected) in cases {
            XCTAssertEqual(value.applying(request), expected, name)
        }
    }

    func testEveryRefusalSaysWhatTheUserIsTold() {
        let refusals: [NavigationRefusal<String, String>] = [
            .atRoot("feed"), .notBelowTop("post 1"), .alreadyPresenting("registration"), .nothingPresented,
            .unknownTab("gallery"), .alreadySelected("feed"), .tabBarCovered(by: "compose"),
        ]

        XCTAssertEqual(
            refusals.map(\.message),
            [
                "there is no screen to go back to: feed is the first screen of its stack",
                "post 1 is not below the screen shown",
                "registration is presented already: dismiss it first",
                "nothing is presented, so nothing is dismissed",
                "there is no gallery tab here",
                "the feed tab is shown already",
                "compose covers the tab bar: dismiss it first",
            ])
    }

    func testTheValueSaysWhatIsShownAndWhereEachScreenIs() {
        let value = tabsWithFeed(["feed", "post 1"], modal: ["compose"])

        XCTAssertEqual(value.selectedTab, "feed")
        XCTAssertEqual(value.stack.description, "feed > post 1")
        XCTAssertEqual(value.stack(of: "venues")?.description, "venues > venue 4")
        XCTAssertNil(value.stack(of: "gallery"))
        XCTAssertEqual(value.top, "compose")
        XCTAssertEqual(value.topSlot, NavigationSlot(place: .modal, depth: 0, screen: "compose"))
        XCTAssertEqual(
            value.slots.map { "\($0.place) \($0.depth) \($0.screen)" },
            [
                "tab(\"feed\") 0 feed", "tab(\"feed\") 1 post 1", "tab(\"venues\") 0 venues",
                "tab(\"venues\") 1 venue 4",
                "modal 0 compose",
            ])
        XCTAssertEqual(login.tabs, [])
        XCTAssertNil(login.selectedTab)
        XCTAssertEqual(login.topSlot, NavigationSlot(place: .main, depth: 0, screen: "login"))
        XCTAssertNil(ScreenStack<String>([]), "a stack is never empty")
    }

    func testTheDocumentedExamplesPrintWhatTheySay() {
        let start = NavigationState<String, String>(tabs: [("feed", "feed"), ("venues", "venues")], selected: "feed")
        let opened = start.applying(.push("post 98"))
        XCTAssertEqual("\(try opened.get().stack)", "feed > post 98")

        let feed = NavigationState<String, String>(root: "feed")
        XCTAssertEqual(
            "\(feed.applying(.pop))", "failure(there is no screen to go back to: feed is the first screen of its stack)"
        )

        var stack = ScreenStack(root: "feed")
        stack.push("post 98")
        XCTAssertEqual("\(stack.screens) \(stack.top)", "[\"feed\", \"post 98\"] post 98")
    }
}
