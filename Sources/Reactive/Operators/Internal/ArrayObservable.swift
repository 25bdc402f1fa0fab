/// The source of `from` with an array and of `of` on the current-thread trampoline (with no scheduler, or
/// `CurrentThreadScheduler`): a `SteppingObservable` whose state is an index into the array, with the same
/// order of steps (see `SteppingObservable`).
///
/// Built in the caller's module (`from` and `of` are inlinable), where its type and that of its stepper are
/// known statically: a subscription then makes its stepper without a runtime metadata lookup, and a step
/// reads the array at an index, with no iterator and no closure.
@usableFromInline
final class ArrayObservable<Element>: Observable<Element> {
    /// Makes the stepper of one subscription. Written in the caller's specialised code, by `from` and `of`.
    @usableFromInline
    typealias MakeStepper = (
        [Element], Sink<Element>, Unmanaged<Trampoline>, @escaping ArrayStepper<Element>.SendNext
    ) -> SteppingWork

    private let elements: [Element]
    private let makeStepper: MakeStepper
    /// Handed to every stepper: written in the caller's specialised code too, made once per observable.
    private let sendNext: ArrayStepper<Element>.SendNext

    @usableFromInline
    init(
        elements: [Element], makeStepper: @escaping MakeStepper,
        sendNext: @escaping ArrayStepper<Element>.SendNext
    ) {
        self.elements = elements
        self.makeStepper = makeStepper
        self.sendNext = sendNext
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let trampoline = Trampoline.current
        let stepper = makeStepper(elements, sink, Unmanaged.passUnretained(trampoline), sendNext)
        trampoline.enqueueRunningIfIdle(stepper)
        return stepper
    }
}

/// Whether a source given `scheduler` steps on the current-thread trampoline (no scheduler, or
/// `CurrentThreadScheduler`). Not inlined into the caller, which would copy the optional existential.
@usableFromInline
func stepsOnTrampoline(_ scheduler: ImmediateSchedulerType?) -> Bool {
    scheduler == nil || scheduler is CurrentThreadScheduler
}

/// The source of `from` with an array and of `of` on a scheduler other than the current thread's: each
/// element, then completion, in its own scheduled action.
@usableFromInline
func scheduledArrayObservable<Element>(
    _ elements: [Element], scheduler: ImmediateSchedulerType?
) -> Observable<Element> {
    SteppingObservable(scheduler: scheduler, initialState: { elements.makeIterator() }) { $0.next() }
}

/// The steps of one subscription to an `ArrayObservable` on the current-thread trampoline, and the
/// subscription's disposable: as `SteppingObservable`'s stepper, with an index for its state.
@usableFromInline
final class ArrayStepper<Element>: SteppingWork, @unchecked Sendable {
    // Sendable: `index` is only touched by the thread whose trampoline runs the steps.
    /// Sends the element at the stepper's index and moves past it. Written in the caller's module (see
    /// `sendNextElement()`), where the array is read at a known element type: the stepper's own code is
    /// generic, and would copy each element through its type's value witnesses.
    @usableFromInline
    typealias SendNext = (ArrayStepper) -> Void

    @usableFromInline let elements: [Element]
    @usableFromInline @exclusivity(unchecked) var index = 0
    @usableFromInline let sink: Sink<Element>
    private let sendNext: SendNext

    @usableFromInline
    init(
        elements: [Element], sink: Sink<Element>, trampoline: Unmanaged<Trampoline>,
        sendNext: @escaping SendNext
    ) {
        self.elements = elements
        self.sink = sink
        self.sendNext = sendNext
        super.init(trampoline: trampoline)
    }

    /// The one step of `sendNext`: inlined into the closure the caller's module writes.
    @inlinable
    final func sendNextElement() {
        let element = elements[index]
        index += 1
        sink.onNext(element)
    }

    override func run() {
        let count = elements.count
        while !disposed.isSet {
            if index == count {
                sink.onCompleted()
                return
            }
            sendNext(self)
            // RxSwift queues the next step here, behind what the delivery queued: give way to it.
            if trampoline.hasQueuedWork {
                trampoline.enqueue(self)
                return
            }
        }
    }
}
