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
    /// The workload, e.g. `MapFilterPumping`, or for a scaling workload its name and size,
    /// `SubjectDelivering/100`.
    public let name: String
    /// The library it runs on.
    public let library: Library
    /// Runs the given number of units and returns the sum it computed.
    public let body: @Sendable (Int) -> Int
    /// A scaling workload's size (items, subscribers, pending actions, entries); `nil` for the others.
    public var size: Int?
    /// The smaller of the two numbers of units callgrind runs a scaling workload for (the larger is twice
    /// as many): enough that the difference between the runs is many times the noise of the setup.
    public var units = 1000

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
    registerSequenceWorkloads()
    registerCombineLatestWorkloads()
    registerSchedulerAndPresenterWorkloads()
    registerPresenterCreatingWorkloads()
    registerAsyncEffectWorkloads()
    registerHandOverWorkloads()
    registerViewModelWorkloads()
    registerGeneratedTestWorkloads()
    return WorkloadRegistry.shared.workloads
}()

/// The workloads that grow, each at every size it is measured at, in the order the `register...()`
/// functions add them. They are measured by instruction counts only (`compare.py --scaling`): one of them at
/// its largest size sets up a million pending actions, too slow for package-benchmark's repeated runs.
public let scalingWorkloads: [Workload] = {
    registerPresenterScalingWorkloads()
    registerChildrenScalingWorkloads()
    registerSubjectScalingWorkloads()
    registerSchedulerScalingWorkloads()
    registerDisposableScalingWorkloads()
    registerViewScalingWorkloads()
    return WorkloadRegistry.scaling.workloads
}()

/// Registers one workload's body for `library`.
func workload(_ name: String, _ library: Library, _ body: @escaping @Sendable (Int) -> Int) {
    WorkloadRegistry.shared.add(Workload(name: name, library: library, body: body))
}

/// Registers a scaling workload at each of `sizes`: `body(size)` returns the body for that size, and
/// `units(size)` the smaller number of units callgrind runs it for.
func scalingWorkload(
    _ name: String, sizes: [Int], units: @escaping (Int) -> Int = { _ in 1000 },
    _ body: @escaping @Sendable (_ size: Int) -> @Sendable (Int) -> Int
) {
    for size in sizes {
        var workload = Workload(name: "\(name)/\(size)", library: .reactive, body: body(size))
        workload.size = size
        workload.units = units(size)
        WorkloadRegistry.scaling.add(workload)
    }
}

/// What each workload's sum must be after `units` units.
func expectedChecksum(_ name: String, _ units: Int) -> Int {
    name == "PublishSubjectPumpingTwoSubscriptions" ? 2 * units : units
}

/// Collects the registrations; only `allWorkloads` reads `shared`, and `scalingWorkloads` `scaling`, once.
private final class WorkloadRegistry: @unchecked Sendable {
    // Sendable: `entries` is only touched under `lock`.
    static let shared = WorkloadRegistry()
    static let scaling = WorkloadRegistry()
    private let lock = NSLock()
    private var entries: [Workload] = []

    func add(_ workload: Workload) {
        lock.withLock { entries.append(workload) }
    }

    var workloads: [Workload] { lock.withLock { entries } }
}
