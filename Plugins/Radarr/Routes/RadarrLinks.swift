import MarqueeHost
import MarqueeNavigation

/// The Radarr deep links: one per screen, modal ones included.
///
/// | Link | Shows |
/// |---|---|
/// | `/radarr/library` | the library |
/// | `/radarr/movie/:id` | a movie over the library |
/// | `/radarr/queue`, `/radarr/history`, `/radarr/calendar`, `/radarr/wanted`, `/radarr/cutoff-unmet`, `/radarr/system` | an activity screen over the library |
/// | `/radarr/queue/:id/remove` | the remove alert over the queue |
/// | `/radarr/movie/:id/edit` | the edit sheet over the movie |
/// | `/radarr/movie/:id/delete` | the delete alert over the movie |
/// | `/radarr/movie/:id/releases` | interactive search (full-screen) over the movie |
/// | `/radarr/movie/:id/releases/:guid/grab` | the grab confirmation over interactive search |
/// | `/radarr/add?term` | the add sheet, searching for `term` |
/// | `/radarr/add/:tmdbID` | the add options inside the add sheet |
/// | `/radarr/add/:tmdbID/quality-profile`, `/root-folder`, `/availability` | a picker over the options |
/// | `/radarr/add/:tmdbID/confirm` | the add confirmation over the options |
enum RadarrLinks {
    static let tab: TabID = "radarr"

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        registrar.deepLink(
            "/radarr/library", summary: "The movie library", route: RadarrRoute.self,
            destination: { _ throws(DeepLinkError) in NavigationDestination(tab: tab, stack: [RadarrRoute.library]) },
            parameters: { route in route == .library ? [:] : nil })
        registrar.deepLink(
            "/radarr/movie/:id", summary: "A movie", route: RadarrRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: movieStack(try parameters.value("id")))
            },
            parameters: { route in if case .movie(let id) = route { ["id": String(id)] } else { nil } })
        for kind in RadarrRoute.Activity.allCases {
            registrar.deepLink(
                "/radarr/\(kind.rawValue)", summary: kind.title, route: RadarrRoute.self,
                destination: { _ throws(DeepLinkError) in
                    NavigationDestination(tab: tab, stack: [RadarrRoute.library, RadarrRoute.activity(kind)])
                },
                parameters: { route in route == .activity(kind) ? [:] : nil })
        }
        registrar.deepLink(
            "/radarr/queue/:id/remove", summary: "Remove a download from the queue", route: RadarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [RadarrRoute.library, RadarrRoute.activity(.queue)],
                                      modals: [ModalDestination(RadarrModal.removeFromQueue(id: try parameters.value("id")), style: .alert)])
            },
            parameters: { route in if case .removeFromQueue(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/radarr/movie/:id/edit", summary: "Edit a movie", route: RadarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(tab: tab, stack: movieStack(id), modals: [ModalDestination(RadarrModal.editMovie(id: id))])
            },
            parameters: { route in if case .editMovie(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/radarr/movie/:id/delete", summary: "Delete a movie", route: RadarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(tab: tab, stack: movieStack(id),
                                             modals: [ModalDestination(RadarrModal.deleteMovie(id: id), style: .alert)])
            },
            parameters: { route in if case .deleteMovie(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/radarr/movie/:id/releases", summary: "Interactive search for a movie", route: RadarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(tab: tab, stack: movieStack(id),
                                             modals: [ModalDestination(RadarrModal.interactiveSearch(movieID: id), style: .fullScreen)])
            },
            parameters: { route in if case .interactiveSearch(let id) = route { ["id": String(id)] } else { nil } })
        registrar.deepLink(
            "/radarr/movie/:id/releases/:guid/grab", summary: "Grab a release for a movie", route: RadarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                let guid: String = try parameters.value("guid")
                return NavigationDestination(tab: tab, stack: movieStack(id), modals: [
                    ModalDestination(RadarrModal.interactiveSearch(movieID: id), style: .fullScreen),
                    ModalDestination(RadarrModal.grabRelease(movieID: id, guid: guid), style: .alert),
                ])
            },
            parameters: { route in if case .grabRelease(let id, let guid) = route { ["id": String(id), "guid": guid] } else { nil } })
        registrar.deepLink(
            "/radarr/add?term", summary: "Add a movie (search for term)", route: RadarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [RadarrRoute.library],
                                      modals: [ModalDestination(RadarrModal.addLookup(term: parameters["term"] ?? ""))])
            },
            parameters: { route in if case .addLookup(let term) = route { term.isEmpty ? [:] : ["term": term] } else { nil } })
        registrar.deepLink(
            "/radarr/add/:tmdbID", summary: "Add options for a movie", route: RadarrModal.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [RadarrRoute.library], modals: [addSheet(try parameters.value("tmdbID"))])
            },
            parameters: { route in if case .addOptions(let id) = route { ["tmdbID": String(id)] } else { nil } })
        let pickers: [(String, String, RadarrModal)] = [
            ("quality-profile", "Pick a quality profile", .pickQualityProfile),
            ("root-folder", "Pick a root folder", .pickRootFolder),
            ("availability", "Pick the minimum availability", .pickMinimumAvailability),
        ]
        for (path, summary, modal) in pickers {
            registrar.deepLink("/radarr/add/:tmdbID/\(path)", summary: summary) { parameters throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: [RadarrRoute.library],
                                      modals: [addSheet(try parameters.value("tmdbID")), ModalDestination(modal)])
            }
        }
        registrar.deepLink("/radarr/add/:tmdbID/confirm", summary: "Confirm adding a movie") { parameters throws(DeepLinkError) in
            NavigationDestination(tab: tab, stack: [RadarrRoute.library],
                                  modals: [addSheet(try parameters.value("tmdbID")), ModalDestination(RadarrModal.confirmAdd(tmdbID: try parameters.value("tmdbID")), style: .alert)])
        }
    }

    static func movieStack(_ id: Int) -> [any Route] { [RadarrRoute.library, RadarrRoute.movie(id: id)] }

    static func addSheet(_ tmdbID: Int) -> ModalDestination {
        ModalDestination(RadarrModal.addLookup(term: "tmdb:\(tmdbID)"), path: [RadarrModal.addOptions(tmdbID: tmdbID)])
    }
}
