import XCTest

@testable import Demo

final class CommandTests: XCTestCase {
    func testParsesEveryCommand() {
        let cases: [(String, Command)] = [
            ("email demo@example.com", .email("demo@example.com")), ("password password1", .password("password1")),
            ("age 30", .age("30")), ("login", .login), ("register", .register), ("dismiss", .dismiss),
            ("refresh", .refresh), ("more", .more), ("open 3", .open(3)), ("back", .back), ("retry", .retry),
            ("vote", .vote),
            ("logout", .logout),
            ("link producthunt://post/1", .link("producthunt://post/1")),
            ("scroll 80", .scroll(80)), ("scroll -40", .scroll(-40)), ("share", .share),
            ("fail network", .fail(.network)), ("fail server", .fail(.server)), ("fail garbage", .fail(.garbage)),
            ("state", .state), ("wait 500ms", .wait(WaitDuration(milliseconds: 500))),
            ("wait 2s", .wait(WaitDuration(milliseconds: 2_000))), ("help", .help), ("quit", .quit), ("exit", .quit),
        ]
        for (line, command) in cases {
            XCTAssertEqual(Command.parse(line), .success(command), line)
        }
    }

    func testTypedTextKeepsInnerSpacesAndLosesOuterOnes() {
        XCTAssertEqual(Command.parse("  password  two  words \t"), .success(.password("two  words")))
        XCTAssertEqual(Command.parse("email\tdemo@example.com"), .success(.email("demo@example.com")))
    }

    func testCommandNamesIgnoreCase() {
        XCTAssertEqual(Command.parse("LOGIN"), .success(.login))
        XCTAssertEqual(Command.parse("Email A@B.C"), .success(.email("A@B.C")))
    }

    func testErrorsNameACommandTypedInCapitalsAsHelpSpellsIt() {
        XCTAssertEqual(
            Command.parse("EMAIL"),
            .failure(CommandError("'email' needs the text to type, as in: email demo@example.com")))
        XCTAssertEqual(Command.parse("Login now"), .failure(CommandError("'login' takes no argument, but got 'now'")))
        XCTAssertEqual(
            Command.parse("OPEN"),
            .failure(CommandError("'open' needs the number of a post in the list, as in: open 3")))
        // An unknown word is quoted as typed: there is nothing else it could mean.
        XCTAssertEqual(
            Command.parse("DANCE"), .failure(CommandError("unknown command 'DANCE' (type 'help' for the commands)")))
    }

    func testMissingArgumentsAreRefusedWithAnExample() {
        XCTAssertEqual(
            Command.parse("email"),
            .failure(CommandError("'email' needs the text to type, as in: email demo@example.com")))
        XCTAssertEqual(
            Command.parse("age  "), .failure(CommandError("'age' needs the text to type, as in: age 30")))
        XCTAssertEqual(
            Command.parse("open"),
            .failure(CommandError("'open' needs the number of a post in the list, as in: open 3")))
        XCTAssertEqual(
            Command.parse("wait"), .failure(CommandError("'wait' needs a duration, as in: wait 500ms, or wait 2s")))
        XCTAssertEqual(
            Command.parse("fail"),
            .failure(
                CommandError("'fail' needs what goes wrong: network, server, garbage, hang, 404, as in: fail network")))
    }

    func testExtraArgumentsAreRefused() {
        XCTAssertEqual(Command.parse("login now"), .failure(CommandError("'login' takes no argument, but got 'now'")))
        XCTAssertEqual(
            Command.parse("open 1 2"),
            .failure(CommandError("'open' takes one argument: the number of a post in the list, as in: open 3")))
    }

    func testPostNumbersStartAtOne() {
        XCTAssertEqual(
            Command.parse("open 0"), .failure(CommandError("'open' needs a post number from 1, as in: open 3; got '0'"))
        )
        XCTAssertEqual(
            Command.parse("open -2"),
            .failure(CommandError("'open' needs a post number from 1, as in: open 3; got '-2'")))
        XCTAssertEqual(
            Command.parse("open 99999999999999999999"),
            .failure(CommandError("'open' needs a post number from 1, as in: open 3; got '99999999999999999999'")))
    }

    func testEmptyAndUnknownLinesAreRefused() {
        XCTAssertEqual(Command.parse(""), .failure(CommandError("empty line (type 'help' for the commands)")))
        XCTAssertEqual(Command.parse(" \t "), .failure(CommandError("empty line (type 'help' for the commands)")))
        XCTAssertEqual(
            Command.parse("dance now"),
            .failure(CommandError("unknown command 'dance' (type 'help' for the commands)")))
    }

    func testUnknownFailureKindIsRefused() {
        XCTAssertEqual(
            Command.parse("fail meteor"),
            .failure(
                CommandError(
                    "'fail' needs what goes wrong: network, server, garbage, hang, 404, as in: fail network; got 'meteor'"
                )))
    }

    func testEveryCommandOfTheHelpParsesItsOwnExample() {
        for entry in CommandList.entries {
            guard case .success(let command) = Command.parse(entry.example) else {
                return XCTFail("the example '\(entry.example)' does not parse")
            }
            XCTAssertEqual(command.name, String(entry.syntax.prefix { $0 != " " }), entry.example)
        }
    }

    func testHelpNamesTheDemoAccount() {
        XCTAssertEqual(
            CommandList.help.first, "Commands (log in as demo@example.com with password password1):")
        XCTAssertEqual(CommandList.help.count, CommandList.entries.count + 1)
    }

    func testScrollNeedsOneWholeNumberOfPointsWithinBounds() {
        let bounds =
            "'scroll' needs a whole number of points from -100000 to 100000, as in: scroll 80, or scroll -40 to pull down"
        XCTAssertEqual(
            Command.parse("scroll"),
            .failure(CommandError("'scroll' needs a number of points, as in: scroll 80, or scroll -40 to pull down")))
        XCTAssertEqual(
            Command.parse("scroll 1 2"),
            .failure(
                CommandError(
                    "'scroll' takes one argument: a number of points, as in: scroll 80, or scroll -40 to pull down")))
        for bad in ["x", "1.5", "100001", "-100001", "nan", "99999999999999999999"] {
            XCTAssertEqual(Command.parse("scroll \(bad)"), .failure(CommandError(bounds + "; got '\(bad)'")), bad)
        }
        XCTAssertEqual(Command.parse("scroll -100000"), .success(.scroll(-100_000)))
    }

    func testLinkNeedsTheLink() {
        XCTAssertEqual(
            Command.parse("link"),
            .failure(CommandError("'link' needs the text to type, as in: link producthunt://post/98")))
        XCTAssertEqual(Command.parse("share now"), .failure(CommandError("'share' takes no argument, but got 'now'")))
    }
}

final class CommentCommandTests: XCTestCase {
    func testParsesTheCommentCommandsAndTheNewFailures() {
        XCTAssertEqual(Command.parse("comment  Great  app "), .success(.comment("Great  app")))
        XCTAssertEqual(Command.parse("send"), .success(.send))
        XCTAssertEqual(Command.parse("edit 2 Better app"), .success(.edit(2, "Better app")))
        XCTAssertEqual(Command.parse("fail hang"), .success(.fail(.hang)))
        XCTAssertEqual(Command.parse("fail 404"), .success(.fail(.notFound)))
    }

    func testBadCommentCommandsAreRefusedWithAnExample() {
        XCTAssertEqual(
            Command.parse("comment"),
            .failure(CommandError("'comment' needs the text to type, as in: comment Nice work")))
        XCTAssertEqual(Command.parse("send it"), .failure(CommandError("'send' takes no argument, but got 'it'")))
        let number = "'edit' needs a comment number from 1, then the text, as in: edit 1 Nice"
        XCTAssertEqual(Command.parse("edit"), .failure(CommandError(number)))
        XCTAssertEqual(Command.parse("edit x text"), .failure(CommandError(number + "; got 'x'")))
        XCTAssertEqual(Command.parse("edit 0 text"), .failure(CommandError(number + "; got '0'")))
        XCTAssertEqual(
            Command.parse("edit 2"),
            .failure(CommandError("'edit' needs the new text after the number, as in: edit 1 Nice")))
    }
}
