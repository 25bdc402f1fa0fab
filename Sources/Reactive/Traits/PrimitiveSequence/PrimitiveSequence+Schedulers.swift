extension PrimitiveSequence {
    /// Delivers the outcome on `scheduler`.
    ///
    /// ```
    /// source:  --1|          (on the source's thread)
    /// observe(on: scheduler)
    /// result:  --1|          (on the scheduler)
    /// ```
    ///
    /// ```swift
    /// _ = fetchUser().observe(on: MainScheduler.instance).subscribe(onSuccess: { print($0) })
    /// // Prints (on the main thread): the user
    /// ```
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to the source, and later ends that subscription, on `scheduler`, to move the work done
    /// at subscription off the caller's thread.
    ///
    /// ```
    /// subscribe ----> scheduler: source.subscribe
    /// ```
    ///
    /// ```swift
    /// _ = loadFile().subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
    ///     .subscribe(onSuccess: { print($0.count) })
    /// // Prints: the file's size, read on a background thread
    /// ```
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }
}
