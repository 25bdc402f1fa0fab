import Foundation
import PresentersXCTest
import ShowcaseApp
import XCTest

/// A gallery presenter under the harness, over the app's own use case, download queue (4 at once) and
/// image cache on a fresh temporary directory, and the in-memory backend answering after 10 ticks, whose
/// log of requests the tests assert.
class GalleryPresenterTestCase: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    lazy var backend = InMemoryBackend(scheduler: scheduler, configuration: .init(latency: .seconds(1)))
    var directory: URL!
    lazy var cache = makeCache()
    lazy var test = makeTest()
    /// The states the test expects, built change by change.
    var expected = ExpectedStates()

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    func makeCache() -> ImageCache? {
        do {
            return try ImageCache(directory: directory, capacity: GalleryFeatureRoot.cacheCapacity)
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    func makeTest() -> PresenterTest<GalleryEvent, GalleryState, GalleryRoute> {
        PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, backend, cache] in
            makeGalleryPresenter(
                useCase: .live(
                    repository: RemoteImagesRepository(client: backend), cache: cache,
                    queue: DownloadQueue(limit: GalleryFeatureRoot.downloadLimit, scheduler: scheduler)),
                scheduler: scheduler)
        }
    }

    /// The backend's log, `started image #3` a line.
    var log: [String] { backend.log.map(\.description) }

    /// The images of the backend with `ids`.
    func images(_ ids: ClosedRange<Int>) -> [GalleryImage] {
        let subjects = ["Harbour", "Canal", "Bridge", "Market", "Tower", "Garden", "Station"]
        return ids.map { GalleryImage(id: $0, title: "\(subjects[$0 % subjects.count]) \($0)") }
    }

    /// The size of the backend's image `id`.
    func size(_ id: Int) -> Int {
        1_000 + (id * 7_919) % 9_000
    }

    /// Appears at 0, which shows the first page of 12 images at 10.
    func appearWithFirstPage() {
        test.send(.list(.appear))
        expected.at(0) { $0.list.isLoadingInitial = true }
        expected.at(10) { $0.list = PagedListState(items: self.images(1...12)) }
    }
}

/// The states a test expects, each one the previous with a change, at its time.
struct ExpectedStates {
    private(set) var state = GalleryState()
    private(set) var events: RecordedEvents<GalleryState>

    /// The states of a gallery created at `start`.
    init(start: TestTime = 0) {
        events = [.next(start, GalleryState())]
    }

    /// The state after `change`, at `time`.
    mutating func at(_ time: TestTime, _ change: (inout GalleryState) -> Void) {
        change(&state)
        events.append(.next(time, state))
    }

    /// The image `id` in `phase`, at `time`.
    mutating func at(_ time: TestTime, image id: Int, _ phase: ImagePhase) {
        at(time) { $0.phases[id] = phase == .placeholder ? nil : phase }
    }
}
