import Presenters

/// What a form screen shows: fields checked by their rules, a submit button, a loader while a submission
/// runs and why the last one failed.
///
/// `FormMutation` changes any such state, and `Effect.submit` submits it, so that a form names only its
/// fields and what it submits.
protocol FormState {
    /// What the form submits, such as credentials.
    associatedtype Request
    /// Why a submission failed.
    associatedtype Failure: FormFailure

    /// Every field, in the order their errors are revealed.
    static var fields: [FormField<Self>] { get }
    /// Where the state keeps whether the submit button can be tapped.
    static var isSubmitEnabled: WritableKeyPath<Self, Bool> { get }

    /// What the form submits, or `nil` when its fields do not make one.
    var request: Request? { get }
    /// Whether a submission is running.
    var isLoading: Bool { get set }
    /// Why the last submission failed, until it is dismissed or a new submission starts.
    var failure: Failure? { get set }
}

/// Why a form's submission failed, as the form tells it: the request's failure, in the form's words.
protocol FormFailure: Equatable {
    /// A failure because the request failed with `cause`.
    init(cause: RequestFailure)
}

/// One field of a form's state: where its text and its error are kept, and the rules that give the error.
struct FormField<Form>: Equatable {
    /// Where the state keeps the text as typed.
    let text: WritableKeyPath<Form, String>
    /// Where the state keeps why the text is invalid.
    let error: WritableKeyPath<Form, String?>
    /// The rules the text must follow.
    let rules: FieldRules

    /// A field whose text is kept at `text` and its error at `error`, checked by `rules`.
    init(_ text: WritableKeyPath<Form, String>, error: WritableKeyPath<Form, String?>, rules: FieldRules) {
        self.text = text
        self.error = error
        self.rules = rules
    }

    /// Whether the field's text in `form` follows its rules.
    func isValid(in form: Form) -> Bool {
        rules.isValid(form[keyPath: text])
    }

    /// Shows in `form` why the field's text is invalid, or no error when it is valid.
    func revealError(in form: inout Form) {
        form[keyPath: error] = rules.error(for: form[keyPath: text])
    }

    /// Two fields are the same when they keep their text and error in the same places.
    static func == (lhs: FormField, rhs: FormField) -> Bool {
        lhs.text == rhs.text && lhs.error == rhs.error
    }
}
