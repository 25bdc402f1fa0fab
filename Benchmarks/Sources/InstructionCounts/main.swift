// Runs one workload body once, for counting its instructions under callgrind on machines without hardware
// counters:
//
//     InstructionCounts "MapFilterPumping: Reactive" 1000
//     InstructionCounts --list
//     InstructionCounts "SubjectDelivering/100: Reactive" 1000
//     InstructionCounts --list-scaling    # name, size and units (the smaller count), tab-separated
//     InstructionCounts --time "^ListChanges" 9   # wall clock per unit of the scaling workloads that match
//
// Start-up costs the same at any number of units, so two runs under
// `valgrind --tool=callgrind` give the instructions per unit as (I2 - I1) / (units2 - units1);
// `compare.py --instructions` does that for every workload.
import Foundation
import Workloads

let arguments = CommandLine.arguments.dropFirst()

if arguments.first == "--list" {
    for workload in allWorkloads { print(workload.benchmarkName) }
} else if arguments.first == "--list-scaling" {
    for workload in scalingWorkloads {
        print("\(workload.benchmarkName)\t\(workload.size ?? 0)\t\(workload.units)")
    }
} else if arguments.first == "--time", arguments.count >= 2 {
    // Wall clock, for the workloads whose figures are wanted in time too (the list changes): each matching
    // scaling workload runs its units once per round, the workloads taking turns so that the load of the
    // machine falls on all of them alike, and the median of the rounds is printed in ms per unit.
    let pattern = try Regex(arguments.dropFirst().first!)
    let rounds = arguments.count > 2 ? Int(arguments.last!) ?? 9 : 9
    let chosen = scalingWorkloads.filter { $0.benchmarkName.contains(pattern) }
    var times = Array(repeating: [Double](), count: chosen.count)
    for _ in 0..<rounds {
        for (index, workload) in chosen.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = workload.run(units: workload.units)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            times[index].append(elapsed / 1e6 / Double(workload.units))
        }
    }
    for (workload, runs) in zip(chosen, times) {
        print("\(workload.benchmarkName)\t\(String(format: "%.4f", runs.sorted()[runs.count / 2]))")
    }
} else if arguments.count == 2, let units = Int(arguments.last!), units >= 0 {
    let name = arguments.first!
    let named = { (workload: Workload) in workload.benchmarkName == name }
    guard let workload = allWorkloads.first(where: named) ?? scalingWorkloads.first(where: named) else {
        fatalError("no workload named \"\(name)\"; --list and --list-scaling show them")
    }
    // As under package-benchmark, the body runs off the main thread while the main thread serves the main
    // queue, so that workloads may hop onto the main queue (the Driver workloads do). The main run loop
    // serves it; `dispatchMain()` would too, but valgrind does not survive its exit of the main thread.
    let thread = Thread {
        print(workload.run(units: units))
        exit(0)
    }
    thread.start()
    while true { RunLoop.main.run() }
} else {
    fatalError("usage: InstructionCounts \"Workload: Library\" UNITS | --list | --list-scaling | --time REGEX [ROUNDS]")
}
