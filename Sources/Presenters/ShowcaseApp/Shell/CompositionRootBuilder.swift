import Presenters

/// Assembles the app's composition root from its feature roots: the production ones unless replaced.
///
/// The app builds it with its environment alone; a test replaces any collaborator before building: a
/// single use case, a whole feature root, or the navigator.
///
/// ```swift
/// let root = CompositionRootBuilder(environment: .simulated(scheduler: scheduler))
///     .unimplemented(unimplemented)
///     .venues { $0.userLocation = stubLocation }
///     .build()
/// let navigator = root.makeNavigator()
/// ```
public struct CompositionRootBuilder {
    private let environment: AppEnvironment
    private var unimplemented: Unimplemented?
    private var changes: [(CompositionRoot) -> Void] = []

    /// A builder of the app over `environment`, with every production collaborator.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// Starts from the test root: every use case of every feature fails the test that calls it, so that
    /// the test provides exactly the ones its screens call.
    public func unimplemented(_ unimplemented: Unimplemented) -> CompositionRootBuilder {
        var builder = self
        builder.unimplemented = unimplemented
        return builder
    }

    /// Replaces the whole venues feature root with `venues`.
    public func venues(_ venues: VenuesFeatureRoot) -> CompositionRootBuilder {
        changing { $0.venues = venues }
    }

    /// Changes the venues feature root with `change`, such as replacing one of its use cases.
    public func venues(_ change: @escaping (inout VenuesFeatureRoot) -> Void) -> CompositionRootBuilder {
        changing { change(&$0.venues) }
    }

    /// Replaces the whole gallery feature root with `gallery`.
    public func gallery(_ gallery: GalleryFeatureRoot) -> CompositionRootBuilder {
        changing { $0.gallery = gallery }
    }

    /// Puts what `navigator` makes, given the root, in the navigator's place.
    public func navigator(_ navigator: @escaping (CompositionRoot) -> any Navigating) -> CompositionRootBuilder {
        changing { $0.navigatorFactory = navigator }
    }

    /// Makes any other change to the root once it is built, such as replacing the feed's use case.
    public func changing(_ change: @escaping (CompositionRoot) -> Void) -> CompositionRootBuilder {
        var builder = self
        builder.changes.append(change)
        return builder
    }

    /// The composition root: production or unimplemented collaborators, then the replacements in order.
    public func build() -> CompositionRoot {
        let root =
            unimplemented.map { CompositionRoot.unimplemented(environment, $0) }
            ?? CompositionRoot(environment: environment)
        for change in changes { change(root) }
        return root
    }
}

extension CompositionRoot {
    /// The navigator of the app: the one that starts at the first screen, unless the builder put another
    /// in its place.
    public func makeNavigator() -> any Navigating {
        navigatorFactory(self)
    }
}
