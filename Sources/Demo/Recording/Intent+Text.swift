import ShowcaseApp

extension Intent {
    /// The intent as the demo writes it in its recording's `send` notes: the screen or part of the app it goes to, then what, as in
    /// `login emailChanged "demo@example.com"`, `feed select 42` or `backend fail network`.
    var text: String {
        switch self {
        case .event(let event): return event.screen + " " + event.text
        case .back: return "navigator back"
        case .fail(let failure): return "backend fail \(failure.rawValue)"
        case .tab(let tab): return "tabs \(tab.rawValue)"
        case .location(let permission): return "device location \(permission.rawValue)"
        case .link(let link): return "navigator " + EventText.typed("link", link)
        }
    }

    /// The intent written as `text`, or `nil` if `text` is not what `text` writes.
    init?(text: Substring) {
        switch EventText.split(text) {
        case ("navigator", "back"): self = .back
        case ("tabs", let name?):
            guard let tab = AppTab(rawValue: String(name)) else { return nil }
            self = .tab(tab)
        case ("device", let argument?):
            let words = EventText.split(argument)
            guard words.name == "location",
                let permission = words.argument.flatMap({ InMemoryLocationService.Permission(rawValue: String($0)) })
            else { return nil }
            self = .location(permission)
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
            guard let event = ScreenAdapters.named(screen)?.screenEvent(from: event) else { return nil }
            self = .event(event)
        default: return nil
        }
    }
}
