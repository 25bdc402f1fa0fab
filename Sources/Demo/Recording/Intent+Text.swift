extension Intent {
    /// The intent as the demo writes it in its recording's `send` notes: the screen or part of the app it goes to, then what, as in
    /// `login emailChanged "demo@example.com"`, `feed select 42` or `backend fail network`.
    var text: String {
        switch self {
        case .event(let screen, let event): return screen + " " + event
        case .back: return "navigator back"
        case .fail(let failure): return "backend fail \(failure.rawValue)"
        case .link(let link): return "navigator " + EventText.typed("link", link)
        }
    }

    /// The intent written as `text`, or `nil` if `text` is not what `text` writes.
    init?(text: Substring) {
        switch EventText.split(text) {
        case ("navigator", "back"): self = .back
        case ("navigator", let argument?) where EventText.split(argument).name == "link":
            guard let quoted = EventText.split(argument).argument, let link = Quoting.unquote(quoted) else {
                return nil
            }
            self = .link(link)
        case ("backend", let argument?):
            let failure = EventText.split(argument)
            guard failure.name == "fail", let kind = failure.argument.flatMap({ BackendFailure(rawValue: String($0)) })
            else { return nil }
            self = .fail(kind)
        case (let screen, let event?):
            guard let adapter = ScreenAdapters.named(screen), adapter.writesEvent(event) else { return nil }
            self = .event(screen: String(screen), event: String(event))
        default: return nil
        }
    }
}
