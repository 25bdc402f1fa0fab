import Presenters
import XCTest

@testable import ShowcaseApp

final class FormMutationTests: XCTestCase {
    private let valid = CommentForm(text: "Nice", rating: "5", isPostEnabled: true)

    private func reduce(_ form: CommentForm, _ mutations: FormMutation<CommentForm>...) -> CommentForm {
        mutations.reduce(form, FormMutation.reduce)
    }

    func testSettingAFieldKeepsItsTextAndShowsOnlyItsError() {
        XCTAssertEqual(
            reduce(CommentForm(), .set(.text, to: "")), CommentForm(text: "", textError: "Write a comment."))
        XCTAssertEqual(
            reduce(CommentForm(), .set(.text, to: String(repeating: "a", count: 501))),
            CommentForm(text: String(repeating: "a", count: 501), textError: "At most 500 characters."))
        XCTAssertEqual(
            reduce(CommentForm(textError: "Write a comment."), .set(.text, to: String(repeating: "a", count: 500))),
            CommentForm(text: String(repeating: "a", count: 500)))
        XCTAssertEqual(
            reduce(CommentForm(), .set(.rating, to: "five")),
            CommentForm(rating: "five", ratingError: "Must be a whole number, such as 30."))
    }

    func testSubmitIsEnabledOnlyWhileEveryFieldIsValid() {
        XCTAssertEqual(reduce(CommentForm(), .set(.text, to: "Nice")), CommentForm(text: "Nice"))
        XCTAssertEqual(reduce(CommentForm(), .set(.text, to: "Nice"), .set(.rating, to: "5")), valid)
        XCTAssertEqual(
            reduce(valid, .set(.rating, to: "")),
            CommentForm(text: "Nice", rating: "", ratingError: "Rate it."))
    }

    func testRevealingErrorsShowsTheErrorOfEveryFieldEditedOrNot() {
        XCTAssertEqual(
            reduce(CommentForm(), .revealErrors),
            CommentForm(textError: "Write a comment.", ratingError: "Rate it."))
        XCTAssertEqual(
            reduce(CommentForm(text: "Nice"), .revealErrors),
            CommentForm(text: "Nice", ratingError: "Rate it."))
        XCTAssertEqual(reduce(valid, .revealErrors), valid)
    }

    func testASubmissionShowsALoaderAndDisablesSubmitUntilItEnds() {
        let failed = CommentForm(text: "Nice", rating: "5", isPostEnabled: true, failure: .offline)
        let loading = CommentForm(text: "Nice", rating: "5", isLoading: true)

        XCTAssertEqual(reduce(failed, .submitting), loading)
        XCTAssertEqual(reduce(loading, .submitted), valid)
        XCTAssertEqual(reduce(loading, .failed(.offline)), failed)
        XCTAssertEqual(reduce(failed, .dismissFailure), valid)
    }

    func testWhileASubmissionRunsSubmitStaysDisabled() {
        let loading = CommentForm(text: "Nice", rating: "5", isLoading: true)

        XCTAssertEqual(
            reduce(loading, .set(.text, to: "Nicer")), CommentForm(text: "Nicer", rating: "5", isLoading: true))
        XCTAssertEqual(reduce(loading, .dismissFailure), loading)
    }

    func testFieldsAreTheSameWhenTheyKeepTheirTextAndErrorInTheSamePlaces() {
        let text = FormField<CommentForm>(\.text, error: \.textError, rules: .password)

        XCTAssertEqual(text, .text)
        XCTAssertNotEqual(FormField<CommentForm>(\.text, error: \.ratingError, rules: .password), .text)
        XCTAssertNotEqual(FormField<CommentForm>(\.rating, error: \.textError, rules: .password), .text)
        XCTAssertTrue(text.isValid(in: CommentForm(text: "secret")))
        XCTAssertFalse(text.isValid(in: CommentForm(text: "short")))
    }
}

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

    init(cause: RequestFailure) {
        self = cause == .network ? .offline : .other
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
