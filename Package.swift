// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Reactive",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "Presenters", targets: ["Presenters"]),
        .executable(name: "Demo", targets: ["Demo"]),
    ],
    targets: [
        .target(name: "Reactive", exclude: ["Generator"]),
        .target(name: "Presenters", dependencies: ["Reactive"]),
        .executableTarget(name: "Demo", dependencies: ["Reactive", "Presenters"]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive"]),
        .testTarget(name: "PresentersTests", dependencies: ["Presenters", "Reactive"]),
        .testTarget(name: "DemoTests", dependencies: ["Demo"]),
    ],
    swiftLanguageModes: [.v6]
)
