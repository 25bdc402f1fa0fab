import Foundation
import Observation
import PresentersTesting

// The tests of the article "Building a feature", as it prints them.

@Suite(.checkingSubscriptions)
struct GroceriesTests {
    @Test func theListShowsWhatTheFilterFindsOnceTheTypingPauses() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var client = GroceriesClient.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        client.search = { text in
            try await scheduler.sleep(for: .milliseconds(200))
            return [GroceryItem(id: "1", title: "\(text) milk")]
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeGroceriesPresenter(client: client, scheduler: scheduler)
        }

        test.send(.filter("o"), at: 1_000)
        test.send(.filter("oa"), at: 1_100)
        test.send(.filter("oat"), at: 1_250)
        test.run()

        test.assertStates([
            .next(0, GroceriesState()),
            .next(1_000, GroceriesState(filter: "o")),
            .next(1_100, GroceriesState(filter: "oa")),
            .next(1_250, GroceriesState(filter: "oat")),
            .next(1_750, GroceriesState(filter: "oat", rows: [GroceryItem(id: "1", title: "oat milk")])),
        ])
        test.finish()
    }

    @Test func anAddedItemJoinsTheListAndSaysSo() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var client = GroceriesClient.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        client.add = { title in
            try await scheduler.sleep(for: .milliseconds(400))
            return GroceryItem(id: "9", title: title)
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeGroceriesPresenter(client: client, scheduler: scheduler)
        }

        test.send(.add("eggs")) { $0.isAdding = true }
        test.advance(by: 400)
        test.receive {
            $0.isAdding = false
            $0.rows.append(GroceryItem(id: "9", title: "eggs"))
            $0.notice = "Added eggs."
        }
        test.finish()
    }

    @Test func anAddThatTakesTooLongSaysItCouldNotAdd() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var client = GroceriesClient.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        client.add = { title in
            try await scheduler.sleep(for: .seconds(60))
            return GroceryItem(id: "9", title: title)
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeGroceriesPresenter(client: client, scheduler: scheduler)
        }

        test.send(.add("eggs")) { $0.isAdding = true }
        test.advance(by: 9_999)
        test.advance(by: 1)
        test.receive {
            $0.isAdding = false
            $0.notice = "Could not add eggs."
        }
        test.finish()
    }

    @Test func aRowIsBoughtAtOnceAndItsRequestRunsInTheRowsPresenter() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var client = GroceriesClient.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        client.search = { _ in [GroceryItem(id: "1", title: "milk"), GroceryItem(id: "2", title: "eggs")] }
        client.setBought = { id, isBought in
            try await scheduler.sleep(for: .milliseconds(100))
            return GroceryItem(id: id, title: "eggs", isBought: isBought)
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeGroceriesPresenter(client: client, scheduler: scheduler)
        }

        test.send(.filter("e")) { $0.filter = "e" }
        test.advance(by: 300)
        test.receive { $0.rows = [GroceryItem(id: "1", title: "milk"), GroceryItem(id: "2", title: "eggs")] }
        test.send(.row(id: "2", .toggle)) { $0.rows[id: "2"]?.isBought = true }
        test.advance(by: 100)  // the server agrees: nothing changes
        test.finish()
    }

    @Test func openingAnItemPushesItsDetailAndAddingPresentsASheet() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let client = GroceriesClient.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        let groceries = makeGroceriesPresenter(client: client, scheduler: scheduler)
        let navigation = NavigationOwner(NavigationState<NoTabs, GroceriesPage>(root: .list), build: { $0 })
        let following = groceries.routes.subscribe(onNext: { navigation.send(request(for: $0)) })

        groceries.send(.open(id: "2"))
        #expect(navigation.currentState.stack.screens == [.list, .detail(id: "2")])
        groceries.send(.addTapped)
        #expect(navigation.currentState.modal?.top == .addItem)
        following.dispose()
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test @MainActor func aViewIsToldOnlyOfTheFieldsItRead() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var client = GroceriesClient.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        client.add = { title in GroceryItem(id: "9", title: title) }
        let model = ObservedPresenter(makeGroceriesPresenter(client: client, scheduler: scheduler))
        let list = ViewProbe { _ = model.rows }
        let notice = ViewProbe { _ = model.$notice }

        model.send(.addTapped)  // a route: no field changes
        model.send(.add("eggs"))
        scheduler.advanceTo(scheduler.clock)

        #expect(model.rows.map(\.title) == ["eggs"])
        #expect(model.$notice.value == "Added eggs.")
        #expect(list.notifications == 1)
        #expect(notice.notifications == 1)
    }
}
