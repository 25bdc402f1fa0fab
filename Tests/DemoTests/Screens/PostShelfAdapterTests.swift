import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class PostShelfAdapterTests: XCTestCase {
    private let collection = PostCollection(id: 3, title: "Staff picks", curator: "Ana Souza")
    private let posts = [
        Post(id: 20, title: "Smart Journal", author: "Jade Moreau", votes: 380),
        Post(id: 10, title: "Fast Music", author: "Kofi Mensah", votes: 190),
    ]

    func testACollectionShowsItsHeaderAsItLoadsThenItsPosts() {
        XCTAssertEqual(
            CollectionScreen.lines(
                CollectionState(id: 3, header: .loading, posts: PagedListState(isLoadingInitial: true))),
            ["[collection #3]", "  loading the collection...", "  posts: loading..."])
        XCTAssertEqual(
            CollectionScreen.lines(CollectionState(id: 9, header: .failed(.notFound))),
            ["[collection #9]", "  ! This collection does not exist. (retry)"])
        XCTAssertEqual(
            CollectionScreen.lines(
                CollectionState(
                    id: 3, header: .loaded(collection), posts: PagedListState(items: posts, moreToLoad: false))),
            [
                "[collection #3]", "  Staff picks, curated by Ana Souza", "  2 posts",
                "  1. #20 Smart Journal, by Jade Moreau, 380 votes", "  2. #10 Fast Music, by Kofi Mensah, 190 votes",
                "  (end of the list)",
            ])
    }

    func testAUserShowsTheirNameAndTheEmptyOrFailedList() {
        let user = UserProfile(id: 2, name: "Ben Okafor")
        XCTAssertEqual(
            UserScreen.lines(
                UserState(id: 2, header: .loaded(user), posts: PagedListState(moreToLoad: false, isEmpty: true))),
            ["[user #2]", "  posts by Ben Okafor", "  no posts yet"])
        XCTAssertEqual(
            UserScreen.lines(
                UserState(
                    id: 2, header: .loaded(user),
                    posts: PagedListState(failure: PagedListFailure(load: .initial, cause: .network)))),
            ["[user #2]", "  posts by Ben Okafor", "  ! Could not load the posts. No connection. (retry)"])
        XCTAssertEqual(UserScreen.title(ShownState(UserState(id: 2))), "user #2")
    }

    func testItsControlsOpenPageRefreshRetryAndGoBack() {
        let state = CollectionState(id: 3, header: .loaded(collection), posts: PagedListState(items: posts))
        XCTAssertEqual(CollectionScreen.event(for: "open 2", in: state), .success(.select(id: 10)))
        XCTAssertEqual(
            CollectionScreen.event(for: "open 3", in: state),
            .failure(CommandError("there is no post 3: the posts shown are 1 to 2")))
        XCTAssertEqual(CollectionScreen.event(for: "more", in: state), .success(.posts(.reachedEnd)))
        XCTAssertEqual(CollectionScreen.event(for: "refresh", in: state), .success(.posts(.refresh)))
        XCTAssertEqual(CollectionScreen.event(for: "back", in: state), .success(.backTapped))
        XCTAssertEqual(
            CollectionScreen.event(for: "retry", in: state),
            .failure(CommandError("there is nothing to retry: no load failed")))
        XCTAssertEqual(
            CollectionScreen.event(for: "retry", in: CollectionState(id: 3, header: .failed(.timedOut))),
            .success(.retry))
        XCTAssertNil(CollectionScreen.event(for: "send", in: state))
    }

    func testTheFeedOpensACollectionOrAUserById() {
        XCTAssertEqual(FeedScreen.event(for: "collection 3", in: FeedState()), .success(.openCollection(id: 3)))
        XCTAssertEqual(FeedScreen.event(for: "user 2", in: FeedState()), .success(.openUser(id: 2)))
        XCTAssertEqual(
            FeedScreen.event(for: "user x", in: FeedState()),
            .failure(CommandError("'user' needs the id of a user from 1, as in: user 2; got 'x'")))
        XCTAssertEqual(
            FeedScreen.event(for: "user 0", in: FeedState()),
            .failure(CommandError("'user' needs the id of a user from 1, as in: user 2; got '0'")))
        XCTAssertEqual(
            FeedScreen.event(for: "collection", in: FeedState()),
            .failure(CommandError("'collection' needs the id of a collection from 1, as in: collection 3")))
    }
}
