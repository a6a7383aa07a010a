import MarqueeHost
import MarqueeNavigation

/// Hands titles over to the services' modules through their routing protocols, resolved from
/// the host at the moment of use, on the instance the title came from (each instance's
/// ``ExploreSource`` knows its module's protocol).
///
/// A hand-off is available only when the owning module is active and runs against the
/// instance the title came from (that instance's repository is the one Explore searched):
/// opening movie 42 of the "nas" instance on a stack that shows "demo" would show the wrong
/// movie. Otherwise the action is hidden, never an error.
@MainActor
public struct HandOffRouter {
    private let context: ScreenContext
    private let instances: [ServarrInstance]

    /// A router resolving the routing protocols and repositories from `context`.
    public init(context: ScreenContext, instances: [ServarrInstance]) {
        self.context = context
        self.instances = instances
    }

    /// Whether `handOff` of a title from instance `instanceIndex` can be performed.
    public func canPerform(_ handOff: HandOff, fromInstance instanceIndex: Int) -> Bool {
        guard instances.indices.contains(instanceIndex) else { return false }
        let instance = instances[instanceIndex]
        return instance.service == handOff.service && instance.source.canHandOff(toInstance: instance.name, context: context)
    }

    /// Performs `handOff` when it is available; returns whether it was.
    @discardableResult
    public func perform(_ handOff: HandOff, fromInstance instanceIndex: Int) throws(NavigationError) -> Bool {
        guard canPerform(handOff, fromInstance: instanceIndex) else { return false }
        let instance = instances[instanceIndex]
        try instance.source.handOff(handOff.action, toInstance: instance.name, context: context)
        return true
    }
}
