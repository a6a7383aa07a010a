import MarqueeHost
import MarqueeNavigation
import RadarrAPI
import ServarrCore
import ServarrScreens

/// Builds the shared ``ActivityScreen`` for a Radarr activity: Enter opens the movie; on the
/// queue `x` removes the highlighted download (through the remove alert); on wanted and
/// cutoff unmet `S` searches them all.
enum RadarrActivityScreen {
    @MainActor
    static func make(kind: RadarrRoute.Activity, context: ScreenContext) -> ActivityScreen {
        guard let repository = context.services.resolve(RadarrRepository.self) else {
            return ActivityScreen(title: kind.title, unavailable: "Radarr is not configured", tasks: context.tasks)
        }
        let router = context.router(for: RadarrRoute.self, RadarrModal.self)
        return ActivityScreen(
            title: kind.title, tasks: context.tasks, actions: actions(for: kind, repository: repository, router: router),
            load: { try await ActivityLoader.content(for: kind, from: repository) },
            open: { row in if let id = row.mediaID { try router.push(.movie(id: id)) } })
    }

    @MainActor
    private static func actions(for kind: RadarrRoute.Activity, repository: RadarrRepository,
                                router: FeatureRouter<RadarrRoute, RadarrModal>) -> [ActivityAction] {
        switch kind {
        case .queue:
            [ActivityAction(key: "x", title: "remove") { screen in
                guard let id = screen.selectedRow?.recordID else { return }
                _ = try? router.present(.removeFromQueue(id: id), style: .alert)
            }]
        case .wanted, .cutoffUnmet:
            [ActivityAction(key: "S", title: "search all") { screen in
                screen.run("Searching…") {
                    let ids = try await (kind == .wanted ? Page.all { try await repository.missing(page: $0, pageSize: $1) }
                                                          : Page.all { try await repository.cutoffUnmet(page: $0, pageSize: $1) })
                        .records.map(\.id)
                    guard !ids.isEmpty else { return "Nothing to search for" }
                    _ = try await repository.run(kind == .wanted ? .searchMissingMovies : .searchMovies(ids: ids))
                    return "Search started for \(ids.count) movie\(ids.count == 1 ? "" : "s")"
                }
            }]
        case .history, .calendar, .system:
            []
        }
    }
}
