import Presenters
import ShowcaseApp
import XCTest

final class PostDetailPresenterTests: ShowcaseAppTestCase {
    func testItShowsThePostAndLeadsBack() {
        let scheduler = TestScheduler(initialClock: 0)
        let post = Fixture.post(7)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            PostDetailPresenter(post: post, scheduler: scheduler)
        }
        test.send(.backTapped, at: 10)

        test.run()

        test.assertStates([.next(0, PostDetailState(post: post))])
        test.assertRoutes([.next(10, .back)])
        test.finish()
    }
}
