import Presenters
import XCTest

/// The snippets of the "Calls made during a delivery" article, run as they are printed there; the
/// presenter's is `WritingAPresenterArticleTests.testAnEventSentWhileThePresenterIsBusyWaitsItsTurn`.
final class CallsMadeDuringADeliveryArticleTests: PresentersTestCase {
    func testAnActionDispatchedByAnObserverIsPublishedAfterTheStateBeingPublished() {
        let store = Store<Int, Int>(initialState: 0) { count, step in count += step }
        var log: [String] = []
        let view = store.slice(\.self).subscribe(onNext: { count in
            log.append("render \(count)")
            if count == 1 { store.dispatch(10) }  // an observer dispatches during the delivery
            log.append("rendered \(count)")
        })

        store.dispatch(1)

        XCTAssertEqual(log, ["render 0", "rendered 0", "render 1", "rendered 1", "render 11", "rendered 11"])
        view.dispose()
    }

    func testARequestOfAScreenThatAppearsIsDeliveredAfterTheValueThatBroughtIt() {
        var owner: NavigationOwner<Tab, Page, PageScreen>?
        owner = NavigationOwner(
            NavigationState(root: .home), build: { PageScreen(page: $0) },
            appear: { screen in
                if screen.page == .search { owner?.send(.pop) }  // the screen leaves as it appears
            })
        var shown: [String] = []
        let subscription = owner?.state.subscribe(onNext: { shown.append("\($0.stack)") })

        owner?.send(.push(.search))

        XCTAssertEqual(shown, ["home", "home > search", "home"])
        subscription?.dispose()
        owner = nil
    }
}
