import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class CommandTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private lazy var root = AppUnderTest(scheduler: scheduler).root
    private lazy var login = AdaptedScreen(root.screen(.login))
    private lazy var post = AdaptedScreen(
        root.screen(.post(id: 1, showing: Post(id: 1, title: "T", author: "A", votes: 0))))

    private func parse(_ line: String) -> Result<Command, CommandError> {
        Command.parse(line, on: login)
    }

    func testParsesTheCommandsOfEveryScreen() {
        let cases: [(String, Command)] = [
            ("back", .intent(.back)), ("link producthunt://post/1", .intent(.link("producthunt://post/1"))),
            ("feed", .intent(.tab(.feed))), ("fail network", .intent(.fail(.network))),
            ("fail server", .intent(.fail(.server))), ("fail garbage", .intent(.fail(.garbage))),
            ("fail hang", .intent(.fail(.hang))), ("fail 404", .intent(.fail(.notFound))),
            ("location allow", .intent(.location(.allowed))), ("requests", .requests), ("state", .state),
            ("screens", .screens), ("wait 500ms", .wait(WaitDuration(milliseconds: 500))),
            ("wait 2s", .wait(WaitDuration(milliseconds: 2_000))), ("help", .help), ("quit", .quit), ("exit", .quit),
        ]
        for (line, command) in cases {
            XCTAssertEqual(parse(line), .success(command), line)
            XCTAssertEqual(Command.parse(line, on: nil), .success(command), line)
        }
    }

    func testTheScreensCommandsSendItsEvents() {
        XCTAssertEqual(
            parse("email demo@example.com"), .success(.intent(LoginScreen.intent(.emailChanged("demo@example.com")))))
        XCTAssertEqual(parse("login"), .success(.intent(LoginScreen.intent(.loginTapped))))
        XCTAssertEqual(
            Command.parse("back", on: post), .success(.intent(PostDetailScreen.intent(.backTapped))),
            "its own back button")
        XCTAssertEqual(
            Command.parse("scroll -40", on: post), .success(.intent(PostDetailScreen.intent(.scrolled(offset: -40)))))
    }

    func testTypedTextKeepsInnerSpacesAndLosesOuterOnes() {
        XCTAssertEqual(
            parse("  password  two  words \t"), .success(.intent(LoginScreen.intent(.passwordChanged("two  words")))))
        XCTAssertEqual(
            parse("email\tdemo@example.com"), .success(.intent(LoginScreen.intent(.emailChanged("demo@example.com")))))
        XCTAssertEqual(
            Command.parse("comment  Great  app ", on: post),
            .success(.intent(PostDetailScreen.intent(.draftChanged("Great  app")))))
    }

    func testCommandNamesIgnoreCase() {
        XCTAssertEqual(parse("LOGIN"), .success(.intent(LoginScreen.intent(.loginTapped))))
        XCTAssertEqual(parse("Email A@B.C"), .success(.intent(LoginScreen.intent(.emailChanged("A@B.C")))))
        XCTAssertEqual(parse("WAIT 1s"), .success(.wait(WaitDuration(milliseconds: 1_000))))
    }

    func testErrorsNameACommandTypedInCapitalsAsHelpSpellsIt() {
        XCTAssertEqual(
            parse("EMAIL"), .failure(CommandError("'email' needs the text to type, as in: email demo@example.com")))
        XCTAssertEqual(parse("Login now"), .failure(CommandError("'login' takes no argument, but got 'now'")))
        XCTAssertEqual(
            parse("OPEN"), .failure(CommandError("'open' needs the number of a post in the list, as in: open 3")))
        // An unknown word is quoted as typed: there is nothing else it could mean.
        XCTAssertEqual(parse("DANCE"), .failure(CommandError("unknown command 'DANCE' (type 'help' for the commands)")))
    }

    func testMissingArgumentsAreRefusedWithAnExample() {
        XCTAssertEqual(
            parse("email"), .failure(CommandError("'email' needs the text to type, as in: email demo@example.com")))
        XCTAssertEqual(
            parse("open"), .failure(CommandError("'open' needs the number of a post in the list, as in: open 3")))
        XCTAssertEqual(parse("wait"), .failure(CommandError("'wait' needs a duration, as in: wait 500ms, or wait 2s")))
        XCTAssertEqual(
            parse("fail"),
            .failure(
                CommandError("'fail' needs what goes wrong: network, server, garbage, hang, 404, as in: fail network")))
        XCTAssertEqual(
            parse("link"), .failure(CommandError("'link' needs the text to type, as in: link producthunt://post/98")))
    }

    func testExtraArgumentsAreRefused() {
        XCTAssertEqual(parse("login now"), .failure(CommandError("'login' takes no argument, but got 'now'")))
        XCTAssertEqual(parse("state now"), .failure(CommandError("'state' takes no argument, but got 'now'")))
        XCTAssertEqual(
            parse("open 1 2"),
            .failure(CommandError("'open' takes one argument: the number of a post in the list, as in: open 3")))
        XCTAssertEqual(
            Command.parse("share now", on: post), .failure(CommandError("'share' takes no argument, but got 'now'")))
    }

    func testPostNumbersStartAtOne() {
        let feed = AdaptedScreen(root.screen(.feed))
        for bad in ["0", "-2", "x", "99999999999999999999"] {
            XCTAssertEqual(
                Command.parse("open \(bad)", on: feed),
                .failure(CommandError("'open' needs a post number from 1, as in: open 3; got '\(bad)'")), bad)
        }
    }

    func testACommandOfAnotherScreenReadsItsArgumentThenSaysItDoesNothingHere() {
        XCTAssertEqual(parse("open 999"), .failure(CommandError("'open' does nothing on the login screen")))
        XCTAssertEqual(
            parse("open 0"), .failure(CommandError("'open' needs a post number from 1, as in: open 3; got '0'")))
        XCTAssertEqual(parse("age 30"), .failure(CommandError("'age' does nothing on the login screen")))
        XCTAssertEqual(parse("age"), .failure(CommandError("'age' needs the text to type, as in: age 30")))
        // The feed's `retry` takes nothing, the gallery's a position: `retry 5` is refused as out of place.
        XCTAssertEqual(parse("retry 5"), .failure(CommandError("'retry' does nothing on the login screen")))
        XCTAssertEqual(
            Command.parse("vote", on: nil), .failure(CommandError("'vote' does nothing here: no screen is shown")))
    }

    func testEmptyAndUnknownLinesAreRefused() {
        XCTAssertEqual(parse(""), .failure(CommandError("empty line (type 'help' for the commands)")))
        XCTAssertEqual(parse(" \t "), .failure(CommandError("empty line (type 'help' for the commands)")))
        XCTAssertEqual(
            parse("dance now"), .failure(CommandError("unknown command 'dance' (type 'help' for the commands)")))
    }

    func testUnknownFailureKindIsRefused() {
        XCTAssertEqual(
            parse("fail meteor"),
            .failure(
                CommandError(
                    "'fail' needs what goes wrong: network, server, garbage, hang, 404, as in: fail network; got 'meteor'"
                )))
    }

    func testScrollNeedsOneWholeNumberOfPointsWithinBounds() {
        let bounds =
            "'scroll' needs a whole number of points from -100000 to 100000, as in: scroll 80, or scroll -40 to pull down"
        XCTAssertEqual(
            Command.parse("scroll", on: post),
            .failure(CommandError("'scroll' needs a number of points, as in: scroll 80, or scroll -40 to pull down")))
        XCTAssertEqual(
            Command.parse("scroll 1 2", on: post),
            .failure(
                CommandError(
                    "'scroll' takes one argument: a number of points, as in: scroll 80, or scroll -40 to pull down")))
        for bad in ["x", "1.5", "100001", "-100001", "nan", "99999999999999999999"] {
            XCTAssertEqual(
                Command.parse("scroll \(bad)", on: post), .failure(CommandError(bounds + "; got '\(bad)'")), bad)
        }
        XCTAssertEqual(
            Command.parse("scroll -100000", on: post),
            .success(.intent(PostDetailScreen.intent(.scrolled(offset: -100_000)))))
    }

    func testBadCommentCommandsAreRefusedWithAnExample() {
        XCTAssertEqual(
            Command.parse("comment", on: post),
            .failure(CommandError("'comment' needs the text to type, as in: comment Nice work")))
        XCTAssertEqual(
            Command.parse("send it", on: post), .failure(CommandError("'send' takes no argument, but got 'it'")))
        let number = "'edit' needs a comment number from 1, then the text, as in: edit 1 Nice"
        XCTAssertEqual(Command.parse("edit", on: post), .failure(CommandError(number)))
        XCTAssertEqual(Command.parse("edit x text", on: post), .failure(CommandError(number + "; got 'x'")))
        XCTAssertEqual(Command.parse("edit 0 text", on: post), .failure(CommandError(number + "; got '0'")))
        XCTAssertEqual(
            Command.parse("edit 2", on: post),
            .failure(CommandError("'edit' needs the new text after the number, as in: edit 1 Nice")))
        XCTAssertEqual(
            Command.parse("edit 2 text", on: post),
            .failure(CommandError("there is no comment 2: no comment is shown")),
            "the argument reads: the state decides")
        XCTAssertEqual(
            Command.parse("edit 2 text", on: AdaptedScreen(root.screen(.post(id: 5)))),
            .failure(CommandError("the post is not shown: there is nothing to comment yet")))
    }
}

/// The declarations every command is built from.
final class CommandDeclarationTests: XCTestCase {
    func testEveryAppFeatureOfTheAppHasAnAdapterThatDeclaresItsCommands() {
        for kind in AppScreen.features {
            guard let adapter = kind as? any ScreenAdapter.Type else {
                XCTFail("the \(kind.name) screen has no adapter in the demo")
                continue
            }
            XCTAssertFalse(adapter.declaredCommands.isEmpty, kind.name)
        }
        XCTAssertEqual(ScreenAdapters.all.map { $0.name }, AppScreen.features.map { $0.name })
    }

    func testEveryExampleReadsAsItsOwnCommand() {
        let commands = ScreenAdapters.all.flatMap { $0.declaredCommands }
        XCTAssertFalse(commands.isEmpty)
        for command in commands {
            let words = command.help.example.split(separator: " ", maxSplits: 1)
            XCTAssertEqual(words.first.map(String.init), command.help.name, command.help.example)
            XCTAssertNil(command.check(words.count > 1 ? String(words[1]) : ""), command.help.example)
        }
        for command in Command.everywhere {
            guard case .success = Command.parse(command.help.example, on: nil) else {
                return XCTFail("the example '\(command.help.example)' does not parse")
            }
        }
    }

    func testNoScreenDeclaresTwoCommandsOfOneName() {
        for adapter in ScreenAdapters.all {
            let names = adapter.declaredCommands.map(\.help.name)
            XCTAssertEqual(Set(names).count, names.count, adapter.name)
        }
        let names = Command.everywhere.map(\.help.name)
        XCTAssertEqual(Set(names).count, names.count)
    }

    func testCommandNamesAreOneLowerCaseWord() {
        let names =
            ScreenAdapters.all.flatMap { $0.declaredCommands }.map(\.help.name) + Command.everywhere.map(\.help.name)
        for name in names {
            XCTAssertTrue(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber }, name)
        }
    }
}
