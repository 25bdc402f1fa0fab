import Foundation
import Presenters
import XCTest

/// The snippets of the "Navigation as a value" article, run as they are printed there.
final class NavigationAsAValueArticleTests: PresentersTestCase {
    func testATabKeepsItsStackWhileAnotherIsSelected() throws {
        let start = NavigationState<Tab, Page>(tabs: [(.home, .home), (.search, .search)], selected: .home)
        let reading = try start.applying(.push(.article(id: 7))).get()
        let searching = try reading.applying(.select(.search)).get()
        let back = try searching.applying(.select(.home)).get()
        XCTAssertEqual(back.stack.screens, [.home, .article(id: 7)])
    }

    func testARequestThatCannotApplyIsRefusedWithWhy() {
        let home = NavigationState<Tab, Page>(root: .home)
        XCTAssertEqual(home.applying(.pop), .failure(.atRoot(.home)))
        XCTAssertEqual(home.applying(.dismiss), .failure(.nothingPresented))
        XCTAssertEqual(home.applying(.select(.search)), .failure(.unknownTab(.search)))
        XCTAssertEqual(
            NavigationRefusal<Tab, Page>.atRoot(.home).message,
            "there is no screen to go back to: home is the first screen of its stack")
    }

    func testAValueSavesAndRestoresAndABrokenFileIsRefused() throws {
        let start = NavigationState<Tab, Page>(tabs: [(.home, .home), (.search, .search)], selected: .home)
        let reading = try start.applying(.push(.article(id: 7))).get()

        let saved = try JSONEncoder().encode(reading)
        let restored = try JSONDecoder().decode(NavigationState<Tab, Page>.self, from: saved)
        XCTAssertEqual(restored, reading)
        let empty = Data(#"{"stack":[]}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(NavigationState<Tab, Page>.self, from: empty)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "the stack has no screen: a stack is never empty")
        }
    }

    func testTheOwnerPublishesTheValueAndReleasesAScreenThatLeaves() {
        let owner = NavigationOwner(NavigationState<Tab, Page>(root: .home), build: { PageScreen(page: $0) })
        var shown: [String] = []
        let subscription = owner.state.subscribe(onNext: { shown.append("\($0.stack)") })
        owner.send(.push(.article(id: 7)))
        weak let article = owner.top
        owner.send(.pop)
        subscription.dispose()

        XCTAssertEqual(shown, ["home", "home > article(id: 7)", "home"])
        XCTAssertNil(article, "the article left the value, and its screen was released")
    }

    func testAnAppWithoutTabsNamesNoTabs() throws {
        let stack = NavigationOwner(NavigationState<NoTabs, Page>(root: .home), build: { PageScreen(page: $0) })

        let pushed = stack.send(.push(.article(id: 3)))
        let refused = stack.send(.popTo(.settings))

        XCTAssertEqual(try pushed.get().stack.screens, [.home, .article(id: 3)])
        XCTAssertEqual(refused, .failure(.notBelowTop(.settings)))
        XCTAssertEqual(stack.currentState.stack.top, .article(id: 3))
        let saved = String(decoding: try JSONEncoder().encode(stack.currentState), as: UTF8.self)
        XCTAssertEqual(saved, #"{"stack":[{"home":{}},{"article":{"id":3}}]}"#)
    }
}

enum Tab: String, Hashable, Codable, Sendable {
    case home, search
}

enum Page: Hashable, Codable, Sendable {
    case home, article(id: Int), search, settings
}

/// What runs a page in the article's examples.
final class PageScreen {
    let page: Page

    init(page: Page) {
        self.page = page
    }
}
