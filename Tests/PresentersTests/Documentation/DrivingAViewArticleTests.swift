import Observation
import Presenters
import Reactive
import XCTest

/// The snippets of the "Driving a view" article, run as they are printed there (but those marked as not
/// compiled here, which need SwiftUI or UIKit).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class DrivingAViewArticleTests: PresentersTestCase {
    func testAViewIsToldOnlyWhenAFieldItReadChanges() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let model = ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
            let titleView = Invalidations()
            withObservationTracking {
                _ = model.title  // what the view's body reads
            } onChange: {
                MainActor.assumeIsolated { titleView.count += 1 }
            }

            model.send(.tap)
            XCTAssertEqual(titleView.count, 0)  // the view did not read `taps`
            model.send(.rename("Join"))
            XCTAssertEqual(titleView.count, 1)
        }
    }

    func testAScreenThatDrawsItselfDrawsOnceTheModelHasTheChange() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let presenter = makeSignUpPresenter(scheduler: scheduler)
            let model = ObservedPresenter(presenter)  // subscribes to the presenter's states first
            let screen = TitleScreen(model)  // draws the title now
            // Subscribed after the model: each state has reached the model when this runs.
            let drawing = presenter.state.subscribe(onNext: { _ in
                MainActor.assumeIsolated { screen.drawIfOutOfDate() }
            })

            model.send(.tap)
            model.send(.rename("Join"))

            XCTAssertEqual(screen.drawn, ["Sign up", "Join"])
            drawing.dispose()
        }
    }

    func testAFileThatImportsObservationAndReactiveNamesBothObservables() {
        let numbers: Reactive::Observable<Int> = .just(1)
        let same = Observable<Int>.just(2)

        func watch(_ model: some Observation.Observable) {}

        XCTAssertEqual(try numbers.concat(same).toBlocking().toArray(), [1, 2])
        MainActor.assumeIsolated { watch(makeSignUpModel()) }
    }

    func testStateValuesGiveTheNewestState() async {
        let scheduler = TestScheduler(initialClock: 0)
        let presenter = makeSignUpPresenter(scheduler: scheduler)
        var states = presenter.stateValues.makeAsyncIterator()

        presenter.send(.tap)
        presenter.send(.tap)
        let newest = await states.next()

        XCTAssertEqual(newest?.taps, 2)
    }

    func testARefreshWithTwoPostsOnTopAndAnEditReadsAsTwoInsertionsAndAReload() throws {
        let before = [Post(id: 3, title: "Third"), Post(id: 2, title: "Second")]
        let after = [
            Post(id: 5, title: "Fifth"), Post(id: 4, title: "Fourth"), Post(id: 3, title: "Third"),
            Post(id: 2, title: "Second, edited"),
        ]

        let changes = try ListChanges(from: before, to: after)

        XCTAssertEqual(changes.insertedItems, [ItemIndexPath(section: 0, item: 0), ItemIndexPath(section: 0, item: 1)])
        XCTAssertEqual(changes.reloadedItems, [ItemIndexPath(section: 0, item: 1)])
        XCTAssertEqual(changes.deletedItems + changes.movedItems.map(\.from), [])

        let overlapping = [
            Post(id: 5, title: "Fifth"), Post(id: 3, title: "Third"), Post(id: 5, title: "Fifth"),
            Post(id: 2, title: "Second"),
        ]
        XCTAssertThrowsError(try ListChanges(from: before, to: overlapping)) { error in
            XCTAssertEqual(
                "\(error)",
                "the new list holds the id 5 twice, at [0, 0] and [0, 2]: list changes need each item's id once in a list"
            )
        }
    }

    func testTheHarnessChecksAModel() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
                ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
            }

            test.send(.tap, at: 100)
            test.send(.submit, at: 200)
            test.run()

            test.assertStates([.next(0, SignUpState()), .next(100, SignUpState(taps: 1))])
            test.assertRoutes([.next(200, .welcome(email: ""))])
            test.finish()
        }
    }
}

/// The article's stand-in for a view: how many times it was invalidated.
@MainActor
final class Invalidations {
    var count = 0
}

/// The article's screen that draws itself: the title, each time it changes.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class TitleScreen {
    private let model: ObservedPresenter<SignUpEvent, SignUpState, SignUpRoute>
    private var isOutOfDate = false
    private(set) var drawn: [String] = []

    init(_ model: ObservedPresenter<SignUpEvent, SignUpState, SignUpRoute>) {
        self.model = model
        draw()
    }

    func drawIfOutOfDate() {
        if isOutOfDate { draw() }
    }

    private func draw() {
        isOutOfDate = false
        let title = withObservationTracking {
            model.title
        } onChange: { [weak self] in
            // Before the change: the model still has the old state.
            MainActor.assumeIsolated { self?.isOutOfDate = true }
        }
        drawn.append(title)
    }
}

/// The article's list item.
private struct Post: Identifiable, Equatable {
    var id: Int
    var title: String
}
