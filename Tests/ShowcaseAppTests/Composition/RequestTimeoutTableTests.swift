import PresentersXCTest
import ShowcaseApp
import XCTest

/// No screen waits forever: every feature of the app whose screen calls a use case declares, in its tests'
/// `<Feature>Calls.swift` (`TimedRequests`), a row for each kind of request it makes, and every call of the app
/// is timed out by one; each feature's `<Feature>CallsTests` checks its own rows
/// (`assertEachRequestTimesOut`).
final class RequestTimeoutTableTests: ShowcaseAppTestCase {
    func testEveryFeatureThatCallsAUseCaseDeclaresTheRequestsItsScreenTimesOut() {
        XCTAssertEqual(
            AppScreen.features.filter { !$0.useCases.isEmpty && !($0 is any TimedRequests.Type) }.map { $0.name }, [],
            "features whose tests do not declare their requests that time out (TimedRequests)")
        XCTAssertEqual(
            AppScreen.features.filter { $0 is any TimedRequests.Type && Self.rows(of: $0).isEmpty }.map { $0.name }, [],
            "features that declare no row")
    }

    func testEveryCallOfTheAppIsTimedOutByARowOfItsOwnName() {
        let rows = AppScreen.features.flatMap(Self.rows(of:))

        XCTAssertEqual(Set(rows.map(\.name)).count, rows.count, "each row has a name of its own")
        let declared = AppUnderTest().root.useCaseTypes.flatMap { $0.callNames }
        XCTAssertEqual(
            declared.filter { !rows.map(\.call).contains($0) }, [], "calls of the app that no row times out")
    }

    /// The name and call of each row of `feature`, if its screen makes requests.
    private static func rows(of feature: any AppFeature.Type) -> [(name: String, call: String)] {
        guard let timed = feature as? any TimedRequests.Type else { return [] }
        return erased(timed)
    }

    private static func erased<Feature: TimedRequests>(_ feature: Feature.Type) -> [(name: String, call: String)] {
        Feature.timeoutRows.map { ($0.name, $0.call) }
    }
}
