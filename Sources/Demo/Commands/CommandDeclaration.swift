import Presenters

/// A command as `help` lists it: its word, what follows it, what it does, and an example.
struct CommandHelp: Equatable {
    /// The word that starts the command, in lower case.
    let name: String
    /// What follows the name, as in `N` or `TEXT`; empty for a command that takes nothing.
    let argument: String
    /// What the command does, in a few words.
    let summary: String
    /// A line that runs the command.
    let example: String

    /// The name and what follows it, as in `open N`.
    var syntax: String { argument.isEmpty ? name : name + " " + argument }
}

/// A command as a screen's adapter declares it (or the demo, for the commands of every screen): its line in
/// `help`, what it reads after its name, and what it does with that on a screen showing a `Context`.
///
/// Help, parsing and dispatch are all built from these declarations, so that they cannot drift apart: a
/// screen's adapter lists its commands as `ScreenCommand<State, Event>`s, each sending the screen's event.
struct CommandDeclaration<Context, Output> {
    let help: CommandHelp
    /// Other words that run the command, as `exit` runs `quit`.
    let aliases: [String]
    /// Whether what follows the name is secret, shown `***` in the echo and the recording.
    let isSecret: Bool
    /// Why `argument` is not what the command reads, whatever the screen shows; `nil` if it is.
    let check: (_ argument: String) -> CommandError?
    /// What the command does with `argument` in `context`, or why it cannot: a bad argument, or a control
    /// that cannot be used now (a retry button without an error, the 999th row of a list of 20).
    let perform: (_ argument: String, _ context: Context) -> Result<Output, CommandError>

    /// The command `name`, which reads `argument` and then does what `output` says with its value in a context.
    /// - Parameter example: a line that runs the command; the name alone if `nil`.
    init<Value>(
        _ name: String, _ argument: CommandArgument<Value>, _ summary: String, example: String? = nil,
        aliases: [String] = [], _ output: @escaping (Value, Context) -> Result<Output, CommandError>
    ) {
        let help = CommandHelp(name: name, argument: argument.syntax, summary: summary, example: example ?? name)
        self.help = help
        self.aliases = aliases
        isSecret = argument.isSecret
        check = { text in
            guard case .failure(let error) = argument.read(text, help) else { return nil }
            return error
        }
        perform = { text, context in argument.read(text, help).flatMap { output($0, context) } }
    }

    /// The command `name`, which reads `argument` and does what `output` says with its value, whatever the
    /// context.
    init<Value>(
        _ name: String, _ argument: CommandArgument<Value>, _ summary: String, example: String,
        sends output: @escaping (Value) -> Output
    ) {
        self.init(name, argument, summary, example: example) { value, _ in .success(output(value)) }
    }

    /// Whether the word `name`, in lower case, runs the command.
    func answers(to name: String) -> Bool {
        name == help.name || aliases.contains(name)
    }

    /// A command that takes no argument and does `output` whatever the screen shows: a button always there.
    static func tap(_ name: String, _ summary: String, _ output: Output) -> Self {
        Self(name, .none, summary) { _, _ in .success(output) }
    }

    /// A command that takes no argument and does what `output` says for the context: a button that may not
    /// be usable now.
    static func tap(
        _ name: String, _ summary: String, _ output: @escaping (Context) -> Result<Output, CommandError>
    ) -> Self {
        Self(name, .none, summary) { _, context in output(context) }
    }

    /// A command that types the rest of the line, spaces included, into a field.
    static func typing(
        _ name: String, _ summary: String, example: String, _ output: @escaping (String) -> Output
    ) -> Self {
        Self(name, .text, summary, example: example, sends: output)
    }

    /// A command that types the rest of the line into a field whose text is secret, such as a password:
    /// the line is echoed and recorded as `password ***`.
    static func typingSecret(
        _ name: String, _ summary: String, example: String, _ output: @escaping (Secret<String>) -> Output
    ) -> Self {
        Self(name, .secretText, summary, example: example, sends: output)
    }
}

/// A command of a screen: it sends one of the screen's events, given what the screen shows.
typealias ScreenCommand<State, Event> = CommandDeclaration<State, Event>

/// A command of some screen, without the screen's types: its line in `help`, and whether it reads an argument.
struct DeclaredCommand {
    let help: CommandHelp
    /// Whether what follows the name is secret.
    let isSecret: Bool
    /// Why `argument` is not what the command reads; `nil` if it is.
    let check: (_ argument: String) -> CommandError?
}

/// Why a line is not a command, or a command cannot be done, as the demo prints it after `error: `.
struct CommandError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
