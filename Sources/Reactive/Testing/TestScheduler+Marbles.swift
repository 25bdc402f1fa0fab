extension TestScheduler {
    /// A hot observable drawn as a marble diagram (see `Marbles`): `^` is tick `subscribed`, where `start()`
    /// subscribes by default.
    ///
    /// A malformed diagram stops the test with the position and the reason; use
    /// `createHotObservable(try Marbles.events(...))` to handle the error instead.
    ///
    /// ```swift
    /// let xs = scheduler.createHotObservable("--a-^-b--|", values: ["a": 1, "b": 2])
    /// print(xs.recordedEvents)
    /// // Prints: [next(1) @ 180, next(2) @ 220, completed @ 250]
    /// ```
    public func createHotObservable<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error? = nil,
        subscribed: TestTime = Defaults.subscribed, ticksPerFrame: TestTime = Marbles.defaultTicksPerFrame,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<Element> {
        createHotObservable(
            Marbles.trapping(file: file, line: line) { () throws(MarbleSyntaxError) in
                try Marbles.events(
                    diagram, values: values, error: error, subscribed: subscribed, ticksPerFrame: ticksPerFrame)
            })
    }

    /// A hot observable drawn as a marble diagram whose symbols stand for themselves as strings.
    public func createHotObservable(
        _ diagram: String, error: Swift.Error? = nil, subscribed: TestTime = Defaults.subscribed,
        ticksPerFrame: TestTime = Marbles.defaultTicksPerFrame, file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<String> {
        createHotObservable(
            Marbles.trapping(file: file, line: line) { () throws(MarbleSyntaxError) in
                try Marbles.events(diagram, error: error, subscribed: subscribed, ticksPerFrame: ticksPerFrame)
            })
    }

    /// A cold observable drawn as a marble diagram (see `Marbles`): the first frame is the moment of each
    /// subscription.
    ///
    /// A malformed diagram stops the test with the position and the reason; use
    /// `createColdObservable(try Marbles.coldEvents(...))` to handle the error instead.
    ///
    /// ```swift
    /// let xs = scheduler.createColdObservable("-a-(b|)", values: ["a": 1, "b": 2])
    /// print(xs.recordedEvents)
    /// // Prints: [next(1) @ 10, next(2) @ 30, completed @ 30]
    /// ```
    public func createColdObservable<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error? = nil,
        ticksPerFrame: TestTime = Marbles.defaultTicksPerFrame, file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<Element> {
        createColdObservable(
            Marbles.trapping(file: file, line: line) { () throws(MarbleSyntaxError) in
                try Marbles.coldEvents(diagram, values: values, error: error, ticksPerFrame: ticksPerFrame)
            })
    }

    /// A cold observable drawn as a marble diagram whose symbols stand for themselves as strings.
    public func createColdObservable(
        _ diagram: String, error: Swift.Error? = nil, ticksPerFrame: TestTime = Marbles.defaultTicksPerFrame,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<String> {
        createColdObservable(
            Marbles.trapping(file: file, line: line) { () throws(MarbleSyntaxError) in
                try Marbles.coldEvents(diagram, error: error, ticksPerFrame: ticksPerFrame)
            })
    }
}
