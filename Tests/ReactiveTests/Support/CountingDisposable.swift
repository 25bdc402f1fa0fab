import Reactive

/// Counts how many times it was disposed, to check that containers dispose what they hold exactly once.
final class CountingDisposable: Disposable {
    private(set) var disposeCount = 0

    func dispose() { disposeCount += 1 }
}
