import Reactive
import XCTest

// The names RxSwift's own tests use in builds with `TRACE_RESOURCES`: compiled and run only in such a build,
// `swift test -Xswiftc -DTRACE_RESOURCES`, as CI runs them (`.ci/run`).
#if TRACE_RESOURCES
final class TraceResourcesTests: ReactiveTestCase {
    /// `[source(start), [source(start + 1), [...].concat()].concat()].concat()`, `depth` levels, each a
    /// collection: the nested concat is the last source of each.
    private func nestedCollections(_ start: Int, depth: Int) -> Observable<Int> {
        guard start < depth else { return .empty() }
        return Observable.concat(
            [0, 1].lazy.map { index in
                index == 0 ? Observable.just(start) : self.nestedCollections(start + 1, depth: depth)
            })
    }

    /// The same with sequences, whose length a concat cannot know before reading them to their end.
    private func nestedSequences(_ start: Int, depth: Int) -> Observable<Int> {
        guard start < depth else { return .empty() }
        return Observable.concat(
            AnySequence(
                [0, 1].lazy.map { index in
                    index == 0 ? Observable.just(start) : self.nestedSequences(start + 1, depth: depth)
                }))
    }

    private func elements(of observable: Observable<Int>) -> [Int] {
        var elements: [Int] = []
        _ = observable.subscribe(onNext: { elements.append($0) })
        return elements
    }

    func testAConcatNestedAsTheLastSourceOfCollectionsKeepsTheStackAtOne() {
        maxTailRecursiveSinkStackSize = 0

        XCTAssertEqual(elements(of: nestedCollections(0, depth: 1000)), Array(0..<1000))

        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }

    func testAConcatNestedInSequencesOfUnknownLengthGrowsTheStackWithEachLevel() {
        maxTailRecursiveSinkStackSize = 0

        XCTAssertEqual(elements(of: nestedSequences(0, depth: 1000)), Array(0..<1000))

        // The outermost sequence and the 999 nested in it, all still open when the last one is adopted.
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1000)
    }

    func testAConcatOfPlainSourcesLeavesTheStackAlone() {
        maxTailRecursiveSinkStackSize = 0

        XCTAssertEqual(elements(of: Observable.concat([.just(1), .just(2), .just(3)])), [1, 2, 3])

        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
    }

    func testSerialDispatchQueueObservablesAreCountedFromTheirMakingUntilFreed() {
        let start = Resources.numberOfSerialDispatchQueueObservables
        var serial: Observable<Int>? = Observable.just(1).observe(
            on: SerialDispatchQueueScheduler(internalSerialQueueName: "trace-resources"))
        var main: Observable<Int>? = Observable.just(1).observe(on: MainScheduler.instance)
        var concurrent: Observable<Int>? = Observable.just(1).observe(
            on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 2, "the main scheduler is serial")

        serial = nil
        main = nil
        concurrent = nil

        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start)
        XCTAssertNil(serial ?? main ?? concurrent)
    }
}
#endif
