import Presenters
import ShowcaseApp

/// The commands as `help` lists them: syntax, what each does, an example.
enum CommandList {
    struct Entry {
        let syntax: String
        let summary: String
        let example: String
    }

    static let entries: [Entry] = [
        Entry(syntax: "email TEXT", summary: "type into the email field", example: "email \(account.email)"),
        Entry(
            syntax: "password TEXT", summary: "type into the password field", example: "password \(account.password)"),
        Entry(syntax: "age TEXT", summary: "type into the age field (registration)", example: "age 30"),
        Entry(syntax: "login", summary: "tap log in", example: "login"),
        Entry(syntax: "register", summary: "open the registration form, or tap register on it", example: "register"),
        Entry(syntax: "dismiss", summary: "dismiss the error message of a form", example: "dismiss"),
        Entry(syntax: "refresh", summary: "pull the feed to refresh it", example: "refresh"),
        Entry(syntax: "more", summary: "scroll to the end of the feed to load older posts", example: "more"),
        Entry(syntax: "open N", summary: "open the N-th post of the feed, or the N-th venue", example: "open 3"),
        Entry(syntax: "back", summary: "go back to the screen below", example: "back"),
        Entry(syntax: "retry", summary: "retry the load that failed", example: "retry"),
        Entry(syntax: "vote", summary: "vote for the post shown, or take the vote back", example: "vote"),
        Entry(syntax: "logout", summary: "log out, from the feed: back to the login", example: "logout"),
        Entry(syntax: "scroll N", summary: "scroll the post by N points (negative: pull down)", example: "scroll 80"),
        Entry(syntax: "share", summary: "share the post's live chat: the message shared", example: "share"),
        Entry(
            syntax: "link URL",
            summary: "open a link to post/ID, collection/ID or user/ID",
            example: "link producthunt://post/98"),
        Entry(
            syntax: "fail KIND", summary: "make the next request fail: network, server, garbage, hang or 404",
            example: "fail network"),
        Entry(syntax: "collection ID", summary: "open a collection from the feed", example: "collection 3"),
        Entry(syntax: "user ID", summary: "open a user's posts from the feed", example: "user 2"),
        Entry(syntax: "comment TEXT", summary: "type a comment under the post", example: "comment Nice work"),
        Entry(syntax: "send", summary: "send the comment typed", example: "send"),
        Entry(syntax: "edit N TEXT", summary: "change the text of your N-th comment", example: "edit 1 Nicer work"),
        Entry(syntax: "feed", summary: "show the feed's tab, as it was left (once logged in)", example: "feed"),
        Entry(syntax: "venues", summary: "show the venues around you: a tab, as it was left", example: "venues"),
        Entry(
            syntax: "location allow|deny", summary: "let the app know where you are, or not",
            example: "location deny"),
        Entry(syntax: "gallery", summary: "show the gallery of images: a tab, as it was left", example: "gallery"),
        Entry(
            syntax: "show A-B", summary: "the gallery's items A to B (from 0) are about to appear", example: "show 0-7"),
        Entry(syntax: "hide A-B", summary: "the gallery's items A to B went out of view", example: "hide 0-3"),
        Entry(syntax: "retry N", summary: "retry the image at position N of the gallery", example: "retry 5"),
        Entry(
            syntax: "requests",
            summary: "list the backend's requests since the last time: started, finished, cancelled",
            example: "requests"),
        Entry(syntax: "state", summary: "show the current screen again", example: "state"),
        Entry(syntax: "screens", summary: "list the tabs and their stacks, the one shown marked *", example: "screens"),
        Entry(syntax: "wait DURATION", summary: "let time pass", example: "wait 500ms"),
        Entry(syntax: "help", summary: "show this list", example: "help"),
        Entry(syntax: "quit", summary: "leave the demo", example: "quit"),
    ]

    /// The account the backend knows from the start.
    static var account: Credentials { InMemoryBackend.demoAccount }

    /// The full list, one command a line, with the demo account.
    static var help: [String] {
        let width = entries.map(\.syntax.count).max() ?? 0
        let summaryWidth = entries.map(\.summary.count).max() ?? 0
        return ["Commands (log in as \(account.email) with password \(account.password)):"]
            + entries.map { entry in
                "  " + entry.syntax.padded(to: width) + "  " + entry.summary.padded(to: summaryWidth) + "  e.g. "
                    + entry.example
            }
    }

    /// What an interactive session shows when it starts.
    static var shortHelp: [String] {
        [
            "Reactive demo: type a command and press return; 'help' lists them all, 'quit' leaves.",
            "Log in as \(account.email) with password \(account.password), or 'register' a new account.",
        ]
    }

    /// The example of the command named `name`, as error messages show it.
    static func example(of name: String) -> String {
        entries.first { $0.syntax.hasPrefix(name + " ") || $0.syntax == name }?.example ?? name
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
