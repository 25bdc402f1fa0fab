/// The observable of an operator with one source: each subscription subscribes the sink `makeSink` builds
/// for downstream to the source (`Sink.subscribe(to:)`).
///
/// The operator's method passes a closure that builds its sink (`lift`), so that the operator's file holds the
/// method and its sink only. The closure is built once per operator, not per subscription.
final class OperatorObservable<Source, Element>: Observable<Element> {
    /// Builds the sink of one subscription, which sends to the given downstream sink.
    typealias MakeSink = (Sink<Element>) -> Sink<Source>

    private let source: Observable<Source>
    private let makeSink: MakeSink

    init(source: Observable<Source>, makeSink: @escaping MakeSink) {
        self.source = source
        self.makeSink = makeSink
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        makeSink(sink).subscribe(to: source)
    }
}

extension ObservableType {
    /// This sequence through the operator whose sink `makeSink` builds for each subscription.
    func lift<Result>(_ makeSink: @escaping (Sink<Result>) -> Sink<Element>) -> Observable<Result> {
        OperatorObservable(source: asObservable(), makeSink: makeSink)
    }
}
