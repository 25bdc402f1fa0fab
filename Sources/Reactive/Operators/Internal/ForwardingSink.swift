/// The base of a sink for an operator with one source that may end the sequence itself (`take`, a throwing
/// closure): it forwards the source's terminal events and ignores whatever the source sends after the
/// sequence has ended.
///
/// Delivery on one sink is serialised by the Rx contract, so `stopped` is a plain flag.
@usableFromInline
class ForwardingSink<Source, Element>: Sink<Source> {
    let downstream: Sink<Element>
    /// Set once a terminal event has gone downstream.
    private(set) var stopped = false

    @usableFromInline
    init(downstream: Sink<Element>) { self.downstream = downstream }

    /// Ends the sequence with `error`.
    final func forwardError(_ error: Swift.Error) {
        stopped = true
        downstream.onError(error)
    }

    /// Ignores the source from now on, without sending anything (another sequence took over downstream).
    final func stop() { stopped = true }

    /// Ends the sequence successfully.
    final func forwardCompleted() {
        stopped = true
        downstream.onCompleted()
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        forwardError(error)
    }

    override func onCompleted() {
        guard !stopped else { return }
        forwardCompleted()
    }
}
