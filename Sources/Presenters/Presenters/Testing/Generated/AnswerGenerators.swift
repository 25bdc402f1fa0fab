/// The values with which the use cases of a generated presenter test succeed: a generator per call, or per
/// type of answer, each drawing from a random source.
///
/// ```swift
/// let answers = AnswerGenerators()
///     .values(for: \SearchFieldUseCase.search) { random, query in [query + random.element(of: ["", "s"])] }
///     .values(for: "profile.load") { (random: RandomSource, id: Int) in "user \(id)" }
///     .values(of: Int.self) { random in random.int(in: 0...3) }
/// ```
///
/// A call is named by the member that makes it (the types of its request and answer follow), or by its name
/// (the closure then says the types). A call's own generator wins over its answer type's. A call with neither fails the test when it is made,
/// naming the call and the type of its answer.
public struct AnswerGenerators {
    /// Per call: the value for a request, `nil` when the request is not of the generator's type.
    var calls: [String: (RandomSource, Any?) -> Any?] = [:]
    /// Per call with a request: its type, and whether a request is of it.
    var requestTypes: [String: (type: Any.Type, accepts: (Any?) -> Bool)] = [:]
    var types: [ObjectIdentifier: (RandomSource) -> Any] = [:]

    /// No generator: every call made fails the test.
    public init() {}

    /// These generators, with `make` giving the values of the call `name` for each of its requests.
    public func values<Request, Element>(for name: String, _ make: @escaping (RandomSource, Request) -> Element)
        -> AnswerGenerators
    {
        var generators = self
        generators.calls[name] = { random, request in (request as? Request).map { make(random, $0) } }
        generators.requestTypes[name] = (Request.self, { $0 is Request })
        return generators
    }

    /// These generators, with `make` giving the values of the call `name`, which takes no request (or whose
    /// request does not matter).
    public func values<Element>(for name: String, _ make: @escaping (RandomSource) -> Element) -> AnswerGenerators {
        var generators = self
        generators.calls[name] = { random, _ in make(random) }
        generators.requestTypes[name] = nil
        return generators
    }

    /// These generators, with `make` giving the values of every call that answers with `type` and has no
    /// generator of its own.
    public func values<Element>(of type: Element.Type, _ make: @escaping (RandomSource) -> Element)
        -> AnswerGenerators
    {
        var generators = self
        generators.types[ObjectIdentifier(type)] = { make($0) }
        return generators
    }

    /// The generator of the call `name`, answering `Element`, for `request`, or why there is none.
    func generator<Element>(for name: String, request: Any?, answering: Element.Type) -> Result<
        (RandomSource) -> Element?, GeneratorMissing
    > {
        if let make = calls[name] {
            if let (type, accepts) = requestTypes[name], !accepts(request) {
                let made = request.map { "\(Swift.type(of: $0))" } ?? "none"
                return .failure(
                    GeneratorMissing(
                        "the generator of \(name) takes a request of type \(type), the call makes requests of type "
                            + made))
            }
            return .success({ random in make(random, request) as? Element })
        }
        if let make = types[ObjectIdentifier(Element.self)] {
            return .success({ random in make(random) as? Element })
        }
        return .failure(
            GeneratorMissing(
                "\(name) has no generator for its answer of type \(Element.self): give one with "
                    + "AnswerGenerators().values(for: \"\(name)\") { random, request in ... } or "
                    + ".values(of: \(Element.self).self) { random in ... }"))
    }
}

/// Why a call has no generator to answer it.
struct GeneratorMissing: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
