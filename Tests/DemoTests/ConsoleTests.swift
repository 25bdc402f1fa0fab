import XCTest

@testable import Demo

final class ConsoleTests: XCTestCase {
    private var written: [String] = []

    private func console(interactive: Bool) -> Console {
        Console(interactive: interactive) { [unowned self] in written.append($0) }
    }

    func testOffATerminalEchoesEachLineWithoutTrailingSpacesAndShowsNoPrompt() {
        let console = console(interactive: false)

        console.showPrompt()
        console.lineEntered("login  ")
        console.lineEntered("")
        console.show(["[login]", "  email: (empty)"])
        console.error("nope")

        XCTAssertEqual(written, ["> login\n", ">\n", "[login]\n  email: (empty)\n", "error: nope\n"])
    }

    func testOnATerminalOutputArrivingWhileThePromptWaitsGoesAboveANewPrompt() {
        let console = console(interactive: true)

        console.showPrompt()
        console.showPrompt()
        console.show(["-> feed"])
        console.lineEntered("more")
        console.show(["[feed] 20 posts"])
        console.showPrompt()
        console.inputEnded()

        XCTAssertEqual(written, ["> ", "\n-> feed\n", "> ", "[feed] 20 posts\n", "> ", "\n"])
    }

    func testOnATerminalThePromptComesBackOnceTheWorkThatPrintedIsDone() {
        var pending: [() -> Void] = []
        let console = Console(interactive: true, later: { pending.append($0) }) { [unowned self] in
            written.append($0)
        }

        console.showPrompt()
        console.show(["-> feed"])
        console.show(["[feed] loading..."])
        XCTAssertEqual(written, ["> ", "\n-> feed\n", "[feed] loading...\n"])
        XCTAssertEqual(pending.count, 1)

        pending.removeFirst()()

        XCTAssertEqual(written, ["> ", "\n-> feed\n", "[feed] loading...\n", "> "])
    }

    func testNothingToShowWritesNothing() {
        console(interactive: true).show([])
        XCTAssertEqual(written, [])
    }

    func testControlCharactersAreShownAsEscapes() {
        XCTAssertEqual(Console.printable("a\u{1B}[2Jb\tc\u{7F}\u{2028}"), "a\\u{1B}[2Jb\\u{9}c\\u{7F}\\u{2028}")
        XCTAssertEqual(Console.printable("café ✓ 👩‍💻"), "café ✓ 👩‍💻")
    }
}
