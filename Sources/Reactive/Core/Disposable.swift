/// Something that holds a resource until it is disposed: a subscription, a scheduled action, a timer.
///
/// Disposing twice is harmless: the second call does nothing.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

/// `object` as a `Disposable`.
///
/// Converting a generic class to `Disposable` directly records the class's type in the existential, and
/// in the engine's unspecialised code that type costs a metadata lookup. A class-bound existential needs
/// no type, and converting it records the object's own class, read from the object.
@inline(never)
func anyDisposable(_ object: consuming AnyObject & Disposable) -> Disposable { object }

/// Takes the disposable out of `slot` and leaves a `NopDisposable` there.
///
/// A move: reading the slot and then assigning to it would copy the existential and destroy the old
/// value, both through value witness calls.
@inline(__always)
func takeDisposable(_ slot: inout Disposable) -> Disposable {
    withUnsafeMutablePointer(to: &slot) { pointer in
        let taken = pointer.move()
        pointer.initialize(to: NopDisposable.instance)
        return taken
    }
}
