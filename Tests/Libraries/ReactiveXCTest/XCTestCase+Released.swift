import XCTest

extension XCTestCase {
    /// Fails the test if `object` is still alive when the test ends, after its own teardown blocks.
    ///
    /// Call it right after creating the object; the check runs in a teardown block, so the test body can
    /// keep using the object. Locals are released by then; objects kept in the test case's own properties
    /// are not, so set those to `nil` before the test returns.
    ///
    /// ```swift
    /// let presenter = makeSearchPresenter()
    /// assertReleasedAtEnd(presenter)
    /// ```
    public func assertReleasedAtEnd(
        _ object: AnyObject, _ name: @autoclosure () -> String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let described = describeReleased(object, name())
        addTeardownBlock { [weak object] in
            XCTAssertNil(
                object, "\(described) is still alive at the end of the test: something holds it strongly",
                file: file, line: line)
        }
    }

    /// Runs `body` and fails unless every object it returns is released as soon as `body` is done.
    ///
    /// Use it when the objects must be gone at a precise moment, for instance once a subscription has
    /// ended, rather than at the end of the test:
    ///
    /// ```swift
    /// assertReleased {
    ///     let subject = PublishSubject<Int>()
    ///     subject.subscribe(onNext: { _ in }).dispose()
    ///     return [subject]
    /// }
    /// ```
    public func assertReleased(
        _ name: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line,
        _ body: () -> [AnyObject]
    ) {
        var watched: [(description: String, object: WeakReference)] = []
        do {
            let objects = body()
            watched = objects.map { (describeReleased($0, name()), WeakReference($0)) }
        }
        for (description, weak) in watched where weak.object != nil {
            XCTFail(
                "\(description) is still alive after the block returned: something holds it strongly",
                file: file, line: line)
        }
    }
}

/// How a release check names an object: its type, after the name the test gave it, if any.
func describeReleased(_ object: AnyObject, _ name: String) -> String {
    let type = String(describing: type(of: object))
    return name.isEmpty ? type : "\(name) (\(type))"
}

/// A weak reference that can sit in an array.
struct WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}
