import Presenters
import ShowcaseApp

/// One line of input, understood: what the demo does for it.
///
/// A line is read with the commands of the screen shown first, each sending one of the screen's events,
/// then with the commands of every screen (``everywhere``).
enum Command: Equatable {
    /// Sends an event to the screen shown, or does something to the app outside any screen.
    case intent(Intent)
    /// Shows a tab, then does `line` with the commands of the screen the tab shows: `search swift` on
    /// another screen opens the search tab and searches there.
    case tab(AppTab, then: String)
    /// Lets time pass.
    case wait(WaitDuration)
    /// Shows the screen shown again.
    case state
    /// Prints the tabs and their stacks, and the modal.
    case screens
    /// Prints what the backend did with the requests since the last time.
    case requests
    /// Lists the commands.
    case help
    case quit

    /// The commands of every screen: the demo's own, and those that act on the app outside any screen.
    static var everywhere: [CommandDeclaration<Void, Command>] {
        [
            .tap("back", "go back: the screen on top off, or the modal dismissed", .intent(.back)),
            CommandDeclaration(
                "link", .text(syntax: "URL"), "open a link to \(DeepLinkParser.forms)",
                example: "link producthunt://post/98",
                sends: { .intent(.link($0)) }),
        ]
            + AppTab.allCases.map(tabCommand)
            + [
                CommandDeclaration(
                    "fail", .failure, "make the backend's next request fail: \(BackendFailure.names)",
                    example: "fail network", sends: { .intent(.fail($0)) }),
                CommandDeclaration(
                    "location",
                    .choice([("allow", .allowed), ("deny", .denied)], syntax: "allow|deny", needs: "allow or deny"),
                    "let the app know where you are, or not", example: "location deny",
                    sends: { .intent(.location($0)) }),
                .tap(
                    "requests", "list the backend's requests since the last time: started, finished, cancelled",
                    .requests),
                .tap("state", "show the screen shown again", .state),
                .tap("screens", "list the tabs and their stacks, the one shown marked *", .screens),
                CommandDeclaration("wait", .duration, "let time pass", example: "wait 500ms", sends: Command.wait),
                .tap("help", "show this list", .help),
                CommandDeclaration("quit", .none, "leave the demo (or: exit)", aliases: ["exit"]) { _, _ in
                    .success(.quit)
                },
            ]
    }

    /// The command that shows `tab`. When the screen at the tab's root has a command of the tab's name that
    /// reads what follows it (the search's `search TEXT`), the tab's command reads it too, and does it there
    /// once the tab is shown: the screen's command and the tab's share their name without hiding each other.
    private static func tabCommand(_ tab: AppTab) -> CommandDeclaration<Void, Command> {
        let name = tab.rawValue
        let summary = "show the \(name) tab, as it was left (once logged in)"
        guard let own = rootCommand(of: tab), !own.help.argument.isEmpty else {
            return .tap(name, summary, .intent(.tab(tab)))
        }
        let argument = CommandArgument<String>(syntax: "[\(own.help.argument)]") { text, _ in
            text.isEmpty ? .success(text) : own.check(text).map { .failure($0) } ?? .success(text)
        }
        let rest = "; with \(own.help.argument), then '\(own.help.syntax)' there: \(own.help.summary)"
        return CommandDeclaration(name, argument, summary + rest, example: own.help.example) { text, _ in
            .success(text.isEmpty ? .intent(.tab(tab)) : .tab(tab, then: name + " " + text))
        }
    }

    /// The command of the screen at `tab`'s root that has the tab's name, if it has one.
    static func rootCommand(of tab: AppTab) -> DeclaredCommand? {
        tab.root.adapter.declaredCommands.first { $0.help.name == tab.rawValue }
    }

    /// The command `line` asks for with the commands of `screen` alone, the screen `tab` shows, or why it
    /// is none.
    static func parse(_ line: String, onlyOn screen: AdaptedScreen, of tab: AppTab) -> Result<Command, CommandError> {
        let (typed, argument) = split(line)
        let name = typed.lowercased()
        guard let intent = screen.intent(name, argument) else {
            return .failure(
                CommandError(
                    "the \(tab.rawValue) tab shows the \(screen.screen.name) screen, which has no '\(name)': "
                        + "go back to the \(tab.root.name) screen first"))
        }
        return intent.map(Command.intent)
    }

    /// The command `line` asks for on `screen`, or the message explaining why it is none.
    ///
    /// The screen's own commands come first, so that a screen with a back button sends its event for
    /// `back`. A command of another screen only is refused on this one, once its argument reads.
    static func parse(_ line: String, on screen: AdaptedScreen?) -> Result<Command, CommandError> {
        let (typed, argument) = split(line)
        // Names ignore case, and messages name the command as `help` spells it, whatever was typed.
        let name = typed.lowercased()
        guard !name.isEmpty else { return .failure(CommandError("empty line (type 'help' for the commands)")) }
        if let intent = screen?.intent(name, argument) { return intent.map(Command.intent) }
        if let command = everywhere.first(where: { $0.answers(to: name) }) { return command.perform(argument, ()) }
        let elsewhere = ScreenAdapters.all.flatMap { $0.declaredCommands }.filter { $0.help.name == name }
        guard let first = elsewhere.first else {
            return .failure(CommandError("unknown command '\(typed)' (type 'help' for the commands)"))
        }
        if let error = first.check(argument), elsewhere.allSatisfy({ $0.check(argument) != nil }) {
            return .failure(error)
        }
        let place = screen.map { "on the \($0.screen.name) screen" } ?? "here: no screen is shown"
        return .failure(CommandError("'\(name)' does nothing \(place)"))
    }

    /// `line` as its echo and the recording's note show it: with `***` for the argument of a command whose
    /// argument is secret (`password ***`), as typed otherwise. The command is looked up as `parse` looks it
    /// up, so that a secret typed on a screen without the field is hidden too.
    static func redactingSecrets(_ line: String, on screen: AdaptedScreen?) -> String {
        let (typed, argument) = split(line)
        let name = typed.lowercased()
        guard !argument.isEmpty else { return line }
        let shown = screen?.adapter.declaredCommands ?? []
        let others = ScreenAdapters.all.flatMap { $0.declaredCommands }
        let isSecret: Bool
        if let command = shown.first(where: { $0.help.name == name }) {
            isSecret = command.isSecret
        } else if let command = everywhere.first(where: { $0.answers(to: name) }) {
            isSecret = command.isSecret
        } else {
            isSecret = others.first { $0.help.name == name }?.isSecret ?? false
        }
        guard isSecret else { return line }
        return typed + " " + Secret<String>.redactedText
    }

    /// The first word of `line`, and the rest without whitespace at either end.
    private static func split(_ line: String) -> (name: String, argument: String) {
        let trimmed = line.trimmingWhitespace()
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return (trimmed, "") }
        return (String(trimmed[..<space]), String(trimmed[space...]).trimmingWhitespace())
    }
}

extension CommandArgument where Value == WaitDuration {
    /// `DURATION`: `500ms`, `2s`.
    static var duration: CommandArgument {
        CommandArgument(syntax: "DURATION") { text, _ in WaitDuration.parse(text) }
    }
}

extension CommandArgument where Value == BackendFailure {
    /// `KIND`: how the backend's next request goes wrong.
    static var failure: CommandArgument {
        choice(
            BackendFailure.allCases.map { ($0.rawValue, $0) }, syntax: "KIND",
            needs: "what goes wrong: " + BackendFailure.allCases.map(\.rawValue).joined(separator: ", "))
    }
}

/// How the backend's next request goes wrong, as the `fail` command names it.
enum BackendFailure: String, CaseIterable, Equatable {
    /// The connection drops: no answer.
    case network
    /// The server answers 500.
    case server
    /// The server answers 200 with a payload that makes no sense.
    case garbage
    /// No answer ever comes: the request waits until it times out or is cancelled.
    case hang
    /// The server answers 404, as for something that does not exist.
    case notFound = "404"

    /// The kinds, as `help` lists them: `network, server, garbage, hang or 404`.
    static var names: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
