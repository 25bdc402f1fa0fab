import Foundation
import Presenters
import ShowcaseApp
import XCTest

final class GalleryServicesTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var backend = InMemoryBackend(scheduler: scheduler, configuration: .init(latency: .seconds(10)))

    private func record<Element>(_ single: Single<Element>) -> TestableObserver<Element> {
        let observer = scheduler.createObserver(Element.self)
        _ = single.asObservable().subscribe(observer)
        scheduler.start()
        return observer
    }

    func testTheMapperMakesA404PermanentAndA5xxOrNoConnectionRetryable() {
        let ok = APIResponse(statusCode: 200, body: Data([1, 2, 3]))
        XCTAssertEqual(ResponseMapper.bytes(ok), .success(Data([1, 2, 3])))
        XCTAssertEqual(ResponseMapper.bytes(APIResponse(statusCode: 404, body: Data())), .failure(.notFound))
        XCTAssertEqual(
            ResponseMapper.bytes(APIResponse(statusCode: 503, body: Data())), .failure(.server(statusCode: 503)))
        XCTAssertEqual(ResponseMapper.bytes(APIResponse(statusCode: 418, body: Data())), .failure(.invalidResponse))
        XCTAssertEqual(ImageFailure(APIError.notFound), .gone)
        XCTAssertEqual(ImageFailure(APIError.server(statusCode: 500)), .retryable(.server))
        XCTAssertEqual(ImageFailure(APIError.network), .retryable(.network))
        XCTAssertEqual(ImageFailure(Fixture.Unexpected()), .retryable(.unexpected))
    }

    func testTheBackendPagesItsFortyImagesAndAnImageIsGoneForGoodEverySeventeen() {
        let repository = RemoteImagesRepository(client: backend)

        let first = record(repository.images(after: nil))
        let last = record(repository.images(after: 36))
        let end = record(repository.images(after: 40))
        let image = record(repository.imageData(id: 3))
        let gone = record(repository.imageData(id: 34))

        XCTAssertEqual(first.events.first?.value.element?.map(\.id), Array(1...12))
        XCTAssertEqual(last.events.first?.value.element?.map(\.id), Array(37...40))
        XCTAssertEqual(end.events.first?.value.element, [])
        XCTAssertEqual(image.events.first?.value.element?.count, 1_000 + (3 * 7_919) % 9_000)
        XCTAssertEqual(gone.events.map { $0.value.error as? APIError }, [.notFound])
    }

    func testTheBackendLogsEachRequestStartedAndFinishedOrCancelled() {
        let repository = RemoteImagesRepository(client: backend)
        let finished = scheduler.createObserver(Data.self)
        _ = repository.imageData(id: 1).asObservable().subscribe(finished)
        let cancelled = repository.imageData(id: 2).asObservable().subscribe()
        scheduler.scheduleAt(5) { cancelled.dispose() }

        scheduler.start()

        XCTAssertEqual(
            backend.log.map(\.description),
            ["started image #1", "started image #2", "cancelled image #2", "finished image #1"])
        XCTAssertEqual(backend.log.first, BackendLogEntry(.started, .image(id: 1)))
    }

    func testTheQueueRunsAtMostItsLimitAndStartsTheWaitingInOrder() {
        let queue = DownloadQueue(limit: 2, scheduler: scheduler)
        let answers = (1...3).map { _ in scheduler.createColdObservable([.next(10, 0), .completed(10)]) }
        let observers = answers.map { answer in
            let observer = scheduler.createObserver(String.self)
            _ = queue.enqueue(answer.asSingle()).map(Self.text).subscribe(observer)
            return observer
        }

        scheduler.start()

        XCTAssertEqual(
            answers.map(\.subscriptions), [[Subscription(0, 10)], [Subscription(0, 10)], [Subscription(11, 21)]])
        XCTAssertEqual(observers[0].events, [.next(0, "started"), .next(10, "finished"), .completed(10)])
        XCTAssertEqual(
            observers[2].events, [.next(0, "waiting"), .next(11, "started"), .next(21, "finished"), .completed(21)])
    }

    func testTheLiveUseCaseReadsTheCacheFirstAndReportsTheCachesErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = try ImageCache(directory: directory, capacity: 100_000)
        try cache.store(Data(count: 42), for: "image-1")
        var errors: [ImageCacheError] = []
        let useCase = GalleryUseCase.live(
            repository: RemoteImagesRepository(client: backend), cache: cache,
            queue: DownloadQueue(limit: 4, scheduler: scheduler), cacheFailed: { errors.append($0) })

        let cached = scheduler.createObserver(ImageLoad.self)
        _ = useCase.image(1).subscribe(cached)
        try FileManager.default.removeItem(at: directory)
        let downloaded = scheduler.createObserver(ImageLoad.self)
        _ = useCase.image(2).subscribe(downloaded)
        scheduler.start()

        XCTAssertEqual(cached.events, [.next(0, .loaded(bytes: 42, fromCache: true)), .completed(0)])
        XCTAssertEqual(
            downloaded.events,
            [
                .next(0, .downloading), .next(10, .loaded(bytes: 1_000 + (2 * 7_919) % 9_000, fromCache: false)),
                .completed(10),
            ])
        XCTAssertEqual(backend.log.map(\.description), ["started image #2", "finished image #2"])
        XCTAssertEqual(errors.count, 1, "the image could not be kept: the directory is gone")
    }

    private static func text(_ progress: DownloadProgress<Int>) -> String {
        switch progress {
        case .waiting: return "waiting"
        case .started: return "started"
        case .finished: return "finished"
        }
    }
}
