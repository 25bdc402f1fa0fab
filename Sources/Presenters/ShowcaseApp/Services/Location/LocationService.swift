import Foundation
import Presenters

/// The device's location service: where the device is, if the user allows the app to know.
public protocol LocationService {
    /// The device's location once found; fails with `LocationError`.
    func currentLocation() -> Single<Coordinates>
}

/// A location service that lives in memory: a fixed place found after a delay, a permission the user can
/// grant or refuse, and failures on demand, all timed by the injected scheduler.
///
/// ```swift
/// let service = InMemoryLocationService(scheduler: scheduler)
/// service.permission = .denied
/// ```
public final class InMemoryLocationService: LocationService {
    /// Whether the user lets the app know where they are.
    public enum Permission: String, Hashable, Codable, Sendable {
        case allowed
        case denied
    }

    /// Where the demo's user stands: the square in front of the town hall.
    public static let demoLocation = Coordinates(latitude: 52.3676, longitude: 4.9041)

    private let scheduler: any SchedulerType
    private let lock = NSLock()
    private var granted: Permission
    private var place: Coordinates
    private var failures = 0
    /// The time the device takes to find where it is.
    public let delay: RxTimeInterval

    /// A service at `location`, found `delay` after it is asked, with `permission`.
    public init(
        scheduler: any SchedulerType, location: Coordinates = InMemoryLocationService.demoLocation,
        delay: RxTimeInterval = .seconds(1), permission: Permission = .allowed
    ) {
        self.scheduler = scheduler
        self.place = location
        self.delay = delay
        self.granted = permission
    }

    /// Whether the user allows the app to know the location; a request made while denied fails at once.
    public var permission: Permission {
        get { lock.withLock { granted } }
        set { lock.withLock { granted = newValue } }
    }

    /// Where the device is found from now on.
    public var location: Coordinates {
        get { lock.withLock { place } }
        set { lock.withLock { place = newValue } }
    }

    /// Makes the next request fail with `LocationError.unavailable` after the delay; called several times,
    /// the next requests fail in turn.
    public func failNextFix() {
        lock.withLock { failures += 1 }
    }

    public func currentLocation() -> Single<Coordinates> {
        Single.create { [self] answer in
            let (permission, failing, place) = lock.withLock {
                guard granted == .allowed else { return (granted, false, self.place) }
                let failing = failures > 0
                if failing { failures -= 1 }
                return (granted, failing, self.place)
            }
            guard permission == .allowed else {
                answer(.failure(LocationError.permissionDenied))
                return Disposables.create()
            }
            return scheduler.scheduleRelative((), dueTime: delay) { _ in
                answer(failing ? .failure(LocationError.unavailable) : .success(place))
                return Disposables.create()
            }
        }
    }
}
