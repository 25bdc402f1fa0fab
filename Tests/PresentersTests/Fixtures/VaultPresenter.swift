import Presenters

/// What the vault's view reports: a PIN typed, the unlock button tapped.
enum VaultEvent: Equatable, Codable, Sendable {
    case typed(Secret<String>)
    case unlock
}

/// What the vault shows: the PIN as typed, whether it is long enough to try, and a loader.
struct VaultState: Equatable, Codable, Sendable {
    var pin: Secret<String> = ""
    /// Worked out from the PIN's length, which a recording's stand-in keeps.
    var isComplete = false
    var isUnlocking = false
}

/// What unlocking the vault gives: its owner and a token, which is secret.
struct VaultKey: Equatable, Codable, Sendable {
    var owner: String
    var token: Secret<String>
}

/// Where the vault leads: opened, with its key.
enum VaultRoute: Equatable, Codable, Sendable {
    case opened(VaultKey)
}

/// A change to the vault's state.
enum VaultMutation: Equatable {
    case typed(Secret<String>)
    case unlocking
    case unlocked(VaultKey)
}

/// The vault: a PIN of at least 4 characters unlocks it with `unlock`, which leads to it opened.
func makeVaultPresenter(
    initialState: VaultState = VaultState(), unlock: @escaping (Secret<String>) -> Single<VaultKey>,
    scheduler: any SchedulerType
) -> Presenter<VaultEvent, VaultState, VaultRoute> {
    Presenter(
        initialState: initialState, scheduler: scheduler,
        reduce: .pure { (state, mutation: VaultMutation) in
            var state = state
            switch mutation {
            case .typed(let pin):
                state.pin = pin
                state.isComplete = pin.value.count >= 4
            case .unlocking: state.isUnlocking = true
            case .unlocked: state.isUnlocking = false
            }
            return state
        },
        route: { _, mutation in
            guard case .unlocked(let key) = mutation else { return nil }
            return .opened(key)
        }
    ) { event, state in
        switch event {
        case .typed(let pin): return .mutate(.typed(pin))
        case .unlock:
            guard state.isComplete, !state.isUnlocking else { return .none }
            return .merge(.mutate(.unlocking), .run(unlock(state.pin).map(VaultMutation.unlocked), .first("unlock")))
        }
    }
}

/// A vault that opens 10 ticks after it is asked, for Ada, with a token made of the PIN.
func vaultUnlock(scheduler: any SchedulerType) -> (Secret<String>) -> Single<VaultKey> {
    { pin in
        Single.just(VaultKey(owner: "Ada", token: Secret("token-" + pin.value))).delay(
            .seconds(10), scheduler: scheduler)
    }
}
