/// The errors the engine itself produces, for instance when `single()` sees a second element or `timeout`
/// runs out of time.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Sendable: the only non-Sendable payload, the object of `disposed(object:)`, is kept to be described in
    // a message and is never used otherwise.

    /// Something went wrong that no other case describes.
    case unknown
    /// An operation was attempted on `object` after it had been disposed.
    case disposed(object: AnyObject)
    /// A computation went past the bounds of its type.
    case overflow
    /// An argument was outside the range an operator accepts, such as an index past the last element.
    case argumentOutOfRange
    /// A sequence completed without the element an operator needed.
    case noElements
    /// A sequence sent a second element where at most one was allowed.
    case moreThanOneElement
    /// A sequence sent nothing within the allowed time.
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown: return "An unknown error occurred."
        case .disposed(let object): return "\(object) was used after it had been disposed."
        case .overflow: return "An arithmetic overflow occurred."
        case .argumentOutOfRange: return "An argument was out of range."
        case .noElements: return "The sequence had no elements."
        case .moreThanOneElement: return "The sequence had more than one element."
        case .timeout: return "The sequence timed out."
        }
    }
}
