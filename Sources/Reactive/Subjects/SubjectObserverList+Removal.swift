// How observers leave a subject's list: by key, in O(log n), and, during a delivery, kept alive until it
// ends.

extension SubjectObserverList {
    /// Removes the observer subscribed with `key`, whether it has joined or still waits in the queue.
    ///
    /// - Complexity: O(log n) amortised, for n observers.
    func remove(_ key: Int) {
        // What is removed is released after the lock: releasing a sink may run user code (a deinit).
        lock.lock()
        if owner != nil {
            removeOwned(key)
            return
        }
        let removed = takeJoinedLocked(key)
        if removed == nil && queuedSubscriptions > 0 {
            removeQueuedAndUnlock(key)
            return
        }
        if delivering, let removed {
            keepUntilDeliveryEndsLocked(removed)
            lock.unlock()
            return
        }
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// `remove` for a list with an `owner`: the owner is told, after the lock, if the subscription was
    /// there, so at most once per subscription. Out of line: subjects have no owner. Caller holds `lock`.
    @inline(never)
    private func removeOwned(_ key: Int) {
        let owner = self.owner
        guard let removed = takeJoinedLocked(key) else {
            if queuedSubscriptions > 0 {
                if removeQueuedAndUnlock(key) { owner?.leave() }
            } else {
                lock.unlock()
            }
            return
        }
        if delivering {
            keepUntilDeliveryEndsLocked(removed)
            lock.unlock()
        } else {
            lock.unlock()
            // Released here, after the lock (its deinit may run user code). `_fixLifetime` rather than
            // `withExtendedLifetime`, which this generic-free code does not inline: a call per leaving
            // subscriber.
            _fixLifetime(removed)
        }
        owner?.leave()
    }

    /// Takes the observer subscribed with `key` out of the observers that have joined; `nil` if none has
    /// that key (it may still wait in the queue). Caller holds `lock`.
    @inline(__always)
    private func takeJoinedLocked(_ key: Int) -> AnyObject? {
        if first != nil && firstKey == key {
            let removed = first
            if others.isEmpty {
                first = nil
            } else {
                promoteFirstOtherLocked()
            }
            return removed
        }
        guard let index = indexOfOtherLocked(key) else { return nil }
        return takeOtherLocked(at: index)
    }

    /// Keeps `observer`, which left during a delivery, until the delivery ends. Caller holds `lock`.
    func keepUntilDeliveryEndsLocked(_ observer: AnyObject) {
        if leftDuringDelivery == nil {
            leftDuringDelivery = observer
        } else {
            moreLeftDuringDelivery.append(observer)
        }
    }

    /// Takes the observers that left during the delivery that ends, for the caller to release after
    /// unlocking. Caller holds `lock`.
    func takeLeftDuringDeliveryLocked() -> (AnyObject?, ContiguousArray<AnyObject>) {
        guard leftDuringDelivery != nil else { return (nil, []) }
        defer {
            leftDuringDelivery = nil
            moreLeftDuringDelivery = []
        }
        return (leftDuringDelivery, moreLeftDuringDelivery)
    }

    /// Makes the first live observer of `others` the first observer. Caller holds `lock`; `others` is not
    /// empty, so it holds a live observer.
    func promoteFirstOtherLocked() {
        var index = othersHead
        while others[index].sink == nil { index += 1 }
        firstKey = others[index].key
        othersHead = index + 1
        first = takeOtherLocked(at: index)
    }

    /// The index in `others` of the live observer subscribed with `key`, if there is one: a binary search,
    /// as keys grow in subscription order. Caller holds `lock`.
    func indexOfOtherLocked(_ key: Int) -> Int? {
        var low = othersHead
        var high = others.count
        while low < high {
            let middle = (low + high) / 2
            if others[middle].key < key { low = middle + 1 } else { high = middle }
        }
        guard low < others.count, others[low].key == key, others[low].sink != nil else { return nil }
        return low
    }

    /// Takes the observer at `index` out of `others`, leaving a tombstone, and sweeps the tombstones out
    /// once they make half of it. Caller holds `lock`.
    func takeOtherLocked(at index: Int) -> AnyObject? {
        var removed: AnyObject?
        if index == others.count - 1 && index >= othersHead {
            // The last observer, the common case of a subscription that ends before the next starts: no
            // tombstone.
            removed = others.removeLast().sink
        } else {
            // Moved out, not copied: no retain and release.
            swap(&removed, &others[index].sink)
            removedOthers += 1
        }
        if removedOthers == others.count {
            others = []
            removedOthers = 0
            othersHead = 0
        } else if removedOthers * 2 > others.count {
            others.removeAll { $0.sink == nil }
            removedOthers = 0
            othersHead = 0
        }
        return removed
    }
}
