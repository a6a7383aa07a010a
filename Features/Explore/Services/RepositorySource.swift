import Foundation
import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// Explore's questions to an instance, written once over its repository: a service gives only
/// what differs (its catalogue ids, what its calendar's rows become, and how its module's
/// routing protocol performs a hand-off), in its own folder (`Explore/Radarr/`).
struct RepositorySource<Repository: ServarrRepository, Routing>: ExploreSource {
    let repository: Repository
    let service: ServarrService
    /// The catalogue id a lookup result is added by.
    let catalogueID: @Sendable (Repository.Media) -> CatalogueID
    /// The items a calendar row shows within the dates asked for (a movie has up to three
    /// release dates).
    let upcomingItems: @Sendable (Repository.WantedItem, Range<Date>, ExploreInstanceName) -> [UpcomingItem]
    /// Asks the module's routing protocol to perform a hand-off.
    let perform: @MainActor @Sendable (Routing, HandOff.Action) throws(NavigationError) -> Void

    func lookup(term: String, instance: ExploreInstanceName) async throws -> [ExploreResult] {
        try await repository.lookup(term: term).map { media in
            ExploreResult(
                instanceIndex: instance.index, instanceLabel: instance.label, service: service, title: media.title, year: media.year,
                libraryID: media.isInLibrary ? media.id : nil, catalogueID: catalogueID(media))
        }
    }

    func upcoming(from start: Date, to end: Date, instance: ExploreInstanceName) async throws -> [UpcomingItem] {
        try await repository.calendar(from: start, to: end).flatMap { upcomingItems($0, start..<end, instance) }
    }

    func queue() async throws -> Page<QueueItem> {
        try await .all { try await repository.queue(page: $0, pageSize: $1) }
    }

    @MainActor
    func canHandOff(toInstance name: String, context: ScreenContext) -> Bool {
        context.router(Routing.self, instance: name) != nil
            && context.services(of: service.feature, instance: name)?.resolve(Repository.self) === repository
    }

    @MainActor
    func handOff(_ action: HandOff.Action, toInstance name: String, context: ScreenContext) throws(NavigationError) {
        guard let router = context.router(Routing.self, instance: name) else { return }
        try perform(router, action)
    }
}
