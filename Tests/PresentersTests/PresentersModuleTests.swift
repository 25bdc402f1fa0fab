import Presenters
import XCTest

final class PresentersModuleTests: XCTestCase {
    func testPresentersReexportsTheReactiveEngine() {
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(onNext: { received.append($0) })
        subscription.dispose()
        XCTAssertEqual(received, [1])
    }
}
