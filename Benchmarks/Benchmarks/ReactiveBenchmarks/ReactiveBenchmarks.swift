import Benchmark

let benchmarks: @Sendable () -> Void = {
    registerSubjectWorkloads()
    registerMapFilterWorkloads()
    registerFlatMapWorkloads()
    registerCombineLatestWorkloads()
    registerSchedulerAndPresenterWorkloads()
}
