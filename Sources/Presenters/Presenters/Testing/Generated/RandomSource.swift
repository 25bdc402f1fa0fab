/// The random choices of a generated presenter test: a SplitMix64 generator from a seed, which gives the same
/// numbers on every machine and every run, and records what it drew so that a failure can be shrunk.
///
/// An event generator or an answer's value generator draws from the source it is handed:
///
/// ```swift
/// let random = RandomSource(seed: 7)
/// let first = random.int(in: 1...6)
/// let again = RandomSource(seed: 7).int(in: 1...6)
/// print(first == again)
/// // Prints: true
/// ```
///
/// A generator draws only from it (never from `SystemRandomNumberGenerator` or `Int.random(in:)` without a
/// source), so that a seed replays the same sequence. While a failure is shrunk, the source replays smaller
/// draws: every draw toward the low end of its range, a draw of `0` giving the range's lower bound, a
/// collection's first element, `false`. A generator that builds small values from small draws (a short
/// array from a small count) therefore shrinks well.
public final class RandomSource: RandomNumberGenerator {
    private var state: UInt64
    /// The draws to replay, in order, instead of generating; past their end every draw is `0`.
    private let replayed: [UInt64]?
    /// What was drawn so far: each raw draw, and the size of the range it was reduced to (0 for a raw
    /// `next()`).
    private(set) var draws: [Draw] = []

    /// One draw of the source: the raw number and the size of the range it chose in, 0 when it was taken raw.
    struct Draw: Equatable {
        var value: UInt64
        var span: UInt64
    }

    /// A source that draws the numbers of `seed`.
    public init(seed: UInt64) {
        state = seed
        replayed = nil
    }

    /// A source that replays `draws`, then draws `0`.
    init(replaying draws: [UInt64]) {
        state = 0
        replayed = draws
    }

    /// The next 64 random bits.
    public func next() -> UInt64 {
        draw(span: 0)
    }

    /// A number of `range`, each equally likely.
    public func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        let value = draw(span: span)
        return range.lowerBound &+ Int(bitPattern: UInt(span == 0 ? value : value % span))
    }

    /// A number of `range`, each equally likely; `range` is not empty.
    public func int(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty, "a number of an empty range was asked for")
        return int(in: range.lowerBound...(range.upperBound - 1))
    }

    /// `true` or `false`, `false` when shrunk.
    public func bool() -> Bool {
        int(in: 0...1) == 1
    }

    /// An element of `elements`, each equally likely, the first when shrunk; `elements` is not empty.
    public func element<Element>(of elements: [Element]) -> Element {
        precondition(!elements.isEmpty, "an element of an empty array was asked for")
        return elements[int(in: 0..<elements.count)]
    }

    /// `count` values made by `make`, for a count drawn from `counts`: an array that shrinks toward the
    /// shortest.
    public func array<Element>(count counts: ClosedRange<Int>, _ make: (RandomSource) -> Element) -> [Element] {
        (0..<int(in: counts)).map { _ in make(self) }
    }

    /// The index in `weights` of a choice drawn with those weights; `nil` when every weight is 0.
    func weighted(_ weights: [Int]) -> Int? {
        let total = weights.reduce(0) { $0 + max(0, $1) }
        guard total > 0 else { return nil }
        var chosen = int(in: 0...(total - 1))
        for (index, weight) in weights.enumerated() where weight > 0 {
            if chosen < weight { return index }
            chosen -= weight
        }
        return nil
    }

    private func draw(span: UInt64) -> UInt64 {
        let value: UInt64
        if let replayed {
            value = draws.count < replayed.count ? replayed[draws.count] : 0
        } else {
            value = Self.splitMix(&state)
        }
        draws.append(Draw(value: value, span: span))
        return value
    }

    /// SplitMix64 (Steele, Lea and Flood): the state moves by a fixed odd constant and is mixed into the
    /// output, so every seed, 0 included, gives a full-period sequence.
    static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
