import Presenters

/// The gallery: a paged list of images, each with its own phase (placeholder, queued, downloading, shown,
/// failed with its own retry); the images about to appear are prefetched, those that went away are
/// cancelled, and an image already loading is never asked for twice.
public typealias GalleryPresenter = Presenter<GalleryEvent, GalleryState, GalleryRoute>

/// A gallery that lists and loads its images with `useCase`.
/// - Parameters:
///   - useCase: lists the images and loads each one, from the cache first.
///   - scheduler: the scheduler the screen reads time from.
public func makeGalleryPresenter(useCase: GalleryUseCase, scheduler: any SchedulerType) -> GalleryPresenter {
    let gallery = GalleryLogic(useCase: useCase)
    return GalleryPresenter(
        initialState: GalleryState(), scheduler: scheduler,
        reduce: .pure(gallery.reduce), requestTimeout: AppRequests.timeout, followUp: gallery.followUp,
        effects: gallery.effect(of:in:))
}

/// A change to the gallery's state.
enum GalleryMutation {
    case list(PagedListMutation<GalleryImage, RequestFailure>)
    case image(id: Int, ImageLoad)
    case failed(id: Int, ImageFailure)
    case cancelled(id: Int)
    /// The positions on screen not listed yet, if any.
    case awaiting(ClosedRange<Int>?)
}

/// The gallery's effects and reduce: its list's, and each image's.
struct GalleryLogic {
    /// Names the load of one image among the presenter's effects.
    struct ImageKey: Hashable {
        let id: Int
    }

    let useCase: GalleryUseCase
    let list: PagedList<GalleryImage, RequestFailure>

    init(useCase: GalleryUseCase) {
        self.useCase = useCase
        let source = PagedListSource<GalleryImage>(
            initialLoad: { useCase.images(nil) }, loadNewer: { _ in .just([]) },
            loadOlder: { useCase.images($0) })
        list = PagedList(source: source, id: "images", order: .ascendingIDs, failure: RequestFailure.init)
    }

    func effect(of event: GalleryEvent, in state: GalleryState) -> Effect<GalleryMutation, GalleryRoute> {
        switch event {
        case .list(let event):
            return list.effect(of: event, in: state.list).mapMutations(GalleryMutation.list)
        case .itemsAppearing(let positions):
            let starts = ids(at: positions, in: state).filter { state.phase(of: $0) == .placeholder }.map(load)
            let reachesEnd = positions.contains(state.list.items.count - 1)
            let more: Effect<GalleryMutation, GalleryRoute> =
                reachesEnd ? list.effect(of: .reachedEnd, in: state.list).mapMutations(GalleryMutation.list) : .none
            let count = state.list.items.count
            let awaited = Self.hull(state.awaited.flatMap { Self.from(count, in: $0) }, Self.from(count, in: positions))
            let remember: Effect<GalleryMutation, GalleryRoute> =
                awaited == state.awaited ? .none : .mutate(.awaiting(awaited))
            return .merge([remember] + starts + [more])
        case .itemsDisappearing(let positions):
            let awaited = state.awaited.flatMap { Self.removing(positions, from: $0) }
            let forget: Effect<GalleryMutation, GalleryRoute> =
                awaited == state.awaited ? .none : .mutate(.awaiting(awaited))
            return .merge(
                [forget]
                    + ids(at: positions, in: state).filter { state.phase(of: $0).isLoading }.map { id in
                        .merge(.cancel(ImageKey(id: id)), .mutate(.cancelled(id: id)))
                    })
        case .backTapped:
            return .route(.back)
        case .retryImage(let id):
            guard case .failed(.retryable) = state.phase(of: id) else { return .none }
            return load(id)
        }
    }

    /// What a change of the list leads to: the positions awaited that it now lists appear.
    func followUp(_ state: GalleryState, _ mutation: GalleryMutation) -> GalleryEvent? {
        guard case .list = mutation, let awaited = state.awaited, awaited.lowerBound < state.list.items.count else {
            return nil
        }
        return .itemsAppearing(awaited)
    }

    /// The positions of `range` from `start` on, if any.
    private static func from(_ start: Int, in range: ClosedRange<Int>) -> ClosedRange<Int>? {
        let lower = max(start, range.lowerBound)
        return lower <= range.upperBound ? lower...range.upperBound : nil
    }

    /// The smallest range holding both, or the one there is.
    private static func hull(_ first: ClosedRange<Int>?, _ second: ClosedRange<Int>?) -> ClosedRange<Int>? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first.lowerBound, second.lowerBound)...max(first.upperBound, second.upperBound)
    }

    /// `range` without the positions of `gone` at either end; a hole in the middle leaves it whole.
    private static func removing(_ gone: ClosedRange<Int>, from range: ClosedRange<Int>) -> ClosedRange<Int>? {
        if gone.lowerBound <= range.lowerBound {
            return gone.upperBound < range.upperBound
                ? max(range.lowerBound, gone.upperBound + 1)...range.upperBound : nil
        }
        if gone.upperBound >= range.upperBound {
            return gone.lowerBound > range.lowerBound
                ? range.lowerBound...min(range.upperBound, gone.lowerBound - 1) : nil
        }
        return range
    }

    /// The ids of the images at `positions`, those of them that are listed, in order.
    private func ids(at positions: ClosedRange<Int>, in state: GalleryState) -> [Int] {
        let items = state.list.items
        let lower = max(0, positions.lowerBound)
        let upper = min(items.count - 1, positions.upperBound)
        return lower <= upper ? items[lower...upper].map(\.id) : []
    }

    /// Loads the image `id`. Its load is a request: the download fails after the presenter's request timeout
    /// from its start. Waiting for a download slot is the app's own queue, and has no time limit: the clock
    /// stops while the image is queued.
    private func load(_ id: Int) -> Effect<GalleryMutation, GalleryRoute> {
        .run(
            useCase.image(id).map { .image(id: id, $0) }, .first(ImageKey(id: id)), timeout: .presenter,
            pausedAt: Self.isQueued, catch: { .failed(id: id, ImageFailure($0)) })
    }

    /// Whether `mutation` says that an image waits for a download slot.
    private static func isQueued(_ mutation: GalleryMutation) -> Bool {
        if case .image(_, .queued) = mutation { return true }
        return false
    }

    func reduce(_ state: GalleryState, _ mutation: GalleryMutation) -> GalleryState {
        var state = state
        switch mutation {
        case .list(let mutation):
            list.reduce(&state.list, mutation)
        case .image(let id, .queued): state.phases[id] = .queued
        case .image(let id, .downloading): state.phases[id] = .downloading
        case .image(let id, .loaded(let bytes, let fromCache)):
            state.phases[id] = .shown(bytes: bytes, fromCache: fromCache)
        case .failed(let id, let failure): state.phases[id] = .failed(failure)
        case .cancelled(let id): state.phases[id] = nil
        case .awaiting(let awaited): state.awaited = awaited
        }
        return state
    }
}
