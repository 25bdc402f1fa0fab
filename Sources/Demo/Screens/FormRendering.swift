/// The parts that the forms (login, registration) share: a field with its error, a button, a failure.
enum FormRendering {
    /// `  email: demo@example` and, while the field breaks a rule, the rule's message below it.
    static func field(_ label: String, _ value: String, error: String?, secret: Bool = false) -> [String] {
        let shown = value.isEmpty ? "(empty)" : secret ? String(repeating: "*", count: value.count) : value
        return ["  \(label): \(shown)"] + (error.map { ["    ! \($0)"] } ?? [])
    }

    /// `  log in: enabled`, `disabled`, or what it is doing while it runs.
    static func button(_ label: String, enabled: Bool, running: Bool, runningText: String) -> String {
        "  \(label): " + (running ? runningText : enabled ? "enabled" : "disabled")
    }

    /// The message of the last attempt's failure, if any.
    static func failure(_ message: String?) -> [String] {
        message.map { ["  ! \($0)"] } ?? []
    }

    /// What `dismiss` does on a form: dismiss its error message, if it shows one.
    static func dismiss<Event>(_ event: Event, showingFailure: Bool) -> Result<Event, CommandError> {
        showingFailure ? .success(event) : .failure(CommandError("there is no error message to dismiss"))
    }
}
