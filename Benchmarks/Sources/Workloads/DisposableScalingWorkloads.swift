import Reactive

// Composite disposables and dispose bags of N entries. One unit is one entry: added and then disposed with
// all the others at once (the runs fill and dispose units / N containers), or disposed on its own while
// the container holds N entries, and replaced.

func registerDisposableScalingWorkloads() {
    let sizes = [10, 1_000, 100_000]
    let wholeContainers = { (size: Int) in max(1000, 10 * size) }
    scalingWorkload("CompositeDisposingAll", sizes: sizes, units: wholeContainers) { size in
        { units in
            var sum = 0
            for _ in 0..<units / size {
                let composite = CompositeDisposable()
                for _ in 0..<size { _ = composite.insert(Disposables.create { sum += 1 }) }
                composite.dispose()
            }
            return sum
        }
    }
    // An entry removed by its key, at random among the N, as subscriptions end in any order.
    scalingWorkload("CompositeDisposingEach", sizes: sizes) { size in
        { units in
            var sum = 0
            let composite = CompositeDisposable()
            var keys = (0..<size).map { _ in composite.insert(Disposables.create { sum += 1 })! }
            var random = ScalingRandom()
            for _ in 0..<units {
                let slot = random.next(below: size)
                composite.remove(for: keys[slot])
                keys[slot] = composite.insert(Disposables.create { sum += 1 })!
            }
            let removed = sum
            composite.dispose()
            return removed
        }
    }
    scalingWorkload("DisposeBagDisposingAll", sizes: sizes, units: wholeContainers) { size in
        { units in
            var sum = 0
            for _ in 0..<units / size {
                fillAndReleaseBag(size: size) { sum += 1 }
            }
            return sum
        }
    }
    // An entry of the bag disposed on its own, at random among the N live ones, and a new one added: a bag
    // keeps what it holds until it goes, so it grows by one entry per unit.
    scalingWorkload("DisposeBagDisposingEach", sizes: sizes) { size in
        { units in
            var sum = 0
            let bag = DisposeBag()
            var entries = (0..<size).map { _ in Disposables.create { sum += 1 } }
            for entry in entries { bag.insert(entry) }
            var random = ScalingRandom()
            for _ in 0..<units {
                let slot = random.next(below: size)
                entries[slot].dispose()
                entries[slot] = Disposables.create { sum += 1 }
                bag.insert(entries[slot])
            }
            // The bag disposes the live entries when it goes: count only the entries disposed before.
            return withExtendedLifetime(bag) { sum }
        }
    }
}

/// Fills a bag with `size` entries and releases it, which disposes them all.
@inline(never)
private func fillAndReleaseBag(size: Int, _ onDispose: @escaping () -> Void) {
    let bag = DisposeBag()
    for _ in 0..<size { bag.insert(Disposables.create(with: onDispose)) }
}
