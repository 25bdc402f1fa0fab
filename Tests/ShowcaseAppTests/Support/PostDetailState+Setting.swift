import ShowcaseApp

extension PostDetailState {
    /// This state with `value` set at `keyPath`, as a reduce sets it: a pulse set this way counts a setting.
    func setting<Value>(_ keyPath: WritableKeyPath<Self, Value>, to value: Value) -> Self {
        var state = self
        state[keyPath: keyPath] = value
        return state
    }
}
