import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class HelpTests: XCTestCase {
    /// The lines of `help` under the heading `title`, up to the next heading.
    private func section(_ title: String, of lines: [String]) -> [String]? {
        guard let start = lines.firstIndex(of: title) else { return nil }
        return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
    }

    /// The entries of a section, each a command's lines from its syntax to its example, and the lines left
    /// after the last entry: the screen's legend.
    private func entries(of section: [String]) -> (commands: [[String]], legend: [String]) {
        var commands: [[String]] = []
        var lines: [String] = []
        for line in section {
            lines.append(line)
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("e.g. ") {
                commands.append(lines)
                lines = []
            }
        }
        return (commands, lines)
    }

    private func words(_ text: String) -> [Substring] {
        text.split(separator: " ")
    }

    func testListsEveryCommandEachScreenDeclaresUnderThatScreen() {
        let help = Help.lines()
        for adapter in ScreenAdapters.all {
            guard let section = section("On the \(adapter.name) screen:", of: help) else {
                XCTFail("help does not name the \(adapter.name) screen")
                continue
            }
            let commands = adapter.declaredCommands.map(\.help)
            let (entries, legend) = entries(of: section)
            XCTAssertEqual(entries.count, commands.count, adapter.name)
            XCTAssertEqual(legend, adapter.legend.map { "  " + $0 }, adapter.name)
            for (entry, command) in zip(entries, commands) {
                XCTAssertTrue(entry[0].hasPrefix("  \(command.syntax) "), entry[0])
                // The summary, over as many lines as it needs, then the example on a line of its own.
                XCTAssertEqual(
                    words(entry.dropLast().joined(separator: " ")), words(command.syntax + " " + command.summary))
                XCTAssertEqual(
                    entry.last?.trimmingCharacters(in: .whitespaces), "e.g. \(command.example)", adapter.name)
            }
        }
    }

    func testEveryLineOfHelpAndUsageFitsInAHundredColumns() {
        var lines = Options.usage
        for shown in ScreenAdapters.all { lines += Help.lines(shown: shown) }
        for line in lines {
            XCTAssertLessThanOrEqual(line.count, 100, line)
        }
        // The examples line up under the summaries, after the widest command.
        let examples = Set(
            lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("e.g. ") }.map {
                $0.prefix { $0 == " " }.count
            })
        XCTAssertEqual(examples.count, 1, "\(examples)")
    }

    func testNamesEveryScreenOnceAndTheCommandsOfEveryScreenFirst() {
        let headings = Help.lines().filter { !$0.hasPrefix("  ") }.dropFirst()
        XCTAssertEqual(
            Array(headings), ["On every screen:"] + ScreenAdapters.all.map { "On the \($0.name) screen:" })
        let everywhere = entries(of: section("On every screen:", of: Help.lines()) ?? []).commands
        XCTAssertEqual(everywhere.count, Command.everywhere.count)
        for (entry, command) in zip(everywhere, Command.everywhere) {
            XCTAssertTrue(entry[0].hasPrefix("  \(command.help.syntax) "), entry[0])
        }
        XCTAssertTrue(everywhere.contains { $0[0].hasPrefix("  gallery ") }, "a command for each tab")
    }

    func testOnAScreenListsThatScreensCommandsFirstAndStillEveryOtherScreen() {
        let help = Help.lines(shown: VenuesScreen.self)
        XCTAssertEqual(help[0], "Commands (log in as demo@example.com with password password1):")
        XCTAssertEqual(help[1], "On the venues screen, shown now:")
        XCTAssertTrue(help[2].hasPrefix("  retry "), help[2])
        XCTAssertEqual(help[3].trimmingCharacters(in: .whitespaces), "e.g. retry")
        XCTAssertTrue(help[4].hasPrefix("  open N "), help[4])
        XCTAssertEqual(help[5].trimmingCharacters(in: .whitespaces), "e.g. open 1")
        XCTAssertEqual(help[6], "On every screen:")
        XCTAssertFalse(help.contains("On the venues screen:"))
        for adapter in ScreenAdapters.all where adapter.name != "venues" {
            XCTAssertTrue(help.contains("On the \(adapter.name) screen:"), adapter.name)
        }
        XCTAssertEqual(help.count, Help.lines().count, "the same lines, in another order")
    }

    func testTheGalleryExplainsEachMarkOfItsCellsAfterItsCommands() {
        let section = section("On the gallery screen:", of: Help.lines()) ?? []
        XCTAssertEqual(section.suffix(GalleryScreen.legend.count), GalleryScreen.legend.map { "  " + $0 })
        let legend = GalleryScreen.legend.joined(separator: " ")
        let image = GalleryImage(id: 3, title: "Image 3")
        let phases: [ImagePhase] = [
            .placeholder, .queued, .downloading, .shown(bytes: 4595, fromCache: false),
            .shown(bytes: 4595, fromCache: true), .failed(.retryable(.network)), .failed(.gone),
        ]
        for phase in phases {
            let cell = GalleryScreen.cell(image, phase)
            XCTAssertTrue(legend.contains(cell + " ") || legend.contains(cell + ":"), cell)
        }
        XCTAssertTrue(FeedScreen.legend.isEmpty, "a screen whose lines say what they are needs none")
    }

    func testUsageNamesEveryScreenAndEndsWithEveryCommand() {
        let start = Options.usage.firstIndex { $0.hasPrefix("Runs the app's screens in the terminal: ") } ?? 0
        let end = Options.usage[start...].firstIndex { $0.hasSuffix(".") } ?? start
        XCTAssertEqual(
            Options.usage[start...end].joined(separator: " "),
            "Runs the app's screens in the terminal: "
                + AppScreen.features.map { $0.name }.joined(separator: ", ") + ".")
        XCTAssertEqual(Array(Options.usage.suffix(Help.lines().count)), Help.lines())
    }
}
