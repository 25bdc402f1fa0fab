import Presenters

/// What a command reads after its name, and how `help` writes it: nothing, `TEXT`, `N`, ...
///
/// Each reader's errors name the command and say what it needs, with the command's example.
struct CommandArgument<Value> {
    /// How `help` writes the argument after the command's name; empty for a command that takes none.
    let syntax: String
    /// Whether the argument is secret: the echo of the line and its note in a recording show `***` for it.
    var isSecret = false
    /// The value that `text`, the rest of the line without whitespace at either end, writes for `command`,
    /// or why it writes none.
    let read: (_ text: String, _ command: CommandHelp) -> Result<Value, CommandError>

    /// `; got 'text'` after an error's message, or nothing when nothing was typed.
    static func got(_ text: String) -> String {
        text.isEmpty ? "" : "; got '\(text)'"
    }

    /// One of `choices`, named in any case: `needs` says which, as in `allow or deny`.
    static func choice(_ choices: [(String, Value)], syntax: String, needs: String) -> CommandArgument {
        CommandArgument(syntax: syntax) { text, command in
            guard let value = choices.first(where: { $0.0 == text.lowercased() })?.1 else {
                return .failure(CommandError("'\(command.name)' needs \(needs), as in: \(command.example)\(got(text))"))
            }
            return .success(value)
        }
    }
}

extension CommandArgument where Value == Void {
    /// Nothing: the command is the name alone.
    static var none: CommandArgument {
        CommandArgument(syntax: "") { text, command in
            text.isEmpty
                ? .success(()) : .failure(CommandError("'\(command.name)' takes no argument, but got '\(text)'"))
        }
    }
}

extension CommandArgument where Value == String {
    /// The rest of the line, spaces included, as typed into a field: `TEXT`, or what `syntax` calls it.
    static func text(syntax: String = "TEXT") -> CommandArgument {
        CommandArgument(syntax: syntax) { text, command in
            text.isEmpty
                ? .failure(CommandError("'\(command.name)' needs the text to type, as in: \(command.example)"))
                : .success(text)
        }
    }

    /// The rest of the line, spaces included: `TEXT`.
    static var text: CommandArgument { text() }
}

extension CommandArgument where Value == Secret<String> {
    /// The rest of the line, spaces included, as typed into a field whose text is secret (a password):
    /// `TEXT`, shown `***` in the echo and the recording.
    static var secretText: CommandArgument {
        let text = CommandArgument<String>.text
        return CommandArgument(syntax: text.syntax, isSecret: true) { typed, command in
            text.read(typed, command).map { Secret($0) }
        }
    }
}

extension CommandArgument where Value == Int {
    /// `N`: the number of a `thing` in the list shown, from 1, as the list numbers its rows.
    static func number(of thing: String) -> CommandArgument {
        CommandArgument(syntax: "N") { text, command in
            let words = text.split(whereSeparator: \.isWhitespace)
            guard words.count == 1 else {
                let problem = words.isEmpty ? "needs" : "takes one argument:"
                return .failure(
                    CommandError(
                        "'\(command.name)' \(problem) the number of a \(thing) in the list, as in: \(command.example)"))
            }
            guard let number = Int(words[0]), number > 0 else {
                return .failure(
                    CommandError(
                        "'\(command.name)' needs a \(thing) number from 1, as in: \(command.example); got '\(words[0])'"
                    ))
            }
            return .success(number)
        }
    }

    /// `ID`: the id of a `thing`, from 1.
    static func id(of thing: String) -> CommandArgument {
        CommandArgument(syntax: "ID") { text, command in
            guard let id = Int(text), id > 0 else {
                return .failure(
                    CommandError(
                        "'\(command.name)' needs the id of a \(thing) from 1, as in: \(command.example)\(got(text))"))
            }
            return .success(id)
        }
    }
}

extension CommandArgument where Value == ClosedRange<Int> {
    /// `A-B` or `A`: positions of a list from 0, as `PositionRange` reads them.
    static var positions: CommandArgument {
        CommandArgument(syntax: "A-B") { text, command in
            guard let positions = PositionRange.parse(text[...]) else {
                return .failure(
                    CommandError(
                        "'\(command.name)' needs positions from 0, one or a range, as in: \(command.example)\(got(text))"
                    ))
            }
            return .success(positions)
        }
    }
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

/// The `number`-th of `items`, counted from 1 as the list numbers its rows, or the error that says which
/// numbers the list shows: `there is no post 21: the posts shown are 1 to 20`.
func numbered<Items: RandomAccessCollection>(_ number: Int, of items: Items, called thing: String)
    -> Result<Items.Element, CommandError> where Items.Index == Int
{
    guard number <= items.count else {
        let shown = items.isEmpty ? "no \(thing) is shown" : "the \(thing)s shown are 1 to \(items.count)"
        return .failure(CommandError("there is no \(thing) \(number): \(shown)"))
    }
    return .success(items[items.startIndex + number - 1])
}
