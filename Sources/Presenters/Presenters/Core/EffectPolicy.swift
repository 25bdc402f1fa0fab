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
public struct EffectPolicy: CustomStringConvertible {
    enum Kind: String {
        /// Runs alongside whatever is running.
        case merge
        /// Cancels the running effects with the same id, then starts.
        case latest
        /// Does not start while an effect with the same id runs.
        case first
        /// Waits until the effects with the same id have finished, then starts.
        case queue
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

    /// The policy as the harness names it in its messages: `merge`, or the kind with its id, as in
    /// `latest("load")`.
    public var description: String {
        guard let id else { return kind.rawValue }
        return "\(kind.rawValue)(\(String(reflecting: id.base)))"
    }
}
