import ShowcaseApp
import XCTest

final class ParallaxHeaderTests: ShowcaseAppTestCase {
    private let header = ParallaxHeader(height: 200, minimumHeight: 60, maximumStretch: 100)

    func testTheLayoutOverATableOfOffsets() {
        let table: [(offset: Double, height: Double, imageOffset: Double, titleOpacity: Double)] = [
            (-1_000_000, 300, 0, 1),  // pulled down far: the stretch stops at its maximum
            (-150, 300, 0, 1),
            (-100, 300, 0, 1),  // exactly the maximum stretch
            (-40, 240, 0, 1),  // pulled down: taller, the image pinned to the top
            (0, 200, 0, 1),  // at rest
            (35, 165, -17.5, 0.75),  // scrolled up: the image at half the speed, the title fading
            (70, 130, -35, 0.5),
            (140, 60, -70, 0),  // exactly collapsed
            (141, 60, -70, 0),  // past the collapse: nothing moves any more
            (1_000_000, 60, -70, 0),
            (Double.greatestFiniteMagnitude, 60, -70, 0),
            (-Double.greatestFiniteMagnitude, 300, 0, 1),
        ]
        for row in table {
            XCTAssertEqual(
                header.layout(offset: row.offset),
                ParallaxLayout(height: row.height, imageOffset: row.imageOffset, titleOpacity: row.titleOpacity),
                "at offset \(row.offset)")
        }
    }

    func testNonFiniteOffsetsAreSafe() {
        XCTAssertEqual(header.layout(offset: .nan), header.layout(offset: 0))
        XCTAssertEqual(header.layout(offset: .infinity), ParallaxLayout(height: 60, imageOffset: -70, titleOpacity: 0))
        XCTAssertEqual(header.layout(offset: -.infinity), ParallaxLayout(height: 300, imageOffset: 0, titleOpacity: 1))
    }

    func testEveryLayoutStaysWithinItsBounds() {
        var offset = -500.0
        while offset <= 500 {
            let layout = header.layout(offset: offset)
            XCTAssertTrue((60...300).contains(layout.height), "height at \(offset)")
            XCTAssertTrue((-70...0).contains(layout.imageOffset), "image offset at \(offset)")
            XCTAssertTrue((0...1).contains(layout.titleOpacity), "title opacity at \(offset)")
            offset += 12.5
        }
    }

    func testAConfigurationThatMakesNoSenseIsMadeSafe() {
        let inverted = ParallaxHeader(height: 100, minimumHeight: 150, maximumStretch: -20)
        XCTAssertEqual(inverted.minimumHeight, 100)
        XCTAssertEqual(inverted.maximumStretch, 0)
        XCTAssertEqual(inverted.layout(offset: 50), ParallaxLayout(height: 100, imageOffset: 0, titleOpacity: 1))
        XCTAssertEqual(inverted.layout(offset: -50), ParallaxLayout(height: 100, imageOffset: 0, titleOpacity: 1))
        let broken = ParallaxHeader(height: .nan, minimumHeight: .infinity, maximumStretch: .nan)
        XCTAssertEqual(broken.layout(offset: 10), ParallaxLayout(height: 0, imageOffset: 0, titleOpacity: 1))
    }

    func testTheLayoutReadsRounded() {
        XCTAssertEqual(
            header.layout(offset: 70).description, "height 130, image offset -35, title opacity 0.5")
        XCTAssertEqual(
            header.layout(offset: 10).description, "height 190, image offset -5, title opacity 0.93")
    }
}
