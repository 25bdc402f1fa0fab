import Foundation

// The workload bodies live in this library so that two executables run the same code: the package-benchmark
// suite (`Benchmarks/ReactiveBenchmarks`, wall clock and mallocs) and `InstructionCounts` (one body under
// callgrind, for instruction counts on machines without hardware counters).

/// Every workload runs for three libraries; the benchmark names read `Workload: Library`, which is what
/// `compare.py` groups the results by.
public enum Library: String, CaseIterable, Sendable {
    case reactive = "Reactive"
    case openCombine = "OpenCombine"
    case baseline = "Baseline"
}

/// One workload's body for one library: it runs `units` units (events pumped or subscriptions created)
/// and returns the sum it computed.
public struct Workload: Sendable {
    /// The workload, e.g. `MapFilterPumping`.
    public let name: String
    public let library: Library
    public let body: @Sendable (Int) -> Int

    /// The benchmark's name, `Workload: Library`.
    public var benchmarkName: String { "\(name): \(library.rawValue)" }

    /// Runs `units` units and stops the process if the sum is not the expected one: a wrong implementation
    /// fails loudly rather than measuring less work.
    public func run(units: Int) -> Int {
        let checksum = body(units)
        precondition(checksum == expectedChecksum(name, units), "\(benchmarkName) computed \(checksum)")
        return checksum
    }
}

/// Every workload, in the order the `register...Workloads()` functions add them.
public let allWorkloads: [Workload] = {
    registerSubjectWorkloads()
    registerMapFilterWorkloads()
    registerFlatMapWorkloads()
    registerFlatMapLatestWorkloads()
    registerCombineLatestWorkloads()
    registerSchedulerAndPresenterWorkloads()
    return WorkloadRegistry.shared.workloads
}()

/// Registers one workload's body for `library`.
func workload(_ name: String, _ library: Library, _ body: @escaping @Sendable (Int) -> Int) {
    WorkloadRegistry.shared.add(Workload(name: name, library: library, body: body))
}

/// What each workload's sum must be after `units` units.
func expectedChecksum(_ name: String, _ units: Int) -> Int {
    name == "PublishSubjectPumpingTwoSubscriptions" ? 2 * units : units
}

/// Collects the registrations; only `allWorkloads` reads it, once.
private final class WorkloadRegistry: @unchecked Sendable {
    // Sendable: `entries` is only touched under `lock`.
    static let shared = WorkloadRegistry()
    private let lock = NSLock()
    private var entries: [Workload] = []

    func add(_ workload: Workload) {
        lock.withLock { entries.append(workload) }
    }

    var workloads: [Workload] { lock.withLock { entries } }
}
