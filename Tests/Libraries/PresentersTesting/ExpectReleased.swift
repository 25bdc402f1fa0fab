import Testing

/// Runs `body` and records an issue for every object it returns that is still alive once `body` is done.
///
/// Use it to check that a presenter, a subscription or anything they hold is freed at a precise moment:
///
/// ```swift
/// expectReleased {
///     let subject = PublishSubject<Int>()
///     subject.subscribe(onNext: { _ in }).dispose()
///     return [subject]
/// }
/// ```
/// - Parameters:
///   - name: what the message calls the objects, before their types.
///   - sourceLocation: where the issue is reported; leave the default.
///   - body: makes and uses the objects, and returns those that must be freed when it returns.
public func expectReleased(
    _ name: String = "", sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> [AnyObject]
) {
    var watched: [(description: String, object: WeakReference)] = []
    do {
        let objects = body()
        watched = objects.map { object in
            let type = String(describing: type(of: object))
            return (name.isEmpty ? type : "\(name) (\(type))", WeakReference(object))
        }
    }
    for (description, weak) in watched where weak.object != nil {
        Issue.record(
            Comment(rawValue: "\(description) is still alive after the block returned: something holds it strongly"),
            sourceLocation: sourceLocation)
    }
}

/// A weak reference that can sit in an array.
private struct WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}
