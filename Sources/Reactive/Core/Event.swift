/// Something a sequence tells its observers: an element, a failure, or that it has finished.
///
/// An observer sees `next* (error | completed)?`: any number of elements, then at most one terminal event,
/// then nothing more.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with `error`; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event {
    /// The element of a `.next` event, `nil` for a terminal event.
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `.error` event, `nil` otherwise.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `.error` or `.completed`.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// Whether this is `.completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; a thrown error becomes an `.error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// The event as tests print it: `next(1)`, `error(<error>)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal elements. Two errors are equal when
    /// they have the same type and the same description, so tests can compare recorded failures.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
}

extension Event: Sendable where Element: Sendable {}

/// Whether two errors are the same for the purpose of comparing events: same type, same description.
func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
}
