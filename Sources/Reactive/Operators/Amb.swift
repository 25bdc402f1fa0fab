extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first, and ends the subscription to
    /// the other one.
    ///
    /// ```
    /// source:  ---1---2--|
    /// right:   --a---b---c--|
    /// amb(right)
    /// result:  --a---b---c--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.never().amb(Observable.of(1, 2)).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        AmbObservable(sources: [asObservable(), right.asObservable()])
    }

    /// Mirrors whichever of `sequence`'s sources sends an event first, and ends the subscriptions to the
    /// others. With no source at all it never sends anything.
    ///
    /// ```
    /// a:       ---1---2--|
    /// b:       --x---y---z--|
    /// c:       ----#
    /// amb([a, b, c])
    /// result:  --x---y---z--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.amb([Observable<Int>.never(), Observable.of(1)]).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        AmbObservable(sources: Array(sequence))
    }
}

final class AmbObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let race = AmbRace(downstream: sink)
        for source in sources {
            let input = AmbInput(race: race)
            guard race.add(input) else { break }
            input.start(source)
        }
        return race
    }
}

/// Decides, once, which source the result mirrors.
private final class AmbRace<Element>: Disposable {
    let downstream: Sink<Element>
    private let lock = Lock()
    // Guarded by `lock`:
    private var inputs: [AmbInput<Element>] = []
    private var winner: AmbInput<Element>?
    private var disposed = false

    init(downstream: Sink<Element>) {
        self.downstream = downstream
    }

    /// Registers a source's input before it subscribes; false (the input disposed) once the race is
    /// decided or disposed.
    func add(_ input: AmbInput<Element>) -> Bool {
        let added: Bool = lock.withLock {
            if disposed || winner != nil { return false }
            inputs.append(input)
            return true
        }
        if !added { input.dispose() }
        return added
    }

    /// Whether `input`, which has an event to send, is the winner: the first to ask wins and the others'
    /// subscriptions end.
    func claim(for input: AmbInput<Element>) -> Bool {
        lock.lock()
        if let winner {
            lock.unlock()
            return winner === input
        }
        if disposed {
            lock.unlock()
            return false
        }
        winner = input
        let losers = inputs.filter { $0 !== input }
        inputs = [input]
        lock.unlock()
        for loser in losers { loser.dispose() }
        return true
    }

    func dispose() {
        let inputs: [AmbInput<Element>] = lock.withLock {
            disposed = true
            // The winner holds the race: keeping it would keep both, and everything downstream, alive.
            winner = nil
            defer { self.inputs = [] }
            return self.inputs
        }
        for input in inputs { input.dispose() }
    }
}

/// Receives one source of an amb; once it has won, its events go straight downstream.
private final class AmbInput<Element>: InputSink<Element> {
    private let race: AmbRace<Element>
    /// Set by this input's own first event, so only touched in its serial delivery.
    private var won = false

    init(race: AmbRace<Element>) {
        self.race = race
    }

    override func onNext(_ element: Element) {
        guard won || claim() else { return }
        race.downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard won || claim() else { return }
        race.downstream.onError(error)
    }

    override func onCompleted() {
        guard won || claim() else { return }
        race.downstream.onCompleted()
    }

    private func claim() -> Bool {
        won = race.claim(for: self)
        return won
    }
}
