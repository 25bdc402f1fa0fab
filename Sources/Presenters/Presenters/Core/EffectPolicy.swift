/// What a presenter does when an effect starts while another effect with the same id is still running.
///
/// The id names a kind of work (`"search"`, `"refresh"`), so that a later event can replace, skip, queue
/// behind or cancel the work an earlier event started. An effect counts as running until everything it
/// sent has been reduced.
///
/// ```swift
/// case .search(let text):
///     return .run(useCase.search(text).map(Mutation.results), .latest("search"))
/// ```
///
/// The timed policies wait on the presenter's scheduler, so they run in virtual time in a test:
/// `debounce` starts an effect once its kind has been quiet for an interval, `throttle` starts at most
/// one per interval.
public struct EffectPolicy: CustomStringConvertible {
    enum Kind {
        /// Runs alongside whatever is running.
        case merge
        /// Cancels the running effects with the same id, then starts.
        case latest
        /// Does not start while an effect with the same id runs.
        case first
        /// Waits until the effects with the same id have finished, then starts.
        case queue
        /// Cancels the running and waiting effects with the same id, then waits the interval and starts.
        case debounce(RxTimeInterval)
        /// Starts at once if no effect with the same id started within the interval; otherwise is dropped
        /// or, if `latest`, waits for the interval to close, replacing the one waiting.
        case throttle(RxTimeInterval, latest: Bool)

        var name: String {
            switch self {
            case .merge: return "merge"
            case .latest: return "latest"
            case .first: return "first"
            case .queue: return "queue"
            case .debounce: return "debounce"
            case .throttle: return "throttle"
            }
        }
    }

    let kind: Kind
    /// The kind of work; `nil` only for `merge`, which then cannot be cancelled before the presenter goes.
    let id: AnyHashable?

    /// Runs the effect alongside any other; it ends on its own or when the presenter is released.
    public static var merge: EffectPolicy { EffectPolicy(kind: .merge, id: nil) }

    /// Runs the effect alongside any other, under `id` so that `Effect.cancel(id)` can stop it.
    public static func merge(_ id: some Hashable) -> EffectPolicy {
        EffectPolicy(kind: .merge, id: AnyHashable(id))
    }

    /// Cancels the running and waiting effects with `id`, then starts this one: the latest request wins,
    /// as a search field or a pull to refresh needs.
    public static func latest(_ id: some Hashable) -> EffectPolicy {
        EffectPolicy(kind: .latest, id: AnyHashable(id))
    }

    /// Ignores this effect while one with `id` is running: a second tap on a busy login button does nothing.
    public static func first(_ id: some Hashable) -> EffectPolicy {
        EffectPolicy(kind: .first, id: AnyHashable(id))
    }

    /// Starts this effect once every effect with `id` started before it has finished, in order.
    public static func queue(_ id: some Hashable) -> EffectPolicy {
        EffectPolicy(kind: .queue, id: AnyHashable(id))
    }

    /// Cancels the running and waiting effects with `id`, then starts this one once `interval` has passed
    /// on the presenter's scheduler without another effect with `id`: a search as you type asks once the
    /// user pauses, and a new keystroke also cancels the search in flight.
    ///
    /// ```
    /// effects: s-w-i-f-t----------
    /// started: ---------(swift)---   debounce("search", for: 40 ticks)
    /// ```
    public static func debounce(_ id: some Hashable, for interval: RxTimeInterval) -> EffectPolicy {
        EffectPolicy(kind: .debounce(interval), id: AnyHashable(id))
    }

    /// Starts this effect at once unless an effect with `id` started less than `interval` ago on the
    /// presenter's scheduler; then it is dropped or, if `latest`, starts when the interval closes (a later
    /// one replacing it meanwhile). Started effects run alongside the running ones.
    ///
    /// ```
    /// effects: a-b-c-------d--
    /// started: a-----c-----d--   throttle("save", for: 60 ticks), latest
    /// started: a-----------d--   throttle("save", for: 60 ticks, latest: false)
    /// ```
    public static func throttle(_ id: some Hashable, for interval: RxTimeInterval, latest: Bool = true)
        -> EffectPolicy
    {
        EffectPolicy(kind: .throttle(interval, latest: latest), id: AnyHashable(id))
    }

    /// The policy as the harness names it in its messages: `merge`, or the kind with its id, as in
    /// `latest("load")`.
    public var description: String {
        guard let id else { return kind.name }
        return "\(kind.name)(\(String(reflecting: id.base)))"
    }
}
