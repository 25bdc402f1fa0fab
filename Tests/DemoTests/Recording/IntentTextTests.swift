import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class IntentTextTests: XCTestCase {
    private let every: [Intent] = [
        .login(.emailChanged("demo@example.com")), .login(.passwordChanged("pass word\"1")), .login(.loginTapped),
        .login(.registerTapped), .login(.errorDismissed), .registration(.emailChanged("")),
        .registration(.passwordChanged("x")), .registration(.ageChanged("30")), .registration(.registerTapped),
        .registration(.errorDismissed), .feed(.appear), .feed(.refresh), .feed(.reachedEnd), .feed(.retry),
        .feed(.select(id: 42)), .post(.backTapped), .back, .fail(.network), .fail(.server), .fail(.garbage),
        .post(.appear), .post(.retry), .post(.comments(.reachedEnd)), .post(.draftChanged("a \"b\"")),
        .post(.sendTapped), .post(.editComment(id: 3, text: "c d")), .fail(.hang), .fail(.notFound),
        .feed(.openCollection(id: 3)), .feed(.openUser(id: 2)), .collection(.appear), .collection(.retry),
        .collection(.posts(.refresh)), .collection(.select(id: 4)), .user(.posts(.reachedEnd)), .user(.backTapped),
        .venues(.appear), .venues(.retry), .venues(.select(id: 4)), .venue(.appear), .venue(.retry),
        .venue(.backTapped), .tab(.venues), .location(.allowed), .location(.denied), .gallery(.list(.appear)),
        .gallery(.list(.refresh)), .gallery(.list(.reachedEnd)), .gallery(.list(.retry)),
        .gallery(.itemsAppearing(0...7)), .gallery(.itemsDisappearing(3...3)), .gallery(.retryImage(id: 17)),
        .gallery(.backTapped), .tab(.gallery), .tab(.feed),
        .post(.appear), .post(.voteTapped),
        .feed(.logOutTapped),
        .link("producthunt://post/98"), .link("a \"quoted\" link"),
        .post(.scrolled(offset: 120)), .post(.scrolled(offset: -40)), .post(.scrolled(offset: 12.5)),
        .post(.shareTapped),
        .tab(.search), .search(.appear), .search(.typed("tiny \"notes\"")), .search(.typed("")),
        .search(.reachedEnd), .search(.retry), .search(.select(id: 7)), .link("producthunt://search?q=timer"),
    ]

    func testWritesEachIntentOnOneLine() {
        XCTAssertEqual(Intent.login(.emailChanged("a b")).text, #"login emailChanged "a b""#)
        XCTAssertEqual(Intent.feed(.select(id: 42)).text, "feed select 42")
        XCTAssertEqual(Intent.back.text, "navigator back")
        XCTAssertEqual(Intent.fail(.server).text, "backend fail server")
    }

    func testReadsBackEveryIntent() {
        for intent in every {
            XCTAssertEqual(Intent(text: intent.text[...]), intent, intent.text)
        }
    }

    func testRefusesTextsItDoesNotWrite() {
        let texts = [
            "", "login", "login loginTapped now", "login emailChanged", "login emailChanged demo", "feed select",
            "feed select x", "feed select +42", "post emailChanged \"a\"", "backend fail meteor", "navigator forward",
            "backend", "backend fail", "venues teleport", "tabs nowhere",
            "device location maybe", "venue select 1",
            "gallery itemsAppearing 7-3", "gallery itemsAppearing -1-3", "gallery itemsDisappearing",
            "gallery retryImage",
        ]
        for text in texts {
            XCTAssertNil(Intent(text: text[...]), text)
        }
    }
}
