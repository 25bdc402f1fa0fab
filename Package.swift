// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Reactive",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "Presenters", targets: ["Presenters"]),
        // Test support, one library per test framework: a test target depends on the one it uses and imports
        // it alone, for the failure reporter, the subscription and release checks and the assertions.
        .library(name: "ReactiveXCTest", targets: ["ReactiveXCTest"]),
        .library(name: "PresentersXCTest", targets: ["PresentersXCTest"]),
        .library(name: "PresentersTesting", targets: ["PresentersTesting"]),
        .executable(name: "Demo", targets: ["Demo"]),
    ],
    targets: [
        // The engine. `RxSwiftCompatibility` is a package of its own (see its manifest for why).
        .target(name: "Reactive", exclude: ["Generator", "RxSwiftCompatibility"]),
        // The presenter framework: it names no screen.
        .target(name: "Presenters", dependencies: ["Reactive"], path: "Sources/Presenters/Presenters"),
        // The engine's test support for XCTest: the subscription and release checks, and XCTest's assertions
        // for the events of a `Single`. These libraries live under `Tests/`: nothing under `Sources/` imports a test
        // framework.
        .target(name: "ReactiveXCTest", dependencies: ["Reactive"], path: "Tests/Libraries/ReactiveXCTest"),
        // A presenter test target's support for XCTest: the above, the framework, and its failure reporter.
        .target(
            name: "PresentersXCTest", dependencies: ["Presenters", "ReactiveXCTest"],
            path: "Tests/Libraries/PresentersXCTest"),
        // The same for Swift Testing.
        .target(name: "PresentersTesting", dependencies: ["Presenters"], path: "Tests/Libraries/PresentersTesting"),
        // The app built on the framework: its screens, their use cases, services, navigator and composition.
        .target(name: "ShowcaseApp", dependencies: ["Presenters"], path: "Sources/Presenters/ShowcaseApp"),
        // A command-line shell over the app's screens.
        .executableTarget(name: "Demo", dependencies: ["Presenters", "ShowcaseApp"]),
        // What every test target shares: the leak check and the article snippet check.
        .target(name: "TestSupport", dependencies: ["Reactive"], path: "Tests/TestSupport"),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveXCTest", "TestSupport"]),
        .testTarget(
            name: "PresentersTests",
            dependencies: ["Presenters", "PresentersXCTest", "PresentersTesting", "TestSupport"]),
        // The in-memory backend served over HTTP on loopback, with faults on the socket, for the tests of the
        // app's client and of the demo against a server.
        .target(name: "HTTPTestSupport", dependencies: ["ShowcaseApp"], path: "Tests/HTTPTestSupport"),
        .testTarget(
            name: "ShowcaseAppTests",
            dependencies: ["ShowcaseApp", "Presenters", "PresentersXCTest", "TestSupport", "HTTPTestSupport"]),
        .testTarget(
            name: "DemoTests", dependencies: ["Demo", "HTTPTestSupport", "TestSupport"], resources: [.copy("Golden")]),
    ],
    swiftLanguageModes: [.v6]
)
