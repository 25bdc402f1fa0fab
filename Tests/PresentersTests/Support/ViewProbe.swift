import Observation

/// A view as Observation sees it: it reads some of a model in `body`, is told once when what it read is
/// about to change, and reads again (re-renders) when the test says so.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class ViewProbe {
    /// How many times the view was told that what it read changes.
    private(set) var notifications = 0
    /// Whether it was told since it last read.
    private(set) var isInvalidated = false
    private let body: () -> Void

    init(reading body: @escaping () -> Void) {
        self.body = body
        render()
    }

    /// Reads what the view shows, registering the observations, as a render does.
    func render() {
        isInvalidated = false
        withObservationTracking(body) { [weak self] in
            MainActor.assumeIsolated {
                self?.notifications += 1
                self?.isInvalidated = true
            }
        }
    }

    /// Renders again if the view was invalidated.
    func renderIfInvalidated() {
        if isInvalidated { render() }
    }
}
