import Foundation
import Presenters

/// A note the form keeps, which cannot be compared: a view that reads it is told of every change.
struct SignUpNote: Sendable {
    var text = ""
}

/// What the sign-up form's fields hold.
struct SignUpFields: Hashable, Sendable {
    var email = ""
    var password = ""
}

/// What the sign-up screen shows: a title, a counter of taps, the form's fields and a note.
struct SignUpState: Equatable, Sendable {
    var title = "Sign up"
    var taps = 0
    var fields = SignUpFields()
    var note = SignUpNote()

    /// Computed, so that the model compares it through its key path rather than where it lies.
    var hasEmail: Bool { !fields.email.isEmpty }

    static func == (lhs: SignUpState, rhs: SignUpState) -> Bool {
        lhs.title == rhs.title && lhs.taps == rhs.taps && lhs.fields == rhs.fields && lhs.note.text == rhs.note.text
    }
}

/// What the sign-up screen's view reports.
enum SignUpEvent {
    case rename(String)
    case tap
    case email(String)
    case password(String)
    case note(String)
    case submit
    /// Taps once more when `answer` sends its element, wherever it sends it.
    case tapWhen(Observable<Void>)
}

/// Where the sign-up screen goes.
enum SignUpRoute: Equatable, Sendable {
    case welcome(email: String)
}

/// The sign-up screen: every event but `submit` changes a field at once; `submit` goes to the welcome
/// screen; `tapWhen` taps when its observable answers.
func makeSignUpPresenter(scheduler: any SchedulerType) -> Presenter<SignUpEvent, SignUpState, SignUpRoute> {
    Presenter(initialState: SignUpState(), scheduler: scheduler, reduce: .replace) { event, state in
        var next = state
        switch event {
        case .rename(let title): next.title = title
        case .tap: next.taps += 1
        case .email(let email): next.fields.email = email
        case .password(let password): next.fields.password = password
        case .note(let text): next.note.text = text
        case .submit: return .route(.welcome(email: state.fields.email))
        case .tapWhen(let answer):
            next.taps += 1
            return .run(answer.map { [next] in next }, .merge)
        }
        return .mutate(next)
    }
}
