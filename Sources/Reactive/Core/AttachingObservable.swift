/// A source that a module of the package subscribes sinks to directly (a presenter's state): an
/// `AttachingObservable` hands it each subscriber's sink, without the closure, observer and disposable that
/// `Observable.create` would make for every subscription.
@usableFromInline
package protocol SinkAttaching: AnyObject {
    associatedtype Element

    /// Starts delivering to `sink`; returns what ends the delivery.
    func attach(_ sink: Sink<Element>) -> Disposable
}

/// An observable of a `SinkAttaching` source, which it holds weakly: once the source is gone, a new
/// subscriber gets a completion at once.
@usableFromInline
package final class AttachingObservable<Source: SinkAttaching>: Observable<Source.Element> {
    @usableFromInline weak var source: Source?

    /// Inlinable, so that the caller's specialised code allocates it without looking its type up.
    @inlinable
    package init(_ source: Source) {
        self.source = source
        super.init()
    }

    override func run(_ sink: Sink<Source.Element>) -> Disposable {
        guard let source else {
            sink.onCompleted()
            return NopDisposable.instance
        }
        return source.attach(sink)
    }
}

/// A sink that calls a closure with each element and ignores the end of the sequence: for a module of the
/// package that attaches a callback where a sink is expected.
package final class CallbackSink<Element>: Sink<Element> {
    private let onElement: (Element) -> Void

    package init(_ onElement: @escaping (Element) -> Void) {
        self.onElement = onElement
    }

    override package func onNext(_ element: Element) { onElement(element) }

    override package func onError(_ error: Swift.Error) {}

    override package func onCompleted() {}
}

/// A `CallbackSink` that leaves out its first element when it equals `known`, a value its receiver has
/// already: for a module of the package that attaches a callback to a source that starts with its current
/// value (a child presenter, whose first state is the element of its parent's list it was made from).
package final class KnownFirstCallbackSink<Element: Equatable>: Sink<Element> {
    private let onElement: (Element) -> Void
    private let known: Element
    // Not an optional `known`: an optional of a generic type is looked up at run time wherever it is read,
    // written or destroyed, in code not specialised for it.
    private var isFirst = true

    package init(known: Element, _ onElement: @escaping (Element) -> Void) {
        self.known = known
        self.onElement = onElement
    }

    override package func onNext(_ element: Element) {
        // The source delivers one element at a time: no other thread reads `isFirst` meanwhile.
        if isFirst {
            isFirst = false
            if element == known { return }
        }
        onElement(element)
    }

    override package func onError(_ error: Swift.Error) {}

    override package func onCompleted() {}
}
