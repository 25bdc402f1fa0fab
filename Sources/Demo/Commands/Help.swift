import Presenters
import ShowcaseApp

/// What `help` and `--help` print: every command of every screen, and those of every screen, from their
/// declarations, so that the list cannot drift from what the demo reads.
enum Help {
    /// A heading, and the commands under it, one a line, with what a screen's lines need explained.
    private struct Section {
        let title: String
        let commands: [CommandHelp]
        var legend: [String] = []

        init(_ title: String, _ commands: [CommandHelp], legend: [String] = []) {
            self.title = title
            self.commands = commands
            self.legend = legend
        }

        init(_ adapter: any ScreenAdapter.Type, title: String) {
            self.init(title, adapter.declaredCommands.map(\.help), legend: adapter.legend)
        }
    }

    /// The account the backend knows from the start.
    static var account: Credentials { InMemoryBackend.demoAccount }

    /// The widest line `help` and `--help` print, so that they read in a terminal of 100 columns.
    static let width = 100

    /// The commands under the screen they are for, each with what it does and, on a line of its own, an
    /// example: those of `shown`, the screen shown, first, if any; then those of every screen; then each
    /// other screen's, in the order the app lists its screens. A screen's legend follows its commands.
    ///
    /// ```
    /// On every screen:
    ///   back                   go back: the screen on top off, or the modal dismissed
    ///                          e.g. back
    /// ```
    ///
    /// No line is wider than `width`: a long summary goes on over the next lines, under itself.
    static func lines(shown: (any ScreenAdapter.Type)? = nil) -> [String] {
        var sections: [Section] = []
        if let shown { sections.append(Section(shown, title: "On the \(shown.name) screen, shown now:")) }
        sections.append(Section("On every screen:", Command.everywhere.map(\.help)))
        for adapter in ScreenAdapters.all where adapter.name != shown?.name {
            sections.append(Section(adapter, title: "On the \(adapter.name) screen:"))
        }
        let commands = sections.flatMap(\.commands)
        let syntaxWidth = commands.map(\.syntax.count).max() ?? 0
        let margin = String(repeating: " ", count: 2 + syntaxWidth + 2)
        var lines = ["Commands (log in as \(account.email) with password \(account.password.value)):"]
        for section in sections {
            lines.append(section.title)
            for command in section.commands {
                let summary = command.summary.wrapped(to: width - margin.count)
                lines.append("  " + command.syntax.padded(to: syntaxWidth) + "  " + summary[0])
                lines += summary.dropFirst().map { margin + $0 }
                lines.append(margin + "e.g. " + command.example)
            }
            lines += section.legend.map { "  " + $0 }
        }
        return lines
    }

    /// What an interactive session shows when it starts.
    static var short: [String] {
        [
            "Reactive demo: type a command and press return; 'help' lists them all, 'quit' leaves.",
            "Log in as \(account.email) with password \(account.password.value), or 'register' a new account.",
        ]
    }
}

extension String {
    /// The string in lines of at most `width` characters, broken between words; a word longer than `width`
    /// has a line of its own.
    func wrapped(to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }

    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
