import Foundation

/// A keyed collection of child presenters, one for each element of a list in a parent presenter's state,
/// such as the rows of a feed or the images of a gallery.
///
/// The parent embeds it with ``Presenter/embed(_:state:routes:)-(ChildPresenters<ChildEvent,ChildState,ChildRoute>,_,_)``:
/// from then on, an element with a new id gets a child made from it, whose state is kept in the element,
/// and an element that goes takes its child with it, cancelling the child's effects. Events reach a child
/// through ``Effect/send(_:to:id:)``, and a view may bind a row to ``subscript(_:)``.
///
/// ```swift
/// let rows = ChildPresenters { (row: RowState) in makeRowPresenter(row, scheduler: scheduler) }
/// ```
public final class ChildPresenters<Event, State: Equatable & Identifiable, Route>: @unchecked Sendable {
    // Sendable: `children` and `order` are only touched under `lock`; `make` is only called by the
    // parent's drain, one element at a time.
    private struct Child {
        let presenter: Presenter<Event, State, Route>
        let detach: () -> Void
    }

    private let make: (State) -> Presenter<Event, State, Route>
    private let lock = Lock()
    private var children: [State.ID: Child] = [:]
    /// The ids of the children, in the order they were made.
    private var order: [State.ID] = []

    /// A collection whose children `make` builds, each from its element as the parent's state first
    /// holds it.
    public init(_ make: @escaping (State) -> Presenter<Event, State, Route>) {
        self.make = make
    }

    /// The child of the element with `id`, or `nil` if no element has it.
    public subscript(id: State.ID) -> Presenter<Event, State, Route>? {
        lock.withLock { children[id]?.presenter }
    }

    /// The ids of the children, in the order they were made.
    public var ids: [State.ID] {
        lock.withLock { order }
    }

    /// Makes a child for each element with a new id, in order, and removes the children whose id is gone.
    func update(
        to elements: [State], connect: (State.ID, Presenter<Event, State, Route>) -> () -> Void
    ) {
        let ids = Set(elements.map(\.id))
        let removed = lock.withLock {
            let removed = order.filter { !ids.contains($0) }.compactMap { children.removeValue(forKey: $0) }
            order.removeAll { !ids.contains($0) }
            return removed
        }
        for child in removed { stop(child) }
        for element in elements where lock.withLock({ children[element.id] == nil }) {
            let presenter = make(element)
            let detach = connect(element.id, presenter)
            lock.withLock {
                children[element.id] = Child(presenter: presenter, detach: detach)
                order.append(element.id)
            }
        }
    }

    /// Removes every child, cancelling its effects: the parent is gone.
    func removeAll() {
        let removed = lock.withLock {
            defer {
                children = [:]
                order = []
            }
            return order.compactMap { children[$0] }
        }
        for child in removed { stop(child) }
    }

    func waitForTasks(until deadline: Date) -> Bool {
        let presenters = lock.withLock { order.compactMap { children[$0]?.presenter } }
        return presenters.allSatisfy { $0.waitForTasks(until: deadline) }
    }

    private func stop(_ child: Child) {
        child.detach()
        child.presenter.stopEffects()
    }
}
