/// The errors the engine itself raises, with the names and cases RxSwift code matches on.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Sendable: the object of `.disposed` is only kept to name it in the description; it is never mutated
    // or called through the error.

    /// An error with no more precise cause.
    case unknown
    /// `object` was used after it had been disposed (a subscription to a disposed subject, for example).
    case disposed(object: AnyObject)
    /// An arithmetic operation overflowed.
    case overflow
    /// An argument was outside the range the operator accepts.
    case argumentOutOfRange
    /// The sequence finished without the element the operator needed.
    case noElements
    /// The sequence had more than the single element the operator expected.
    case moreThanOneElement
    /// The sequence did not produce an event in time.
    case timeout

    /// A sentence that says what went wrong, shown when a test compares or prints the error.
    public var debugDescription: String {
        switch self {
        case .unknown: return "An unknown error occurred."
        case .disposed(let object): return "`\(object)` is already disposed."
        case .overflow: return "An arithmetic operation overflowed."
        case .argumentOutOfRange: return "An argument is out of range."
        case .noElements: return "The sequence has no elements."
        case .moreThanOneElement: return "The sequence has more than one element."
        case .timeout: return "The sequence timed out."
        }
    }
}
