// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Reactive",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "Presenters", targets: ["Presenters"]),
        .library(name: "ReactiveXCTest", targets: ["ReactiveXCTest"]),
        .executable(name: "Demo", targets: ["Demo"]),
    ],
    targets: [
        // The engine.
        .target(name: "Reactive", exclude: ["Generator"]),
        // XCTest's assertions for the events of a `Single`, for test targets; the engine never imports XCTest.
        .target(name: "ReactiveXCTest", dependencies: ["Reactive"], path: "Tests/ReactiveXCTest"),
        // The presenter framework: it names no screen.
        .target(name: "Presenters", dependencies: ["Reactive"], path: "Sources/Presenters/Presenters"),
        // The app built on the framework: its screens, their use cases, services, navigator and composition.
        .target(name: "ShowcaseApp", dependencies: ["Presenters"], path: "Sources/Presenters/ShowcaseApp"),
        // A command-line shell over the app's screens.
        .executableTarget(name: "Demo", dependencies: ["Presenters", "ShowcaseApp"]),
        // What every test target shares: the leak check and the article snippet check.
        .target(name: "TestSupport", dependencies: ["Reactive"], path: "Tests/TestSupport"),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveXCTest", "TestSupport"]),
        .testTarget(name: "PresentersTests", dependencies: ["Presenters", "TestSupport"]),
        .testTarget(name: "ShowcaseAppTests", dependencies: ["ShowcaseApp", "Presenters", "TestSupport"]),
        .testTarget(name: "DemoTests", dependencies: ["Demo"], resources: [.copy("Golden")]),
    ],
    swiftLanguageModes: [.v6]
)
