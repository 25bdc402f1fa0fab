import Reactive
import XCTest

final class HooksTests: ReactiveTestCase {
    private struct TestError: Error {}

    private var originalErrorHandler: Hooks.DefaultErrorHandler!
    private var originalCapture: Hooks.CustomCaptureSubscriptionCallstack!
    private var originalRecordCallStack = false

    override func setUp() {
        super.setUp()
        originalErrorHandler = Hooks.defaultErrorHandler
        originalCapture = Hooks.customCaptureSubscriptionCallstack
        originalRecordCallStack = Hooks.recordCallStackOnError
    }

    override func tearDown() {
        Hooks.defaultErrorHandler = originalErrorHandler
        Hooks.customCaptureSubscriptionCallstack = originalCapture
        Hooks.recordCallStackOnError = originalRecordCallStack
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

    func testTheCapturedCallStackIsPassedToTheHandlerWhenRecordingIsOn() {
        var stacks: [[String]] = []
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }

        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        subject.onError(TestError())

        XCTAssertEqual(stacks, [["frame 1", "frame 2"]])
        subscription.dispose()
    }

    func testRecordingTheCallStackIsOffByDefaultAndCapturesNothing() {
        var stacks: [[String]] = []
        var captures = 0
        Hooks.customCaptureSubscriptionCallstack = {
            captures += 1
            return ["frame"]
        }
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }

        XCTAssertFalse(Hooks.recordCallStackOnError)
        _ = Observable<Int>.error(TestError()).subscribe()

        XCTAssertEqual(stacks, [[]])
        XCTAssertEqual(captures, 0)
    }

    func testRecordingTheCallStackUsesTheThreadsStackByDefaultInDebugBuilds() {
        var stacks: [[String]] = []
        Hooks.recordCallStackOnError = true
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }

        _ = Observable<Int>.error(TestError()).subscribe()

        XCTAssertEqual(stacks.count, 1)
        #if DEBUG
        XCTAssertFalse(stacks[0].isEmpty)
        #endif
    }
}
