import Benchmark

/// Every workload runs for three libraries; the benchmark names read `Workload: Library`, which is what
/// `compare.py` groups the results by.
enum Library: String, CaseIterable {
    case reactive = "Reactive"
    case openCombine = "OpenCombine"
    case baseline = "Baseline"
}

/// Events pumped, or subscriptions created, per measured iteration; results are reported per unit.
var unitsPerIteration: BenchmarkScalingFactor { .kilo }

var benchmarkMetrics: [BenchmarkMetric] { [.wallClock, .cpuTotal, .mallocCountTotal, .instructions] }

/// Registers one workload's benchmark for `library`.
func workload(_ name: String, _ library: Library, _ body: @escaping @Sendable (Int) -> Int) {
    let configuration = Benchmark.Configuration(
        metrics: benchmarkMetrics,
        scalingFactor: unitsPerIteration,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    Benchmark("\(name): \(library.rawValue)", configuration: configuration) { benchmark in
        let units = benchmark.scaledIterations.count
        let checksum = body(units)
        precondition(checksum == expectedChecksum(name, units), "\(name) (\(library.rawValue)) computed \(checksum)")
        blackHole(checksum)
    }
}

/// What each workload's sum must be after `units` units: a wrong implementation fails loudly rather
/// than measuring less work.
func expectedChecksum(_ name: String, _ units: Int) -> Int {
    name == "PublishSubjectPumpingTwoSubscriptions" ? 2 * units : units
}
