import ShowcaseApp

/// One line of input, understood: what the user asked the demo to do.
///
/// Parsing knows only the syntax; whether a command makes sense on the screen shown is decided when it
/// is performed.
enum Command: Equatable {
    case email(String)
    case password(String)
    case age(String)
    case login
    case register
    case dismiss
    case refresh
    case more
    /// The post at this position in the list shown, counted from 1.
    case open(Int)
    case back
    case retry
    /// Votes for the post shown, or takes the vote back.
    case vote
    /// Logs out, from the feed.
    case logout
    /// Opens a link to a screen of the app, as the system hands it over.
    case link(String)
    /// Scrolls the content by this many points: up if positive, pulled down if negative.
    case scroll(Int)
    /// Taps the share button.
    case share
    /// Makes the backend's next request fail.
    case fail(BackendFailure)
    case comment(String)
    case send
    case edit(Int, String)
    case collection(Int)
    case user(Int)
    case state
    case wait(WaitDuration)
    case help
    case quit
    /// Taps a tab of the app's tab bar, which shows its stack as it was left.
    case tab(AppTab)
    /// Grants or refuses the app the device's location.
    case location(InMemoryLocationService.Permission)
    /// The items at these positions of the list shown are about to appear.
    case show(ClosedRange<Int>)
    /// The items at these positions of the list shown went out of view.
    case hide(ClosedRange<Int>)
    /// Taps the retry button of the item at this position of the list shown, from 0.
    case retryItem(Int)
    /// Prints what the backend did with the requests since the last time.
    case requests
    /// Prints the tabs and their stacks, and the modal.
    case screens

    /// The word that starts the command.
    var name: String {
        switch self {
        case .email: return "email"
        case .password: return "password"
        case .age: return "age"
        case .login: return "login"
        case .register: return "register"
        case .dismiss: return "dismiss"
        case .refresh: return "refresh"
        case .more: return "more"
        case .open: return "open"
        case .back: return "back"
        case .retry: return "retry"
        case .vote: return "vote"
        case .logout: return "logout"
        case .link: return "link"
        case .scroll: return "scroll"
        case .share: return "share"
        case .fail: return "fail"
        case .comment: return "comment"
        case .send: return "send"
        case .edit: return "edit"
        case .collection: return "collection"
        case .user: return "user"
        case .state: return "state"
        case .wait: return "wait"
        case .help: return "help"
        case .quit: return "quit"
        case .tab(let tab): return tab.rawValue
        case .location: return "location"
        case .show: return "show"
        case .hide: return "hide"
        case .retryItem: return "retry"
        case .requests: return "requests"
        case .screens: return "screens"
        }
    }

    /// The command `line` asks for, or the message explaining why it is not one.
    static func parse(_ line: String) -> Result<Command, CommandError> {
        let trimmed = line.trimmingWhitespace()
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else {
            return parse(name: trimmed, argument: "")
        }
        return parse(
            name: String(trimmed[..<space]), argument: String(trimmed[space...]).trimmingWhitespace())
    }

    private static func parse(name typed: String, argument: String) -> Result<Command, CommandError> {
        // Names ignore case, and messages name the command as `help` spells it, whatever was typed.
        let name = typed.lowercased()
        switch name {
        case "email": return text(argument, name, Command.email)
        case "password": return text(argument, name, Command.password)
        case "age": return text(argument, name, Command.age)
        case "login": return bare(argument, name, .login)
        case "register": return bare(argument, name, .register)
        case "dismiss": return bare(argument, name, .dismiss)
        case "refresh": return bare(argument, name, .refresh)
        case "more": return bare(argument, name, .more)
        case "back": return bare(argument, name, .back)
        case "retry" where !argument.isEmpty: return retryItem(argument)
        case "show", "hide": return positions(argument, name)
        case "requests": return bare(argument, name, .requests)
        case "screens": return bare(argument, name, .screens)
        case "retry": return bare(argument, name, .retry)
        case "vote": return bare(argument, name, .vote)
        case "logout": return bare(argument, name, .logout)
        case "link": return text(argument, name, Command.link)
        case "share": return bare(argument, name, .share)
        case "scroll": return scroll(argument)
        case "state": return bare(argument, name, .state)
        case "help": return bare(argument, name, .help)
        case "quit", "exit": return bare(argument, name, .quit)
        case "open": return open(argument)
        case "wait": return wait(argument)
        case "fail": return fail(argument)
        case "comment": return text(argument, name, Command.comment)
        case "send": return bare(argument, name, .send)
        case "edit": return edit(argument)
        case "collection": return id(argument, "collection", Command.collection)
        case "user": return id(argument, "user", Command.user)
        case "location": return location(argument)
        case _ where AppTab(rawValue: name) != nil: return bare(argument, name, .tab(AppTab(rawValue: name) ?? .venues))
        case "": return .failure(CommandError("empty line (type 'help' for the commands)"))
        default: return .failure(CommandError("unknown command '\(typed)' (type 'help' for the commands)"))
        }
    }

    /// A command that takes the rest of the line as the text typed, spaces included.
    private static func text(_ argument: String, _ name: String, _ make: (String) -> Command) -> Result<
        Command, CommandError
    > {
        argument.isEmpty
            ? .failure(CommandError("'\(name)' needs the text to type, as in: \(CommandList.example(of: name))"))
            : .success(make(argument))
    }

    private static func bare(_ argument: String, _ name: String, _ command: Command) -> Result<Command, CommandError> {
        argument.isEmpty
            ? .success(command) : .failure(CommandError("'\(name)' takes no argument, but got '\(argument)'"))
    }

    private static func open(_ argument: String) -> Result<Command, CommandError> {
        let words = argument.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else {
            let problem = words.isEmpty ? "needs" : "takes one argument:"
            return .failure(CommandError("'open' \(problem) the number of a post in the list, as in: open 3"))
        }
        guard let number = Int(words[0]), number > 0 else {
            return .failure(CommandError("'open' needs a post number from 1, as in: open 3; got '\(words[0])'"))
        }
        return .success(.open(number))
    }

    /// The largest scroll, either way, in points.
    static let longestScroll = 100_000

    private static func scroll(_ argument: String) -> Result<Command, CommandError> {
        let example = "as in: scroll 80, or scroll -40 to pull down"
        let words = argument.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else {
            return .failure(
                CommandError(
                    "'scroll' \(words.isEmpty ? "needs" : "takes one argument:") a number of points, \(example)"))
        }
        guard let points = Int(words[0]), abs(points) <= longestScroll else {
            return .failure(
                CommandError(
                    "'scroll' needs a whole number of points from -\(longestScroll) to \(longestScroll), \(example); got '\(words[0])'"
                ))
        }
        return .success(.scroll(points))
    }

    /// `edit N TEXT`: the number of a comment, then the new text, spaces included.
    private static func edit(_ argument: String) -> Result<Command, CommandError> {
        let (word, rest) = EventText.split(argument[...])
        guard let number = Int(word), number > 0 else {
            let got = argument.isEmpty ? "" : "; got '\(word)'"
            return .failure(
                CommandError("'edit' needs a comment number from 1, then the text, as in: edit 1 Nice\(got)"))
        }
        guard let text = rest, !String(text).trimmingWhitespace().isEmpty else {
            return .failure(CommandError("'edit' needs the new text after the number, as in: edit 1 Nice"))
        }
        return .success(.edit(number, String(text)))
    }

    /// `collection ID`, `user ID`: one id from 1.
    private static func id(_ argument: String, _ name: String, _ make: (Int) -> Command) -> Result<
        Command, CommandError
    > {
        let words = argument.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let id = Int(words[0]), id > 0 else {
            let got = argument.isEmpty ? "" : "; got '\(argument)'"
            return .failure(CommandError("'\(name)' needs the id of a \(name) from 1, as in: \(name) 2\(got)"))
        }
        return .success(make(id))
    }

    private static func wait(_ argument: String) -> Result<Command, CommandError> {
        switch WaitDuration.parse(argument) {
        case .success(let duration): return .success(.wait(duration))
        case .failure(let error): return .failure(error)
        }
    }

    private static func fail(_ argument: String) -> Result<Command, CommandError> {
        guard let failure = BackendFailure(rawValue: argument.lowercased()) else {
            let kinds = BackendFailure.allCases.map(\.rawValue).joined(separator: ", ")
            let got = argument.isEmpty ? "" : "; got '\(argument)'"
            return .failure(CommandError("'fail' needs what goes wrong: \(kinds), as in: fail network\(got)"))
        }
        return .success(.fail(failure))
    }
}

extension Command {
    /// `show 0-7`, `hide 3`: positions from 0.
    fileprivate static func positions(_ argument: String, _ name: String) -> Result<Command, CommandError> {
        guard let positions = PositionRange.parse(argument[...]) else {
            let got = argument.isEmpty ? "" : "; got '\(argument)'"
            return .failure(
                CommandError("'\(name)' needs positions from 0, one or a range, as in: \(name) 0-7\(got)"))
        }
        return .success(name == "show" ? .show(positions) : .hide(positions))
    }

    /// `retry 5`: the item at position 5, from 0.
    fileprivate static func retryItem(_ argument: String) -> Result<Command, CommandError> {
        guard argument.allSatisfy({ $0.isASCII && $0.isNumber }), argument.count <= 9, let position = Int(argument)
        else {
            return .failure(
                CommandError(
                    "'retry' takes nothing, or the position of an item from 0, as in: retry 5; got '\(argument)'"))
        }
        return .success(.retryItem(position))
    }

    /// `location allow` or `location deny`.
    fileprivate static func location(_ argument: String) -> Result<Command, CommandError> {
        switch argument.lowercased() {
        case "allow": return .success(.location(.allowed))
        case "deny": return .success(.location(.denied))
        default:
            let got = argument.isEmpty ? "" : "; got '\(argument)'"
            return .failure(CommandError("'location' needs allow or deny, as in: location deny\(got)"))
        }
    }
}

/// Why a line is not a command, as the demo prints it after `error: `.
struct CommandError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
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
}

extension String {
    /// The string without whitespace at either end.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The string without whitespace at its end.
    func trimmingTrailingWhitespace() -> String {
        guard let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...last])
    }
}
