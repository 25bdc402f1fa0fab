import Reactive
import XCTest

final class HooksTests: ReactiveTestCase {
    private struct TestError: Error {}

    private var originalErrorHandler: Hooks.DefaultErrorHandler!
    private var originalCapture: Hooks.CustomCaptureSubscriptionCallstack!

    override func setUp() {
        super.setUp()
        originalErrorHandler = Hooks.defaultErrorHandler
        originalCapture = Hooks.customCaptureSubscriptionCallstack
    }

    override func tearDown() {
        Hooks.defaultErrorHandler = originalErrorHandler
        Hooks.customCaptureSubscriptionCallstack = originalCapture
        super.tearDown()
    }

    func testAnUnhandledErrorGoesToTheDefaultErrorHandler() {
        var captured: [Error] = []
        Hooks.defaultErrorHandler = { _, error in captured.append(error) }

        let subscription = Observable<Int>.error(TestError()).subscribe(onNext: { _ in })

        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first is TestError)
        subscription.dispose()
    }

    func testAHandledErrorDoesNotReachTheDefaultErrorHandler() {
        var captured: [Error] = []
        var handled: [Error] = []
        Hooks.defaultErrorHandler = { _, error in captured.append(error) }

        let subscription = Observable<Int>.error(TestError()).subscribe(onError: { handled.append($0) })

        XCTAssertTrue(captured.isEmpty)
        XCTAssertEqual(handled.count, 1)
        subscription.dispose()
    }

    func testTheCapturedCallStackIsPassedToTheHandler() {
        var stacks: [[String]] = []
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }

        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        subject.onError(TestError())

        XCTAssertEqual(stacks, [["frame 1", "frame 2"]])
        subscription.dispose()
    }
}
