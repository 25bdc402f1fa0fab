import Benchmark
import Workloads

/// Events pumped, or subscriptions created, per measured iteration; results are reported per unit.
var unitsPerIteration: BenchmarkScalingFactor { .kilo }

var benchmarkMetrics: [BenchmarkMetric] { [.wallClock, .cpuTotal, .mallocCountTotal, .instructions] }

let benchmarks: @Sendable () -> Void = {
    for workload in allWorkloads { register(workload) }
}

/// One benchmark per workload and library, named `Workload: Library`.
func register(_ workload: Workload) {
    let configuration = Benchmark.Configuration(
        metrics: benchmarkMetrics,
        scalingFactor: unitsPerIteration,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    Benchmark(workload.benchmarkName, configuration: configuration) { benchmark in
        blackHole(workload.run(units: benchmark.scaledIterations.count))
    }
}
