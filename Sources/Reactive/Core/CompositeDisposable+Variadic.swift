extension CompositeDisposable {
    /// A composite holding the given disposables, as many as there are.
    ///
    /// ```swift
    /// let composite = CompositeDisposable(
    ///     Disposables.create { print("a") }, Disposables.create { print("b") },
    ///     Disposables.create { print("c") }, Disposables.create { print("d") })
    /// composite.dispose()
    /// // Prints: a, b, c, d
    /// ```
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3] + disposables)
    }
}
