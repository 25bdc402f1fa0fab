extension ObservableType {
    /// Splits the elements into groups by the key `keySelector` gives them: the first element of a key
    /// sends a `GroupedObservable` for that key, which then sends every element with that key. The groups
    /// complete (or fail) with the source; an error thrown by `keySelector` fails them and the sequence.
    ///
    /// ```
    /// source:      --1--2--3--4--|
    /// groupBy { $0 % 2 }
    /// result:      --A--B--------|     A (key 1): 1--3--|   B (key 0): 2--4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).groupBy { $0 % 2 }
    ///     .flatMap { group in group.toArray().map { (group.key, $0) } }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: (1, [1, 3]), (0, [2, 4])
    /// ```
    ///
    /// A group sends each element to whoever is subscribed to it then, so subscribe to it as soon as it
    /// arrives. The source subscription lasts as long as the result or any group is subscribed to.
    ///
    /// - Complexity: O(k) in memory for k keys.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        lift { GroupBySink(downstream: $0, keySelector: keySelector) }
    }
}

/// The elements of one group of `groupBy`, with the key they share.
///
/// ```swift
/// _ = Observable.of("apple", "avocado", "banana").groupBy { $0.first! }
///     .subscribe(onNext: { group in print(group.key) })
/// // Prints: a, b
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key of every element of the group.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `key` whose elements are those of `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the elements of the group.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The elements of the group.
    public func asObservable() -> Observable<Element> { source }
}

/// Only the source's events, which are serial, touch the groups.
private final class GroupBySink<Key: Hashable, Element>: ForwardingSink<Element, GroupedObservable<Key, Element>>,
    Disposable, @unchecked Sendable
{
    // Sendable: `groups` and `stopped` are only touched by the source's serial events; `reference` is
    // locked; `dispose` touches nothing else.
    private let keySelector: (Element) throws -> Key
    /// Keeps the source subscription while this sink or any group handed out is subscribed.
    private let reference = RefCountedSubscription()
    /// The groups, in the order their keys first appeared.
    private var groups: [Key: PublishSubject<Element>] = [:]
    private var order: [PublishSubject<Element>] = []

    init(downstream: Sink<GroupedObservable<Key, Element>>, keySelector: @escaping (Element) throws -> Key) {
        self.keySelector = keySelector
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> Disposable {
        reference.resources.insert(source.runOnTrampoline(self))
        return anyDisposable(self)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        let key: Key
        do {
            key = try keySelector(element)
        } catch {
            onError(error)
            return
        }
        let group: PublishSubject<Element>
        if let existing = groups[key] {
            group = existing
        } else {
            group = PublishSubject()
            groups[key] = group
            order.append(group)
            downstream.onNext(
                GroupedObservable(key: key, source: RefCountedObservable(source: group, reference: reference)))
        }
        group.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        stop()
        for group in takeGroups() { group.onError(error) }
        downstream.onError(error)
    }

    override func onCompleted() {
        guard !stopped else { return }
        stop()
        for group in takeGroups() { group.onCompleted() }
        downstream.onCompleted()
    }

    private func takeGroups() -> [PublishSubject<Element>] {
        defer {
            groups = [:]
            order = []
        }
        return order
    }

    func dispose() {
        reference.releaseOwner()
    }
}
