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

    /// The commands, one a line with what it does and an example, under the screen they are for: those
    /// of `shown`, the screen shown, first, if any; then those of every screen; then each other screen's,
    /// in the order the app lists its screens. A screen's legend follows its commands.
    static func lines(shown: (any ScreenAdapter.Type)? = nil) -> [String] {
        var sections: [Section] = []
        if let shown { sections.append(Section(shown, title: "On the \(shown.name) screen, shown now:")) }
        sections.append(Section("On every screen:", Command.everywhere.map(\.help)))
        for adapter in ScreenAdapters.all where adapter.name != shown?.name {
            sections.append(Section(adapter, title: "On the \(adapter.name) screen:"))
        }
        let commands = sections.flatMap(\.commands)
        let width = commands.map(\.syntax.count).max() ?? 0
        let summaryWidth = commands.map(\.summary.count).max() ?? 0
        var lines = ["Commands (log in as \(account.email) with password \(account.password)):"]
        for section in sections {
            lines.append(section.title)
            for command in section.commands {
                let columns = [command.syntax.padded(to: width), command.summary.padded(to: summaryWidth)]
                lines.append("  " + columns.joined(separator: "  ") + "  e.g. " + command.example)
            }
            lines += section.legend.map { "  " + $0 }
        }
        return lines
    }

    /// What an interactive session shows when it starts.
    static var short: [String] {
        [
            "Reactive demo: type a command and press return; 'help' lists them all, 'quit' leaves.",
            "Log in as \(account.email) with password \(account.password), or 'register' a new account.",
        ]
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
