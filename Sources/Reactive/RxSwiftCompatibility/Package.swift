// swift-tools-version:6.1
import Foundation
import PackageDescription

// Modules that bear RxSwift's names (RxSwift, RxRelay, RxCocoa, RxTest, RxBlocking) over the engine, so that
// code written for RxSwift, which names its modules in imports and in qualified names such as
// `RxSwift.Observable`, compiles by changing its package dependency alone.
//
// They are a package of their own, not products of the root package: SwiftPM requires target names to be
// unique across a whole package graph, used or not, so a root package declaring a target named `RxSwift`
// would stop every app whose graph also holds RxSwift itself from building, even one that only uses
// `Reactive`. An app opts in by depending on this package instead of RxSwift's.
//
// The engine is the package three folders up. A path dependency is named after its folder, so read that
// folder's name rather than assume how the checkout was named.
let rootFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let rootPackage = rootFolder.lastPathComponent

let package = Package(
    name: "RxSwiftCompatibility",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxTest", targets: ["RxTest"]),
    ],
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(name: "RxSwift", dependencies: [.product(name: "Reactive", package: rootPackage)]),
        .target(name: "RxRelay", dependencies: ["RxSwift"]),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"]),
        .target(name: "RxBlocking", dependencies: ["RxSwift"]),
        .target(
            name: "RxTest",
            dependencies: ["RxSwift", .product(name: "ReactiveXCTest", package: rootPackage)]),
    ],
    swiftLanguageModes: [.v6]
)
