import Foundation

/// What the command line asks for.
struct Options: Equatable {
    /// Run on a virtual clock that moves only with `wait`.
    var virtual = false
    /// Where to write the session's recording.
    var recordPath: String?
    /// The recording to replay instead of reading standard input.
    var replayPath: String?
    /// Print the usage and stop.
    var help = false
    /// Where the gallery keeps its images, instead of the user's caches folder.
    var imageCachePath: String?
    /// The file that keeps the session from one run to the next; in memory if `nil`.
    var credentialsPath: String?
    /// The server to run the app against, over HTTP, instead of the simulator.
    var apiURL: URL?

    /// The options in `arguments` (without the program's name), or why they are not valid.
    static func parse(_ arguments: [String]) -> Result<Options, CommandError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                options.help = true
            case "--virtual":
                options.virtual = true
            case "--api":
                guard let text = remaining.popFirst(), let url = URL(string: text),
                    url.scheme == "http" || url.scheme == "https", url.host != nil
                else {
                    return .failure(
                        CommandError("option '--api' needs the server's base URL, such as http://127.0.0.1:8080/v1"))
                }
                options.apiURL = url
            case "--image-cache":
                guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
                    return .failure(CommandError("option '\(argument)' needs a directory"))
                }
                options.imageCachePath = path
            case "--record", "--replay", "--credentials":
                guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
                    return .failure(CommandError("option '\(argument)' needs a file name"))
                }
                if argument == "--record" { options.recordPath = path }
                if argument == "--replay" { options.replayPath = path }
                if argument == "--credentials" { options.credentialsPath = path }
            default:
                return .failure(CommandError("unknown option '\(argument)'"))
            }
        }
        if options.apiURL != nil, options.virtual || options.replayPath != nil {
            return .failure(
                CommandError(
                    "'--api' runs the app in real time against a server: it cannot be used with "
                        + (options.virtual ? "'--virtual'" : "'--replay'")))
        }
        return .success(options)
    }

    /// The gallery's images by default: `reactive-demo/images` in the user's caches folder
    /// (`~/.cache` on Linux, `~/Library/Caches` on macOS), or none when there is no such folder.
    static var defaultImageCache: URL? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("reactive-demo").appendingPathComponent("images")
    }

    /// What `--help` prints: the options, then every command of every screen.
    static var usage: [String] {
        let screens = ScreenAdapters.all.map { $0.name }.joined(separator: ", ")
        let synopsis = [
            "Usage: Demo [--virtual] [--record FILE] [--replay FILE] [--image-cache DIR] [--credentials FILE]",
            "            [--api URL] [--help]",
            "",
        ]
        return synopsis + "Runs the app's screens in the terminal: \(screens).".wrapped(to: Help.width) + [
            "It reads commands from standard input, one a line, and prints each change of the screen",
            "shown and each navigation ('-> feed').",
            "",
            "  --virtual       run on a virtual clock that moves only with 'wait':",
            "                  the output is the same on every run",
            "  --record FILE   write a recording of the session to FILE: each line typed, and every",
            "                  event, state and route of the screens and answer of the backend",
            "                  (a file readable by its owner only)",
            "  --replay FILE   run a recorded session again on a virtual clock, with the recorded",
            "                  answers, and check that every event, state and route comes out the same",
            "  --image-cache DIR",
            "                  keep the gallery's images in DIR rather than in the user's caches",
            "                  folder (~/.cache/reactive-demo/images on Linux)",
            "  --credentials FILE",
            "                  keep the session in FILE, so that the next run starts at the feed (a",
            "                  corrupt file is reported, and the run starts logged out), and where",
            "                  the user was in FILE.navigation, so that it starts there, both files",
            "                  readable by their owner only; without it, the session is kept in memory",
            "  --api URL       run the app against the server at URL over HTTP, in real time, rather than",
            "                  the simulator: the requests of HTTPEndpoint's mapping under URL, such as",
            "                  POST URL/session (not with --virtual or --replay); the session's token is",
            "                  sent over https, or over plain http to this machine only",
            "  --help          print this help",
            "",
        ] + Help.lines()
    }
}
