/// Where the demo's output goes: whole lines, with the prompt of an interactive session kept at the
/// bottom, and control characters shown as escapes so that no input can take over the terminal.
///
/// Not thread-safe: the run loop calls it from one place at a time (the main queue in real time, or the
/// main thread on a virtual clock).
final class Console {
    static let prompt = "> "

    /// Whether a person types at a terminal: then there is a prompt, and no echo.
    let interactive: Bool
    private let write: (String) -> Void
    private let later: ((@escaping () -> Void) -> Void)?
    private var promptShown = false
    private var repromptScheduled = false

    /// A console that writes with `write`.
    /// - Parameter later: runs a closure once the work in progress is done; the prompt that output cut off
    ///   comes back then, after everything that work prints, rather than after each of its lines.
    init(interactive: Bool, later: ((@escaping () -> Void) -> Void)? = nil, write: @escaping (String) -> Void) {
        self.interactive = interactive
        self.later = later
        self.write = write
    }

    /// Prints `lines`; on a terminal, output that arrives while the prompt waits goes above a new prompt.
    func show(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        let text = lines.map { Console.printable($0) + "\n" }.joined()
        guard promptShown else { return write(text) }
        write("\n" + text)
        promptShown = false
        guard let later else { return showPrompt() }
        if repromptScheduled { return }
        repromptScheduled = true
        later { [weak self] in
            self?.repromptScheduled = false
            self?.showPrompt()
        }
    }

    /// Prints `error: message`.
    func error(_ message: String) {
        show(["error: \(message)"])
    }

    /// Shows the prompt on a terminal; elsewhere, nothing.
    func showPrompt() {
        guard interactive, !promptShown else { return }
        write(Console.prompt)
        promptShown = true
    }

    /// Records that the user ended a line; off a terminal, prints it as typed, so that the output reads
    /// as the session would on a screen.
    func lineEntered(_ line: String) {
        if interactive {
            promptShown = false
        } else {
            // Trailing spaces would be invisible in the output, and trimmed by editors from saved copies.
            show([(Console.prompt + line).trimmingTrailingWhitespace()])
        }
    }

    /// Leaves the prompt's line after Ctrl-D, so that what comes next starts on a line of its own.
    func inputEnded() {
        if promptShown { write("\n") }
        promptShown = false
    }

    /// `text` with every control character and line separator written as an escape.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
