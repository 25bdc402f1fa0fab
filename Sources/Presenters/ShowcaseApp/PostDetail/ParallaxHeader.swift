/// The header of the post detail: an image with the post's title over it, which stretches when the content
/// is pulled down and collapses to a bar when it is scrolled up, the image moving at half the speed of the
/// content (a parallax) and the title fading out as the header collapses.
///
/// A pure function of the scroll offset, in points: negative when the content is pulled down past its
/// top, 0 at rest, positive when scrolled up.
///
/// ```swift
/// let header = ParallaxHeader(height: 200, minimumHeight: 60, maximumStretch: 100)
/// print(header.layout(offset: 70))
/// // Prints: height 130, image offset -35, title opacity 0.5
/// ```
public struct ParallaxHeader: Hashable, Sendable {
    /// The height at rest.
    public let height: Double
    /// The height once collapsed, which scrolling further up does not go below.
    public let minimumHeight: Double
    /// How much taller than at rest pulling down can make the header.
    public let maximumStretch: Double

    /// A header `height` points high at rest, collapsing to `minimumHeight` and stretching by at most
    /// `maximumStretch`. Values that make no sense are made safe: a negative or non-finite one is 0, and a
    /// minimum height above the height is the height (a header that does not collapse).
    public init(height: Double, minimumHeight: Double, maximumStretch: Double) {
        let height = Self.safe(height)
        self.height = height
        self.minimumHeight = min(Self.safe(minimumHeight), height)
        self.maximumStretch = Self.safe(maximumStretch)
    }

    /// The header of the post detail in the app.
    public static let postDetail = ParallaxHeader(height: 200, minimumHeight: 60, maximumStretch: 100)

    /// How far the content scrolls up before the header is collapsed.
    public var collapseDistance: Double { height - minimumHeight }

    /// The header when the content is scrolled by `offset`.
    ///
    /// Pulled down (a negative offset), the header grows by as much, up to `maximumStretch`, with its image
    /// pinned to its top and the title fully shown. Scrolled up, it shrinks by as much down to
    /// `minimumHeight`, its image moving up by half the offset, and the title fades out linearly, gone once
    /// collapsed. A NaN offset is taken as 0 (at rest), an infinite one as the farthest in its direction.
    public func layout(offset: Double) -> ParallaxLayout {
        let offset = offset.isNaN ? 0 : offset
        if offset <= 0 {
            let stretch = min(-offset, maximumStretch)
            return ParallaxLayout(height: height + stretch, imageOffset: 0, titleOpacity: 1)
        }
        let scrolled = min(offset, collapseDistance)
        let opacity = collapseDistance > 0 ? 1 - scrolled / collapseDistance : 1
        return ParallaxLayout(height: height - scrolled, imageOffset: -scrolled / 2, titleOpacity: opacity)
    }

    private static func safe(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}

/// Where the header's parts are for one scroll offset.
public struct ParallaxLayout: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The header's height, in points.
    public let height: Double
    /// How far the image is moved down from the header's top (negative: up), in points.
    public let imageOffset: Double
    /// The title's opacity, from 0 (hidden) to 1 (shown).
    public let titleOpacity: Double

    /// A layout with these values.
    public init(height: Double, imageOffset: Double, titleOpacity: Double) {
        self.height = height
        self.imageOffset = imageOffset
        self.titleOpacity = titleOpacity
    }

    /// `height 130, image offset -35, title opacity 0.5`, each rounded to two decimals at most.
    public var description: String {
        "height \(Self.text(height)), image offset \(Self.text(imageOffset)), title opacity \(Self.text(titleOpacity))"
    }

    private static func text(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let rounded = hundredths / 100
        if rounded == 0 { return "0" }
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
