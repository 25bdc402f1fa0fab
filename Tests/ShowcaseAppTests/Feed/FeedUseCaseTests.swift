import Presenters
import ShowcaseApp
import XCTest

final class FeedUseCaseTests: ShowcaseAppTestCase {
    func testPagesComeFromThePostsRepositoryOfTheBackend() {
        let scheduler = TestScheduler(initialClock: 0)
        let backend = InMemoryBackend(scheduler: scheduler, configuration: .init(latency: .seconds(10)))
        let useCase = FeedUseCase.live(repository: RemotePostsRepository(client: backend))

        let res = scheduler.start { useCase.page(.older(than: 3)).map { $0.map(\.id) } }

        XCTAssertEqual(res.events, [.next(210, [2, 1]), .completed(210)])
    }
}
