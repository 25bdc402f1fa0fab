import Benchmark

let benchmarks: @Sendable () -> Void = {
    registerSubjectWorkloads()
    registerMapFilterWorkloads()
    registerFlatMapWorkloads()
    registerFlatMapLatestWorkloads()
    registerCombineLatestWorkloads()
    registerSchedulerAndPresenterWorkloads()
}
