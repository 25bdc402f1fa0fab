import Reactive

// A TestScheduler that keeps N actions pending: each action, when it runs, schedules the next one at a
// random delay within N ticks, so the queue holds N actions throughout. One unit is one action run and one
// scheduled; a binary heap costs O(log N) per unit. The scheduler stops after `units` actions, leaving the
// N pending ones, whose setup and release cost the same at any number of units.

func registerSchedulerScalingWorkloads() {
    scalingWorkload("TestSchedulerPending", sizes: [10, 1_000, 100_000, 1_000_000]) { size in
        { units in
            let scheduler = TestScheduler(initialClock: 0)
            var random = ScalingRandom()
            var fired = 0
            func schedule() {
                _ = scheduler.scheduleRelative((), dueTime: .seconds(1 + random.next(below: size))) { _ in
                    fired += 1
                    if fired < units {
                        schedule()
                    } else {
                        scheduler.stop()
                    }
                    return Disposables.create()
                }
            }
            for _ in 0..<size { schedule() }
            scheduler.start()
            return fired
        }
    }
}
