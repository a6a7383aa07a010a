import MarqueeHost
import MarqueeNavigation

/// The Sonarr deep links: one per screen, modal ones included.
///
/// `/sonarr/library`, `/sonarr/series/:id`, `/sonarr/series/:id/season/:number`,
/// `/sonarr/series/:id/season/:number/episode/:episodeID` (the episode sheet over its season),
/// `…/episode/:episodeID/releases` (interactive search over the sheet),
/// `…/episode/:episodeID/releases/:guid/grab` (the grab confirmation over that),
/// `/sonarr/series/:id/season/:number/releases` (a season's interactive search over the season)
/// and `…/season/:number/releases/:guid/grab` (its grab confirmation),
/// `/sonarr/series/:id/edit`, `/sonarr/series/:id/delete`, `/sonarr/add?term`, `/sonarr/add/:tvdbID`,
/// its pickers `/sonarr/add/:tvdbID/quality-profile`, `/root-folder`, `/series-type`, `/monitor`
/// and `/sonarr/add/:tvdbID/confirm` (the add confirmation),
/// the activity screens over the library (`/sonarr/queue`, `/sonarr/history`, `/sonarr/calendar`,
/// `/sonarr/wanted`, `/sonarr/cutoff-unmet`, `/sonarr/system`) and `/sonarr/queue/:id/remove`
/// (the remove alert over the queue).
enum SonarrLinks {
    static let tab: TabID = "sonarr"

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        registrar.deepLink(
            "/sonarr/library", summary: "The series library", route: SonarrRoute.self,
            destination: { _ throws(DeepLinkError) in NavigationDestination(tab: tab, stack: [SonarrRoute.library]) },
            parameters: { route in route == .library ? [:] : nil })
        registrar.deepLink(
            "/sonarr/series/:id", summary: "A series", route: SonarrRoute.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(tab: tab, stack: [SonarrRoute.library, SonarrRoute.series(id: id)])
            },
            parameters: { route in if case .series(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/sonarr/series/:id/season/:number", summary: "A season", route: SonarrRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: seasonStack(try parameters.value("id"), try parameters.value("number")))
            },
            parameters: { route in
                if case .season(let id, let number) = route { ["id": String(id), "number": String(number)] } else { nil }
            })
        registrar.deepLink(
            "/sonarr/series/:id/season/:number/episode/:episodeID", summary: "An episode") { parameters throws(DeepLinkError) in
            NavigationDestination(tab: tab, stack: seasonStack(try parameters.value("id"), try parameters.value("number")),
                                  modals: [ModalDestination(SonarrModal.episode(id: try parameters.value("episodeID")))])
        }
        for kind in SonarrRoute.Activity.allCases {
            registrar.deepLink(
                "/sonarr/\(kind.rawValue)", summary: kind.title, route: SonarrRoute.self,
                destination: { _ throws(DeepLinkError) in
                    NavigationDestination(tab: tab, stack: [SonarrRoute.library, SonarrRoute.activity(kind)])
                },
                parameters: { route in route == .activity(kind) ? [:] : nil })
        }
        registrar.deepLink(
            "/sonarr/queue/:id/remove", summary: "Remove a download from the queue", route: SonarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [SonarrRoute.library, SonarrRoute.activity(.queue)],
                                      modals: [ModalDestination(SonarrModal.removeFromQueue(id: try parameters.value("id")), style: .alert)])
            },
            parameters: { route in if case .removeFromQueue(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/sonarr/series/:id/season/:number/episode/:episodeID/releases", summary: "Interactive search for an episode"
        ) { parameters throws(DeepLinkError) in
            let episodeID: Int = try parameters.value("episodeID")
            return NavigationDestination(tab: tab, stack: seasonStack(try parameters.value("id"), try parameters.value("number")), modals: [
                ModalDestination(SonarrModal.episode(id: episodeID)),
                ModalDestination(SonarrModal.interactiveSearch(episodeID: episodeID), style: .fullScreen),
            ])
        }
        registrar.deepLink(
            "/sonarr/series/:id/season/:number/episode/:episodeID/releases/:guid/grab", summary: "Grab a release for an episode"
        ) { parameters throws(DeepLinkError) in
            let episodeID: Int = try parameters.value("episodeID")
            return NavigationDestination(tab: tab, stack: seasonStack(try parameters.value("id"), try parameters.value("number")), modals: [
                ModalDestination(SonarrModal.episode(id: episodeID)),
                ModalDestination(SonarrModal.interactiveSearch(episodeID: episodeID), style: .fullScreen),
                ModalDestination(SonarrModal.grabRelease(episodeID: episodeID, guid: try parameters.value("guid")), style: .alert),
            ])
        }
        registrar.deepLink(
            "/sonarr/series/:id/season/:number/releases", summary: "Interactive search for a season", route: SonarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id"), number: Int = try parameters.value("number")
                return NavigationDestination(tab: tab, stack: seasonStack(id, number), modals: [
                    ModalDestination(SonarrModal.seasonSearch(seriesID: id, seasonNumber: number), style: .fullScreen),
                ])
            },
            parameters: { route in
                if case .seasonSearch(let id, let number) = route { ["id": String(id), "number": String(number)] } else { nil }
            })
        registrar.deepLink(
            "/sonarr/series/:id/season/:number/releases/:guid/grab", summary: "Grab a release for a season"
        ) { parameters throws(DeepLinkError) in
            let id: Int = try parameters.value("id"), number: Int = try parameters.value("number")
            return NavigationDestination(tab: tab, stack: seasonStack(id, number), modals: [
                ModalDestination(SonarrModal.seasonSearch(seriesID: id, seasonNumber: number), style: .fullScreen),
                ModalDestination(SonarrModal.grabSeasonRelease(seriesID: id, seasonNumber: number, guid: try parameters.value("guid")),
                                 style: .alert),
            ])
        }
        registrar.deepLink(
            "/sonarr/series/:id/edit", summary: "Edit a series", route: SonarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(tab: tab, stack: [SonarrRoute.library, SonarrRoute.series(id: id)],
                                             modals: [ModalDestination(SonarrModal.editSeries(id: id))])
            },
            parameters: { route in if case .editSeries(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/sonarr/series/:id/delete", summary: "Delete a series", route: SonarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(tab: tab, stack: [SonarrRoute.library, SonarrRoute.series(id: id)],
                                             modals: [ModalDestination(SonarrModal.deleteSeries(id: id), style: .alert)])
            },
            parameters: { route in if case .deleteSeries(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/sonarr/add?term", summary: "Add a series (search for term)", route: SonarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [SonarrRoute.library],
                                      modals: [ModalDestination(SonarrModal.addLookup(term: parameters["term"] ?? ""))])
            },
            parameters: { route in if case .addLookup(let term) = route { term.isEmpty ? [:] : ["term": term] } else { nil } })
        registrar.deepLink(
            "/sonarr/add/:tvdbID", summary: "Add options for a series", route: SonarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [SonarrRoute.library], modals: [addSheet(try parameters.value("tvdbID"))])
            },
            parameters: { route in if case .addOptions(let id) = route { ["tvdbID": String(id)] } else { nil } })
        let pickers: [(String, String, SonarrModal)] = [
            ("quality-profile", "Pick a quality profile", .pickQualityProfile),
            ("root-folder", "Pick a root folder", .pickRootFolder),
            ("series-type", "Pick the series type", .pickSeriesType),
            ("monitor", "Pick which episodes to monitor", .pickMonitor),
        ]
        for (path, summary, modal) in pickers {
            registrar.deepLink("/sonarr/add/:tvdbID/\(path)", summary: summary) { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [SonarrRoute.library],
                                      modals: [addSheet(try parameters.value("tvdbID")), ModalDestination(modal)])
            }
        }
        registrar.deepLink("/sonarr/add/:tvdbID/confirm", summary: "Confirm adding a series") { parameters throws(DeepLinkError) in
            NavigationDestination(tab: tab, stack: [SonarrRoute.library],
                                  modals: [addSheet(try parameters.value("tvdbID")),
                                            ModalDestination(SonarrModal.confirmAdd(tvdbID: try parameters.value("tvdbID")), style: .alert)])
        }
    }

    static func addSheet(_ tvdbID: Int) -> ModalDestination {
        ModalDestination(SonarrModal.addLookup(term: "tvdb:\(tvdbID)"), path: [SonarrModal.addOptions(tvdbID: tvdbID)])
    }

    static func seasonStack(_ id: Int, _ number: Int) -> [any Route] {
        [SonarrRoute.library, SonarrRoute.series(id: id), SonarrRoute.season(seriesID: id, number: number)]
    }
}
