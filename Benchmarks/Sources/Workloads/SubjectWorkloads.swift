import OpenCombine
import Reactive

func registerSubjectWorkloads() {
    workload("PublishSubjectPumping", .reactive) { units in
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { sum += $0 })
        for _ in 0..<units { subject.on(.next(1)) }
        subscription.dispose()
        return sum
    }
    workload("PublishSubjectPumping", .openCombine) { units in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.sink { sum += $0 }
        for _ in 0..<units { subject.send(1) }
        cancellable.cancel()
        return sum
    }
    workload("PublishSubjectPumping", .baseline) { units in
        var sum = 0
        let subject = BaselineSubject()
        subject.subscribers.append { sum += $0 }
        for _ in 0..<units { subject.send(1) }
        return sum
    }

    workload("PublishSubjectPumpingTwoSubscriptions", .reactive) { units in
        var sum = 0
        let subject = PublishSubject<Int>()
        let first = subject.subscribe(onNext: { sum += $0 })
        let second = subject.subscribe(onNext: { sum += $0 })
        for _ in 0..<units { subject.on(.next(1)) }
        first.dispose()
        second.dispose()
        return sum
    }
    workload("PublishSubjectPumpingTwoSubscriptions", .openCombine) { units in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let first = subject.sink { sum += $0 }
        let second = subject.sink { sum += $0 }
        for _ in 0..<units { subject.send(1) }
        first.cancel()
        second.cancel()
        return sum
    }
    workload("PublishSubjectPumpingTwoSubscriptions", .baseline) { units in
        var sum = 0
        let subject = BaselineSubject()
        subject.subscribers.append { sum += $0 }
        subject.subscribers.append { sum += $0 }
        for _ in 0..<units { subject.send(1) }
        return sum
    }

    workload("PublishSubjectCreating", .reactive) { units in
        var sum = 0
        for _ in 0..<units {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { sum += $0 })
            subject.on(.next(1))
            subscription.dispose()
        }
        return sum
    }
    workload("PublishSubjectCreating", .openCombine) { units in
        var sum = 0
        for _ in 0..<units {
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = subject.sink { sum += $0 }
            subject.send(1)
            cancellable.cancel()
        }
        return sum
    }
    workload("PublishSubjectCreating", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            let subject = BaselineSubject()
            subject.subscribers.append { sum += $0 }
            subject.send(1)
        }
        return sum
    }
}
