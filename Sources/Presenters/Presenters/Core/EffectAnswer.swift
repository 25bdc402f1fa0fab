import Reactive

/// Where the answer of one effect goes: the answer, made a transition, is the effect's one step and its end;
/// an error or a completion without an answer ends it. Stored in the subscription's one sink, where a
/// closure for each outcome would be three objects more.
@usableFromInline
struct EffectAnswer<Mutation>: AnswerReceiver {
    /// Held weakly, as an observable's effect holds its presenter: the work does not keep it alive.
    @usableFromInline weak var owner: (any EffectOwner)?
    @usableFromInline let token: Int
    @usableFromInline let transition: (Mutation) -> ErasedTransition

    @inlinable
    init(owner: any EffectOwner, token: Int, transition: @escaping (Mutation) -> ErasedTransition) {
        self.owner = owner
        self.token = token
        self.transition = transition
    }

    @usableFromInline
    func receiveAnswer(_ mutation: Mutation) {
        owner?.receive(.answered(token: token, transition(mutation)))
    }

    @usableFromInline
    func receiveFailure(_ error: Swift.Error) {
        owner?.receive(.ended(token: token, error))
    }

    @usableFromInline
    func receiveCompletion() {
        owner?.receive(.ended(token: token, nil))
    }
}
