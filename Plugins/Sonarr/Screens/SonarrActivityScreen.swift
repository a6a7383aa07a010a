import MarqueeHost
import MarqueeNavigation
import ServarrCore
import ServarrScreens
import SonarrAPI

/// Builds the shared ``ActivityScreen`` for a Sonarr activity: Enter opens the series; on the
/// queue `x` removes the highlighted download (through the remove alert); on wanted `S`
/// searches every missing episode, on cutoff unmet every listed one.
enum SonarrActivityScreen {
    @MainActor
    static func make(kind: SonarrRoute.Activity, context: ScreenContext) -> ActivityScreen {
        guard let repository = context.services.resolve(SonarrRepository.self) else {
            return ActivityScreen(title: kind.title, unavailable: "Sonarr is not configured", tasks: context.tasks)
        }
        let router = context.router(for: SonarrRoute.self, SonarrModal.self)
        return ActivityScreen(
            title: kind.title, tasks: context.tasks, actions: actions(for: kind, repository: repository, router: router),
            load: { try await SonarrActivityLoader.content(for: kind, from: repository) },
            open: { row in if let id = row.mediaID { try router.push(.series(id: id)) } })
    }

    @MainActor
    private static func actions(for kind: SonarrRoute.Activity, repository: SonarrRepository,
                                router: FeatureRouter<SonarrRoute, SonarrModal>) -> [ActivityAction] {
        switch kind {
        case .queue:
            [ActivityAction(key: "x", title: "remove") { screen in
                guard let id = screen.selectedRow?.recordID else { return }
                _ = try? router.present(.removeFromQueue(id: id), style: .alert)
            }]
        case .wanted:
            [ActivityAction(key: "S", title: "search all") { screen in
                screen.run("Searching…") {
                    _ = try await repository.run(.searchMissingEpisodes)
                    return "Search started for every missing episode"
                }
            }]
        case .cutoffUnmet:
            [ActivityAction(key: "S", title: "search all") { screen in
                screen.run("Searching…") {
                    let ids = try await Page.all { try await repository.cutoffUnmet(page: $0, pageSize: $1) }.records.map(\.id)
                    guard !ids.isEmpty else { return "Nothing to search for" }
                    _ = try await repository.run(.searchEpisodes(ids: ids))
                    return "Search started for \(ids.count) episode\(ids.count == 1 ? "" : "s")"
                }
            }]
        case .history, .calendar, .system:
            []
        }
    }
}
