import Presenters
import XCTest

/// The random source draws SplitMix64's numbers, the same on every machine.
final class RandomSourceTests: XCTestCase {
    func testTheDrawsAreSplitMix64s() {
        let random = RandomSource(seed: 0)

        XCTAssertEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(random.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(random.next(), 0x06C4_5D18_8009_454F)
    }

    func testTheSameSeedDrawsTheSameValues() {
        func draws(_ seed: UInt64) -> [Int] {
            let random = RandomSource(seed: seed)
            return (0..<20).map { _ in random.int(in: -3...3) } + [random.element(of: [7, 8, 9])]
        }

        XCTAssertEqual(draws(42), draws(42))
        XCTAssertNotEqual(draws(42), draws(43))
        XCTAssertEqual(Set(draws(42).dropLast()).isSubset(of: Set(-3...3)), true)
    }

    func testAnArrayHasACountOfItsRange() {
        let random = RandomSource(seed: 1)

        let arrays = (0..<50).map { _ in random.array(count: 1...3) { $0.bool() } }

        XCTAssertEqual(Set(arrays.map(\.count)), [1, 2, 3])
    }
}

/// The seed of a run: the test's, or `PRESENTER_SEED`'s, or the default.
final class GenerationSeedTests: XCTestCase {
    func testTheTestsSeedIsKept() {
        XCTAssertEqual(GenerationSettings(seed: 7).seed, 7)
        XCTAssertEqual(GenerationSettings(seed: 0).seed, 0)
    }

    func testWithoutASeedTheEnvironmentsOrTheDefaultIsUsed() throws {
        let seed = GenerationSettings().seed
        if let text = ProcessInfo.processInfo.environment["PRESENTER_SEED"] {
            XCTAssertTrue(text.contains(String(seed)) || text.lowercased().contains(String(seed, radix: 16)))
        } else {
            XCTAssertEqual(seed, GenerationSettings.defaultSeed)
        }
    }
}
