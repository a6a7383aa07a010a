import Foundation
import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// What Explore asks of one instance, in Explore's values. Each service implements it over its
/// repository in its own folder (`Explore/Radarr/RadarrExploreSource.swift`). Each call throws
/// the repository's `ServarrError`, or `CancellationError` when the calling task is cancelled
/// (which also cancels the HTTP request).
public protocol ExploreSource: Sendable {
    /// Looks `term` up: titles badged with their library id, from `instance`.
    func lookup(term: String, instance: ExploreInstanceName) async throws -> [ExploreResult]
    /// The releases and air dates in `start..<end`, from `instance`.
    func upcoming(from start: Date, to end: Date, instance: ExploreInstanceName) async throws -> [UpcomingItem]
    /// The download queue, every page of it.
    func queue() async throws -> Page<QueueItem>
    /// Whether the service's module runs instance `name` over this source's repository, so a
    /// hand-off there opens the right title (opening movie 42 of "nas" on a stack that shows
    /// "demo" would show the wrong movie).
    @MainActor func canHandOff(toInstance name: String, context: ScreenContext) -> Bool
    /// Asks the service's module (through its routing protocol) to perform `action` on
    /// instance `name`.
    @MainActor func handOff(_ action: HandOff.Action, toInstance name: String, context: ScreenContext) throws(NavigationError)
}

/// Where a result or an item comes from: the instance's position in ``ServarrInstances/all``
/// and its label ("Radarr demo").
public struct ExploreInstanceName: Sendable {
    /// The position of the instance in ``ServarrInstances/all``.
    public let index: Int
    /// The service and the instance name.
    public let label: String
}
