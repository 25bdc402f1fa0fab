import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Watches several threads send into one serialised stream (a subject, a fan-in operator, a presenter) with
/// slow observers, and measures what the stream's fairness promises to bound:
///
/// - `peakForeignPerCall`: the most events of *other* threads that one sending call delivered before it
///   returned (the thread that holds the deliverer role delivers on its own stack);
/// - `peakBacklog`: the most events whose sending call had returned while they were not delivered yet,
///   which all wait in the stream's queue.
///
/// It also records what each observer received, to check that nothing was lost, duplicated or reordered.
public final class FairnessProbe: @unchecked Sendable {
    // Sendable: every stored property is only touched under `lock`.
    /// One event: who sent it, and its number among that sender's events.
    public struct Sent: Hashable, Sendable {
        public let sender: Int
        public let index: Int

        public init(sender: Int, index: Int) {
            self.sender = sender
            self.index = index
        }
    }

    /// How many sends each sender makes: a bounded number in `swift test`, a heavy one with
    /// `REACTIVE_STRESS=1`.
    public static var eventsPerSender: Int {
        ProcessInfo.processInfo.environment["REACTIVE_STRESS"] == "1" ? 200_000 : 1_500
    }

    private let lock = NSLock()
    private var senderOfThread: [UInt: Int] = [:]
    private var foreignInCall: [Int: Int] = [:]
    private var returned = 0
    private var delivered = 0
    public private(set) var peakForeignPerCall = 0
    public private(set) var peakBacklog = 0
    private var received: [[Sent]]
    /// How long each observer works on an event, in loop turns.
    private let work: Int

    public init(observers: Int, work: Int = 200) {
        received = Array(repeating: [], count: observers)
        self.work = work
    }

    /// What each observer received, in order.
    public var receivedByObserver: [[Sent]] { lock.withLock { received } }

    /// Runs `body(sender)` on `count` threads at once and returns when all have finished.
    public static func runThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            let thread = Thread {
                body(index)
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
    }

    /// Sends event `index` of `sender` through `send`, counting what the call delivered for others.
    public func send(_ sender: Int, _ index: Int, _ send: (Sent) -> Void) {
        lock.withLock {
            senderOfThread[Self.thread] = sender
            foreignInCall[sender] = 0
        }
        send(Sent(sender: sender, index: index))
        lock.withLock {
            peakForeignPerCall = max(peakForeignPerCall, foreignInCall[sender] ?? 0)
            returned += 1
        }
    }

    /// Called by observer `observer` for each event; works a little, as a real observer would.
    public func receive(_ sent: Sent, observer: Int) {
        lock.withLock {
            received[observer].append(sent)
            if observer == 0 {
                delivered += 1
                peakBacklog = max(peakBacklog, returned - delivered)
            }
            if observer == 0, let sender = senderOfThread[Self.thread], sender != sent.sender {
                foreignInCall[sender, default: 0] += 1
            }
        }
        var sum = 0
        for turn in 0..<work { sum &+= turn &* sent.index }
        if sum == -1 { print(sum) }
    }

    /// The measures, as a line for the test log.
    public var summary: String {
        lock.withLock { "peak events of others in one call: \(peakForeignPerCall), peak queued: \(peakBacklog)" }
    }

    /// A description of what went wrong with the deliveries, or `nil`: every observer received each of the
    /// `senders * perSender` events once, each sender's events in order, and all observers the same order.
    public func deliveryProblem(senders: Int, perSender: Int) -> String? {
        let received = receivedByObserver
        for (observer, events) in received.enumerated() {
            if events.count != senders * perSender {
                return "observer \(observer) received \(events.count) events, expected \(senders * perSender)"
            }
            var next = Array(repeating: 0, count: senders)
            for event in events {
                if event.index != next[event.sender] {
                    return
                        "observer \(observer) received \(event) when sender \(event.sender) was at \(next[event.sender])"
                }
                next[event.sender] += 1
            }
            if events != received[0] { return "observer \(observer) saw another order than observer 0" }
        }
        return nil
    }

    private static var thread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }
}
