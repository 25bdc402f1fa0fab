import Presenters

/// A change to a form's state, the same for every form.
enum FormMutation<Form: FormState>: Equatable {
    /// The field now holds this text; its error follows its rules.
    case set(FormField<Form>, to: String)
    /// Shows the errors of every field, edited or not: a submission was tried with invalid fields.
    case revealErrors
    case submitting
    case submitted
    case failed(Form.Failure)
    case dismissFailure

    static func reduce(_ form: Form, _ mutation: FormMutation) -> Form {
        var form = form
        switch mutation {
        case .set(let field, let text):
            form[keyPath: field.text] = text
            field.revealError(in: &form)
        case .revealErrors:
            for field in Form.fields { field.revealError(in: &form) }
        case .submitting:
            form.isLoading = true
            form.failure = nil
        case .submitted:
            form.isLoading = false
        case .failed(let failure):
            form.isLoading = false
            form.failure = failure
        case .dismissFailure:
            form.failure = nil
        }
        form[keyPath: Form.isSubmitEnabled] = !form.isLoading && Form.fields.allSatisfy { $0.isValid(in: form) }
        return form
    }
}

extension Effect {
    /// Submits `form` with `work` when its submit button is tapped: nothing while a submission runs, the
    /// errors of every field while one is invalid, or else a loader and `work` under the `first` policy
    /// named `id`, which ends in `submitted` or in the failure it fails with.
    static func submit<Form, Answer>(
        _ form: Form, as id: String, to work: (Form.Request) -> Single<Answer>
    ) -> Effect where Mutation == FormMutation<Form> {
        if form.isLoading { return .none }
        guard form[keyPath: Form.isSubmitEnabled], let request = form.request else { return .mutate(.revealErrors) }
        return .merge(
            .mutate(.submitting),
            .run(
                work(request).map { _ in .submitted }, .first(id),
                catch: { .failed(Form.Failure(cause: RequestFailure(error: $0))) }))
    }
}
