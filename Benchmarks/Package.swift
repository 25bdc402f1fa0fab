// swift-tools-version:6.1
import Foundation
import PackageDescription

// The library under test is the package one folder up. A path dependency is named after its folder, so
// read that folder's name rather than assume how the checkout was named.
let rootFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootPackage = rootFolder.lastPathComponent

let package = Package(
    name: "ReactiveBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // The workload bodies, shared by the two executables below.
        .target(
            name: "Workloads",
            dependencies: [
                .product(name: "Reactive", package: rootPackage),
                .product(name: "Presenters", package: rootPackage),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The package-benchmark suite: wall clock and mallocs (`swift package benchmark`).
        .executableTarget(
            name: "ReactiveBenchmarks",
            dependencies: [
                "Workloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ReactiveBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Runs one workload body, for instruction counts under callgrind (`compare.py --instructions`).
        // It stays outside Benchmarks/, where package-benchmark takes every executable for a suite.
        .executableTarget(name: "InstructionCounts", dependencies: ["Workloads"]),
    ],
    swiftLanguageModes: [.v6]
)
