import Dispatch
import Foundation
import Presenters
import Reactive

// An Rx answer that arrives on another queue, as a URLSession call's does, reaching a presenter that lives
// on a serial queue: the event is sent on the presenter's queue, the effect's `Single` is subscribed and
// answers on the other queue, and the answer is handed over to the presenter's queue, reduced, and its state delivered there.
// The baseline does the same three hops by hand.
func registerHandOverWorkloads() {
    workload("AnswerHandedOver", .reactive) { units in
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "presenter")
        let elsewhere = SerialDispatchQueueScheduler(internalSerialQueueName: "elsewhere")
        let presenter = Presenter<CounterEvent, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .pure { count, added in count + added },
            effects: { _, _ in .run(Single.just(1).subscribe(on: elsewhere)) })
        let answered = DispatchSemaphore(value: 0)
        let subscription = presenter.state.skip(1).subscribe(onNext: { _ in answered.signal() })
        for _ in 0..<units {
            _ = scheduler.schedule(()) { _ in
                presenter.send(.increment)
                return Disposables.create()
            }
            answered.wait()
        }
        subscription.dispose()
        return presenter.currentState
    }
    workload("AnswerHandedOver", .baseline) { units in
        let queue = DispatchQueue(label: "model")
        let elsewhere = DispatchQueue(label: "elsewhere", qos: .userInitiated)
        let model = HandOverModel()
        let answered = DispatchSemaphore(value: 0)
        for _ in 0..<units {
            queue.async { model.send(elsewhere: elsewhere, home: queue, answered: answered) }
            answered.wait()
        }
        return model.count
    }
}

/// A view model whose request answers on another queue and whose answer it takes back to its own.
private final class HandOverModel: @unchecked Sendable {
    // Sendable: `count` is only touched on the model's queue.
    var count = 0

    @inline(never)
    func send(elsewhere: DispatchQueue, home: DispatchQueue, answered: DispatchSemaphore) {
        elsewhere.async {
            home.async {
                self.count += 1
                answered.signal()
            }
        }
    }
}
