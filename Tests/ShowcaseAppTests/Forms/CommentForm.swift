import Presenters

@testable import ShowcaseApp

/// A form of the kind the shared form pieces must serve besides login and registration: a comment of 1 to
/// 500 characters with a rating.
struct CommentForm: FormState, Hashable {
    var text = ""
    var rating = ""
    var textError: String?
    var ratingError: String?
    var isPostEnabled = false
    var isLoading = false
    var failure: CommentFailure?

    static var fields: [FormField<CommentForm>] { [.text, .rating] }
    static var isSubmitEnabled: WritableKeyPath<CommentForm, Bool> { \.isPostEnabled }
    /// No comment while the rating, whole as it is, does not fit an `Int`.
    var request: RatedComment? { Int(rating).map { RatedComment(text: text, rating: $0) } }
}

/// What the comment form submits.
struct RatedComment: Hashable {
    let text: String
    let rating: Int
}

/// Why a comment was not posted.
enum CommentFailure: FormFailure, Hashable {
    case offline
    case other

    init(_ error: Swift.Error) {
        if case .network? = error as? APIError { self = .offline } else { self = .other }
    }
}

extension FormField<CommentForm> {
    static var text: Self {
        Self(
            \.text, error: \.textError,
            rules: FieldRules([
                .required("Write a comment."), ValidationRule(message: "At most 500 characters.") { $0.count <= 500 },
            ]))
    }

    static var rating: Self {
        Self(\.rating, error: \.ratingError, rules: FieldRules([.required("Rate it."), .wholeNumber]))
    }
}
