import Presenters
import XCTest

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class ObservedPresenterRoutesTests: PresentersTestCase {
    func testAHandlerGetsEachRouteOnceInOrder() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            var routes: [SignUpRoute] = []
            model.onRoute { routes.append($0) }

            model.send(.email("ada@example.com"))
            model.send(.submit)
            model.send(.email("grace@example.com"))
            model.send(.submit)

            XCTAssertEqual(routes, [.welcome(email: "ada@example.com"), .welcome(email: "grace@example.com")])
        }
    }

    func testRoutesEmittedBeforeAnyHandlerWaitForTheFirstOne() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            model.send(.submit)
            var first: [SignUpRoute] = []
            var second: [SignUpRoute] = []

            model.onRoute { first.append($0) }
            model.onRoute { second.append($0) }
            model.send(.submit)

            XCTAssertEqual(first, [.welcome(email: "")])
            XCTAssertEqual(second, [.welcome(email: "")])
        }
    }

    func testARouteEmittedAfterTheSequencesLoopEndedWaitsForTheNextConsumer() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            _ = model.routes()  // dropped at once: its loop has ended
            var handled: [SignUpRoute] = []

            model.send(.submit)
            model.onRoute { handled.append($0) }

            XCTAssertEqual(handled, [.welcome(email: "")])
        }
    }

    func testTheSequenceGetsTheRoutesThatWaitedThenEachNewOne() async {
        let model = await makeSignUpModel()
        await model.send(.email("ada@example.com"))
        await model.send(.submit)

        let routes = await model.routes()
        await model.send(.email("grace@example.com"))
        await model.send(.submit)
        var iterator = routes.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()

        XCTAssertEqual(first, .welcome(email: "ada@example.com"))
        XCTAssertEqual(second, .welcome(email: "grace@example.com"))
    }
}
