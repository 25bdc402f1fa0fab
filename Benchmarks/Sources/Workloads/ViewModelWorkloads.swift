import Observation
import Presenters
import Reactive

// A view's model, as SwiftUI uses it: a view reads some of the 20 fields of a state under
// `withObservationTracking`, one field changes, the view is told and reads its fields again. One unit is
// one change and the view's new reading. Reactive's model is an `ObservedPresenter` over a presenter whose
// event increments the field; the baseline is the view model a SwiftUI team writes by hand, a class with
// the `@Observable` macro holding the 20 fields, whose method increments the field. The views read the
// changed field among the others.

func registerViewModelWorkloads() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
    for (name, fields) in [("One", 1), ("Five", 5), ("Twenty", 20)] {
        workload("ModelStateChangeReading\(name)", .reactive) { units in
            onTheMainThread { observedPresenterChanges(fieldsRead: fields, units: units) }
        }
        workload("ModelStateChangeReading\(name)", .baseline) { units in
            onTheMainThread { viewModelChanges(fieldsRead: fields, units: units) }
        }
    }
}

/// A state of 20 counters; each event increments the first. The one definition of the 20 fields, for the
/// view's model here and for the scaling workloads; `TwentyFieldsViewModel` holds the same fields as
/// stored properties, which is what the `@Observable` macro observes one by one.
struct TwentyFields: Equatable, Sendable {
    var f0 = 0
    var f1 = 0
    var f2 = 0
    var f3 = 0
    var f4 = 0
    var f5 = 0
    var f6 = 0
    var f7 = 0
    var f8 = 0
    var f9 = 0
    var f10 = 0
    var f11 = 0
    var f12 = 0
    var f13 = 0
    var f14 = 0
    var f15 = 0
    var f16 = 0
    var f17 = 0
    var f18 = 0
    var f19 = 0
}

/// The presenter behind a view's model: each increment changes the first field.
func makeTwentyFieldsPresenter() -> Presenter<CounterEvent, TwentyFields, Never> {
    Presenter(
        initialState: TwentyFields(), scheduler: TestScheduler(initialClock: 0), reduce: .replace
    ) { event, state in
        var next = state
        switch event {
        case .increment: next.f0 += 1
        }
        return .mutate(next)
    }
}

/// The hand-written view model: the 20 fields of `TwentyFields`, observed by the `@Observable` macro.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@Observable
final class TwentyFieldsViewModel {
    var f0 = 0
    var f1 = 0
    var f2 = 0
    var f3 = 0
    var f4 = 0
    var f5 = 0
    var f6 = 0
    var f7 = 0
    var f8 = 0
    var f9 = 0
    var f10 = 0
    var f11 = 0
    var f12 = 0
    var f13 = 0
    var f14 = 0
    var f15 = 0
    var f16 = 0
    var f17 = 0
    var f18 = 0
    var f19 = 0

    /// What the presenter's `increment` does to its state, done to the field that changes.
    func increment() {
        f0 += 1
    }

    /// What a view that shows `count` of the fields reads: the first field, the first five or all of them
    /// (one at a time: a sum of twenty dynamic members is too much for the type checker).
    func read(_ count: Int) -> Int {
        var sum = f0
        guard count > 1 else { return sum }
        sum &+= f1
        sum &+= f2
        sum &+= f3
        sum &+= f4
        guard count > 5 else { return sum }
        sum &+= f5
        sum &+= f6
        sum &+= f7
        sum &+= f8
        sum &+= f9
        sum &+= f10
        sum &+= f11
        sum &+= f12
        sum &+= f13
        sum &+= f14
        sum &+= f15
        sum &+= f16
        sum &+= f17
        sum &+= f18
        sum &+= f19
        return sum
    }
}

/// What a view that shows `count` fields of `model` reads, as `TwentyFieldsViewModel.read` does.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func read(_ count: Int, of model: ObservedPresenter<CounterEvent, TwentyFields, Never>) -> Int {
    var sum = model.f0
    guard count > 1 else { return sum }
    sum &+= model.f1
    sum &+= model.f2
    sum &+= model.f3
    sum &+= model.f4
    guard count > 5 else { return sum }
    sum &+= model.f5
    sum &+= model.f6
    sum &+= model.f7
    sum &+= model.f8
    sum &+= model.f9
    sum &+= model.f10
    sum &+= model.f11
    sum &+= model.f12
    sum &+= model.f13
    sum &+= model.f14
    sum &+= model.f15
    sum &+= model.f16
    sum &+= model.f17
    sum &+= model.f18
    sum &+= model.f19
    return sum
}

/// Sends `units` increments to a presenter shown by an `ObservedPresenter`, a view reading `fieldsRead` of
/// its fields again after each; returns the number of times the view was told of a change.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func observedPresenterChanges(fieldsRead: Int, units: Int) -> Int {
    let model = ObservedPresenter(makeTwentyFieldsPresenter())
    let told = Told()
    var shown = 0
    withObservationTracking {
        shown = read(fieldsRead, of: model)
    } onChange: {
        told.count += 1
    }
    for _ in 0..<units {
        model.send(.increment)
        withObservationTracking {
            shown = read(fieldsRead, of: model)
        } onChange: {
            told.count += 1
        }
    }
    precondition(shown == units, "the view shows \(shown) after \(units) changes")
    return told.count
}

/// The same with the hand-written view model.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func viewModelChanges(fieldsRead: Int, units: Int) -> Int {
    let model = TwentyFieldsViewModel()
    let told = Told()
    var shown = 0
    withObservationTracking {
        shown = model.read(fieldsRead)
    } onChange: {
        told.count += 1
    }
    for _ in 0..<units {
        model.increment()
        withObservationTracking {
            shown = model.read(fieldsRead)
        } onChange: {
            told.count += 1
        }
    }
    precondition(shown == units, "the view shows \(shown) after \(units) changes")
    return told.count
}

/// How many times a view was told of a change.
private final class Told: @unchecked Sendable {
    // Sendable: Observation tells a view of a change where the change is made, on the main thread here.
    var count = 0
}
