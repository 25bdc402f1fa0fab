// Runs one workload body once, for counting its instructions under callgrind on machines without hardware
// counters:
//
//     InstructionCounts "MapFilterPumping: Reactive" 1000
//     InstructionCounts --list
//     InstructionCounts "SubjectDelivering/100: Reactive" 1000
//     InstructionCounts --list-scaling    # name, size and units (the smaller count), tab-separated
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
    fatalError("usage: InstructionCounts \"Workload: Library\" UNITS | --list")
}
