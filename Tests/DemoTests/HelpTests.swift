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

    func testListsEveryCommandEachScreenDeclaresUnderThatScreen() {
        let help = Help.lines()
        for adapter in ScreenAdapters.all {
            guard let section = section("On the \(adapter.name) screen:", of: help) else {
                XCTFail("help does not name the \(adapter.name) screen")
                continue
            }
            let commands = adapter.declaredCommands.map(\.help)
            XCTAssertEqual(section.count, commands.count + adapter.legend.count, adapter.name)
            for (line, command) in zip(section, commands) {
                XCTAssertTrue(line.hasPrefix("  \(command.syntax) "), line)
                XCTAssertTrue(line.contains("  \(command.summary)"), line)
                XCTAssertTrue(line.hasSuffix("  e.g. \(command.example)"), line)
            }
        }
    }

    func testNamesEveryScreenOnceAndTheCommandsOfEveryScreenFirst() {
        let headings = Help.lines().filter { !$0.hasPrefix("  ") }.dropFirst()
        XCTAssertEqual(
            Array(headings), ["On every screen:"] + ScreenAdapters.all.map { "On the \($0.name) screen:" })
        let everywhere = section("On every screen:", of: Help.lines()) ?? []
        XCTAssertEqual(everywhere.count, Command.everywhere.count)
        for (line, command) in zip(everywhere, Command.everywhere) {
            XCTAssertTrue(line.hasPrefix("  \(command.help.syntax) "), line)
        }
        XCTAssertTrue(everywhere.contains { $0.hasPrefix("  gallery ") }, "a command for each tab")
    }

    func testOnAScreenListsThatScreensCommandsFirstAndStillEveryOtherScreen() {
        let help = Help.lines(shown: VenuesScreen.self)
        XCTAssertEqual(help[0], "Commands (log in as demo@example.com with password password1):")
        XCTAssertEqual(help[1], "On the venues screen, shown now:")
        XCTAssertTrue(help[2].hasPrefix("  retry "), help[2])
        XCTAssertTrue(help[3].hasPrefix("  open N "), help[3])
        XCTAssertEqual(help[4], "On every screen:")
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
        let line = Options.usage.first { $0.hasPrefix("Runs the app's screens in the terminal: ") }
        XCTAssertEqual(
            line,
            "Runs the app's screens in the terminal: "
                + CompositionRoot.screenKinds.map { $0.name }.joined(separator: ", ") + ".")
        XCTAssertEqual(Array(Options.usage.suffix(Help.lines().count)), Help.lines())
    }
}
