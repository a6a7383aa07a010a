import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import ServarrCore

/// The profile screens of every Servarr feature, declared once for a service (issue 24):
/// quality profiles, custom formats, delay and release profiles and the quality sizes
/// (``ProfileRoute``), their sheets and alerts (``ProfileModal``), their links
/// (`/radarr/quality-profiles`, `/sonarr/custom-formats/3/copy`) and section keys (`V` `F` `J`
/// `Z`). A module calls ``declare(_:)`` from its route declaration, ``declareModals(_:)`` from its
/// modal declaration and ``registerKeys(with:)`` from its commands.
public enum ServarrProfiles<Service: ServarrProfileService> {
    /// How the one-line sheets (delays, terms, sizes) are presented: half height.
    public static var promptStyle: ModalStyle { .sheet(detents: [.medium]) }

    /// Declares the screens: each section pushed on the library, the quality sizes on the
    /// quality profiles.
    @MainActor
    public static func declare(_ routes: FeatureRoutes<Service.Route>) {
        for area in ProfileRoute.allCases {
            let placement: RoutePlacement =
                switch area {
                case .qualityDefinitions: .push(on: Service.profiles(.qualityProfiles))
                case .naming: .push(on: Service.manage(.rootFolders))
                default: .push(on: Service.library)
                }
            routes.route("\(Service.linkRoot)/\(area.rawValue)", area.title, Service.profiles(area), placement) {
                make(area, context: $0)
            }
        }
    }

    /// Registers `V` `F` `J` `Z` on the service's screens, as sections (``ServarrSections``).
    @MainActor
    public static func registerKeys(with registrar: ModuleRegistrar) {
        for area in ProfileRoute.allCases {
            guard let key = area.key else { continue }
            ServarrSections<Service>.register(key, title: area.title, route: Service.profiles(area), with: registrar)
        }
    }

    /// The screen of `area`.
    @MainActor
    public static func make(_ area: ProfileRoute, context: ScreenContext) -> ManagementScreen {
        guard let repository = context.services.resolve(Service.Repository.self) else {
            return ManagementScreen(title: area.title, unavailable: Service.notConfigured, tasks: context.tasks)
        }
        let router = context.router(for: Service.Route.self, Service.Modal.self)
        let present: @MainActor (ProfileModal, ModalStyle) -> Void = { modal, style in
            _ = try? router.present(Service.profileModal(modal), style: style)
        }
        switch area {
        case .qualityProfiles:
            return qualityProfiles(repository, tasks: context.tasks, present: present) {
                _ = try? router.push(Service.profiles(.qualityDefinitions))
            }
        case .customFormats: return customFormats(repository, tasks: context.tasks, present: present)
        case .delayProfiles: return delayProfiles(repository, tasks: context.tasks, present: present)
        case .releaseProfiles: return releaseProfiles(repository, tasks: context.tasks, present: present)
        case .qualityDefinitions: return qualityDefinitions(repository, tasks: context.tasks, present: present)
        case .naming: return naming(repository, tasks: context.tasks, present: present)
        }
    }

    // MARK: Quality profiles

    @MainActor
    private static func qualityProfiles(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ProfileModal, ModalStyle) -> Void,
        showSizes: @escaping @MainActor () -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction(key: "n", title: "new") { _ in present(.newQualityProfile, .sheet) },
            ManagementAction.onHighlightedRow(key: "e", title: "edit") { id in present(.editQualityProfile(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "A", title: "copy to another instance") { id in present(.copyQualityProfile(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "d", title: "delete") { id in present(.deleteQualityProfile(id: id), .alert) },
            ManagementAction(key: "z", title: "quality sizes") { _ in showSizes() },
        ]
        return ManagementScreen(
            title: ProfileRoute.qualityProfiles.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e"
        ) {
            let listing = try await repository.qualityProfileListing()
            let rows = listing.elements.map { profile in
                ManagementRow(
                    id: profile.id, title: profile.name, details: QualityProfileText.cells(profile),
                    sortValues: QualityProfileText.sortValues(profile), isProblem: profile.allowedQualities.isEmpty,
                    footnote: QualityProfileText.footnote(profile))
            }
            let noun = rows.count == 1 ? "profile" : "profiles"
            return ManagementContent(
                summary: "\(rows.count) quality \(noun)", rows: rows, report: listing.report,
                columns: QualityProfileText.columns)
        }
    }

    // MARK: Custom formats

    @MainActor
    private static func customFormats(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ProfileModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction(key: "n", title: "new") { _ in present(.newCustomFormat, .sheet) },
            ManagementAction.onHighlightedRow(key: "e", title: "edit") { id in present(.editCustomFormat(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "c", title: "clone") { id in present(.cloneCustomFormat(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "A", title: "copy to another instance") { id in present(.copyCustomFormat(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "d", title: "delete") { id in present(.deleteCustomFormat(id: id), .alert) },
        ]
        return ManagementScreen(
            title: ProfileRoute.customFormats.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e"
        ) {
            let listing = try await repository.customFormatListing()
            let rows = listing.elements.map { format in
                ManagementRow(
                    id: format.id, title: format.name, details: CustomFormatText.cells(format), isProblem: format.conditions.isEmpty,
                    footnote: CustomFormatText.conditions(format))
            }
            return ManagementContent(
                summary: "\(rows.count) custom format\(rows.count == 1 ? "" : "s")", rows: rows, report: listing.report,
                columns: CustomFormatText.columns)
        }
    }

    // MARK: Delay and release profiles

    @MainActor
    private static func delayProfiles(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ProfileModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction(key: "x", title: "enable/disable a protocol") { screen in
                guard let id = screen.selectedRow?.id else { return }
                screen.run("Saving…") {
                    var profile = try await repository.delayProfiles().element(id: id, named: "Delay profile")
                    // Both → usenet only → torrent only → both.
                    (profile.enableUsenet, profile.enableTorrent) =
                        switch (profile.enableUsenet, profile.enableTorrent) {
                        case (true, true): (true, false)
                        case (true, false): (false, true)
                        default: (true, true)
                        }
                    let saved = try await repository.update(profile)
                    return "Delay profile \(saved.id): \(DelayProfileText.protocols(saved))"
                }
            },
            ManagementAction(key: "n", title: "new") { _ in present(.newDelayProfile, .sheet) },
            ManagementAction.onHighlightedRow(key: "e", title: "edit") { id in present(.editDelayProfile(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "d", title: "delete") { id in present(.deleteDelayProfile(id: id), .alert) },
        ]
        return ManagementScreen(
            title: ProfileRoute.delayProfiles.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e"
        ) {
            async let tags = repository.tags()
            let listing = try await repository.delayProfiles()
            let labels = try await tags
            let rows = listing.elements.map { profile in
                ManagementRow(
                    id: profile.id, title: DelayProfileText.appliesTo(profile.tagIDs, tags: labels),
                    details: DelayProfileText.cells(profile), isProblem: !profile.isEnabled)
            }
            return ManagementContent(
                summary: "\(rows.count) delay profile\(rows.count == 1 ? "" : "s")", rows: rows, report: listing.report,
                columns: DelayProfileText.columns)
        }
    }

    @MainActor
    private static func releaseProfiles(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ProfileModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction(key: "x", title: "enable/disable") { screen in
                guard let id = screen.selectedRow?.id else { return }
                screen.run("Saving…") {
                    var profile = try await repository.releaseProfiles().element(id: id, named: "Release profile")
                    profile.isEnabled.toggle()
                    let saved = try await repository.update(profile)
                    return "\(ReleaseProfileText.name(saved)) \(saved.isEnabled ? "enabled" : "disabled")"
                }
            },
            ManagementAction(key: "n", title: "new") { _ in present(.newReleaseProfile, .sheet) },
            ManagementAction.onHighlightedRow(key: "e", title: "edit") { id in present(.editReleaseProfile(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "d", title: "delete") { id in present(.deleteReleaseProfile(id: id), .alert) },
        ]
        return ManagementScreen(
            title: ProfileRoute.releaseProfiles.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e"
        ) {
            let listing = try await repository.releaseProfiles()
            let rows = listing.elements.map { profile in
                ManagementRow(
                    id: profile.id, title: ReleaseProfileText.name(profile), details: ReleaseProfileText.cells(profile),
                    isProblem: !profile.isEnabled, footnote: ReleaseProfileText.terms(profile))
            }
            return ManagementContent(
                summary: "\(rows.count) release profile\(rows.count == 1 ? "" : "s") · \(listing.elements.count { $0.isEnabled }) enabled",
                rows: rows, report: listing.report, columns: ReleaseProfileText.columns)
        }
    }

    // MARK: Quality sizes

    @MainActor
    private static func qualityDefinitions(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ProfileModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction.onHighlightedRow(key: "e", title: "edit sizes") { id in present(.editSizes(id: id), promptStyle) }
        ]
        return ManagementScreen(
            title: ProfileRoute.qualityDefinitions.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e"
        ) {
            let listing = try await repository.qualityDefinitions()
            let rows = listing.elements.map { definition in
                ManagementRow(
                    id: definition.id, title: definition.title, details: QualityDefinitionText.limits(definition),
                    sortValues: QualityDefinitionText.sortValues(definition))
            }
            return ManagementContent(
                summary: "\(rows.count) qualities · sizes in MB per minute", rows: rows, report: listing.report,
                columns: QualityDefinitionText.columns)
        }
    }

    // MARK: Naming

    @MainActor
    private static func naming(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ProfileModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [ManagementAction(key: "e", title: "edit") { _ in present(.editNaming, .sheet) }]
        return ManagementScreen(title: ProfileRoute.naming.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e") {
            let settings = try await repository.namingSettings()
            let rows = settings.rows.enumerated().map { index, row in
                ManagementRow(id: index + 1, title: row.label, details: [row.value], isProblem: row.value.isEmpty)
            }
            let renames = settings.renamesFiles.map { $0 ? "files are renamed on import" : "files keep their names" } ?? "naming"
            return ManagementContent(summary: "Naming · \(renames)", rows: rows, columns: RowColumns(title: "Setting", detail: "Value"))
        }
    }
}
