import Presenters
import XCTest

// The snippets of the article "An app that is main-actor by default", as it prints them.

nonisolated enum TicketsPage: Hashable, Codable, Sendable {
    case list
    case detail(id: Int)
}

nonisolated struct Ticket: Identifiable, Hashable, Codable, Sendable {
    let id: Int
    var title: String
}

final class TicketsTests: XCTestCase {
    func testAPushedPageIsOnTop() {
        MainActor.assumeIsolated {
            let owner = NavigationOwner(NavigationState<NoTabs, TicketsPage>(root: .list), build: { $0 })
            owner.send(.push(.detail(id: 7)))
            XCTAssertEqual(owner.currentState.stack.top, .detail(id: 7))
        }
    }
}
