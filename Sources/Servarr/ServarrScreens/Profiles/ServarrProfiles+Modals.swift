import Foundation
import MarqueeHost
import MarqueeNavigation
import ServarrCore

extension ServarrProfiles {
    /// Declares the profile sheets and alerts (``ProfileModal``) over their screens:
    /// `/radarr/quality-profiles/new`, `/radarr/quality-profiles/:id/edit`, `/radarr/quality-profiles/:id/delete`, `/radarr/quality-profiles/:id/copy`,
    /// `/radarr/custom-formats/new`, `/radarr/custom-formats/:id/edit`, `/radarr/custom-formats/:id/clone`,
    /// `/radarr/custom-formats/:id/delete`, `/radarr/custom-formats/:id/copy`,
    /// `/radarr/delay-profiles/new`, `/radarr/delay-profiles/:id/edit`, `/radarr/delay-profiles/:id/delete`,
    /// `/radarr/release-profiles/new`, `/radarr/release-profiles/:id/edit`, `/radarr/release-profiles/:id/delete`,
    /// `/radarr/quality-definitions/:id/edit`, `/radarr/naming/edit`.
    @MainActor
    public static func declareModals(_ routes: FeatureRoutes<Service.Modal>) {
        func idCase(
            _ path: String, _ summary: String, _ make: @escaping @Sendable (Int) -> ProfileModal, _ area: ProfileRoute, _ style: ModalStyle,
            match: @escaping @Sendable (ProfileModal) -> Int?, screen: @escaping @MainActor (Int, ScreenContext, Service.Repository?) -> any Screen
        ) {
            routes.route(
                "\(Service.linkRoot)/\(area.rawValue)/\(path)", summary, { Service.profileModal(make($0)) },
                match: { Service.profiledModal($0).flatMap(match) }, placement: { _ in .present(style, over: Service.profiles(area)) }
            ) { id, context in screen(id, context, context.services.resolve(Service.Repository.self)) }
        }

        routes.route(
            "\(Service.linkRoot)/\(ProfileRoute.qualityProfiles.rawValue)/new", "Create a quality profile",
            Service.profileModal(.newQualityProfile), .present(.sheet, over: Service.profiles(.qualityProfiles))
        ) { context in
            let repository = context.services.resolve(Service.Repository.self)
            return QualityProfileEditScreen(
                profileID: 0, title: "New quality profile", tasks: context.tasks,
                load: { try await configured(repository).qualityProfileSchema() },
                save: { try await configured(repository).create($0) }, done: dismiss(context))
        }
        idCase(
            ":id/edit", "Edit a quality profile", ProfileModal.editQualityProfile, .qualityProfiles, .sheet,
            match: { if case .editQualityProfile(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            QualityProfileEditScreen(
                profileID: id, tasks: context.tasks, load: { try await configured(repository).qualityProfile(id: id) },
                save: { try await configured(repository).update($0) }, done: dismiss(context))
        }
        idCase(
            ":id/delete", "Delete a quality profile", ProfileModal.deleteQualityProfile, .qualityProfiles, .alert,
            match: { if case .deleteQualityProfile(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ConfirmActionScreen(
                title: "Delete quality profile?", message: "Delete quality profile \(id)?", answer: "Delete", tasks: context.tasks,
                describe: { "Delete the quality profile ‘\(try await configured(repository).qualityProfile(id: id).name)’?" },
                action: { _ in
                    try await configured(repository).deleteQualityProfile(id: id)
                    return "Deleted quality profile \(id)"
                }, done: dismiss(context))
        }
        idCase(
            ":id/copy", "Copy a quality profile to another instance", ProfileModal.copyQualityProfile, .qualityProfiles, .sheet,
            match: { if case .copyQualityProfile(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ProfileCopyScreen(
                what: "quality profile \(id)", targets: targets(context), tasks: context.tasks,
                load: {
                    let repository = try configured(repository)
                    let profile = try await repository.qualityProfile(id: id)
                    let scored = Set(profile.formatScores.filter { $0.score != 0 }.map(\.format))
                    let formats = try await repository.customFormatListing().elements.filter { scored.contains($0.id) }
                    return ProfileSet(profiles: [profile], formats: formats)
                }, done: dismiss(context))
        }
        routes.route(
            "\(Service.linkRoot)/\(ProfileRoute.customFormats.rawValue)/new", "Create a custom format", Service.profileModal(.newCustomFormat),
            .present(.sheet, over: Service.profiles(.customFormats))
        ) { context in
            let repository = context.services.resolve(Service.Repository.self)
            return CustomFormatEditScreen(
                title: "New custom format", tasks: context.tasks,
                load: { (CustomFormat(id: 0, name: ""), try await configured(repository).customFormatConditionKinds()) },
                save: { try await configured(repository).create($0) }, done: dismiss(context))
        }
        idCase(
            ":id/edit", "Edit a custom format", ProfileModal.editCustomFormat, .customFormats, .sheet,
            match: { if case .editCustomFormat(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            CustomFormatEditScreen(
                title: "Edit custom format", tasks: context.tasks,
                load: {
                    let repository = try configured(repository)
                    async let kinds = repository.customFormatConditionKinds()
                    let format = try await repository.customFormatListing().element(id: id, named: "Custom format")
                    return (format, try await kinds)
                },
                save: { try await configured(repository).update($0) }, done: dismiss(context))
        }
        idCase(
            ":id/clone", "Clone a custom format", ProfileModal.cloneCustomFormat, .customFormats, .sheet,
            match: { if case .cloneCustomFormat(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            CustomFormatEditScreen(
                title: "Clone custom format", tasks: context.tasks,
                load: {
                    let repository = try configured(repository)
                    async let kinds = repository.customFormatConditionKinds()
                    let formats = try await repository.customFormatListing()
                    var format = try formats.element(id: id, named: "Custom format")
                    format.id = 0
                    format.name = CustomFormatText.cloneName(of: format.name, taken: Set(formats.elements.map { $0.name.lowercased() }))
                    return (format, try await kinds)
                },
                save: { try await configured(repository).create($0) }, done: dismiss(context))
        }
        idCase(
            ":id/delete", "Delete a custom format", ProfileModal.deleteCustomFormat, .customFormats, .alert,
            match: { if case .deleteCustomFormat(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ConfirmActionScreen(
                title: "Delete custom format?", message: "Delete custom format \(id)? Its scores go with it.", answer: "Delete",
                tasks: context.tasks,
                describe: {
                    try await configured(repository).customFormatListing().elements.first { $0.id == id }.map {
                        "Delete the custom format ‘\($0.name)’? Its scores in every profile go with it."
                    }
                },
                action: { _ in
                    try await configured(repository).deleteCustomFormat(id: id)
                    return "Deleted custom format \(id)"
                }, done: dismiss(context))
        }
        idCase(
            ":id/copy", "Copy a custom format to another instance", ProfileModal.copyCustomFormat, .customFormats, .sheet,
            match: { if case .copyCustomFormat(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ProfileCopyScreen(
                what: "custom format \(id)", targets: targets(context), tasks: context.tasks,
                load: {
                    let formats = try await configured(repository).customFormatListing().elements.filter { $0.id == id }
                    guard !formats.isEmpty else { throw ServarrError.notFound(message: "Custom format \(id) does not exist") }
                    return ProfileSet(profiles: [], formats: formats)
                }, done: dismiss(context))
        }
        routes.route(
            "\(Service.linkRoot)/\(ProfileRoute.delayProfiles.rawValue)/new", "Create a delay profile", Service.profileModal(.newDelayProfile),
            .present(.sheet, over: Service.profiles(.delayProfiles))
        ) { context in
            let repository = context.services.resolve(Service.Repository.self)
            return DelayProfileEditScreen(
                title: "New delay profile", tasks: context.tasks, load: { (DelayProfile(id: 0), try await configured(repository).tags()) },
                save: { try await configured(repository).create($0) }, done: dismiss(context))
        }
        idCase(
            ":id/edit", "Edit a delay profile", ProfileModal.editDelayProfile, .delayProfiles, .sheet,
            match: { if case .editDelayProfile(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            DelayProfileEditScreen(
                title: "Edit delay profile", tasks: context.tasks,
                load: {
                    async let tags = configured(repository).tags()
                    return (try await delayProfile(id, repository), try await tags)
                },
                save: { try await configured(repository).update($0) }, done: dismiss(context))
        }
        idCase(
            ":id/delete", "Delete a delay profile", ProfileModal.deleteDelayProfile, .delayProfiles, .alert,
            match: { if case .deleteDelayProfile(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ConfirmActionScreen(
                title: "Delete delay profile?", message: "Delete delay profile \(id)?", answer: "Delete", tasks: context.tasks,
                describe: {
                    async let tags = configured(repository).tags()
                    let profile = try await delayProfile(id, repository)
                    return "Delete the delay profile for \(DelayProfileText.appliesTo(profile.tagIDs, tags: try await tags))?"
                },
                action: { _ in
                    try await configured(repository).deleteDelayProfile(id: id)
                    return "Deleted delay profile \(id)"
                }, done: dismiss(context))
        }
        routes.route(
            "\(Service.linkRoot)/\(ProfileRoute.releaseProfiles.rawValue)/new", "Create a release profile",
            Service.profileModal(.newReleaseProfile), .present(.sheet, over: Service.profiles(.releaseProfiles))
        ) { context in
            let repository = context.services.resolve(Service.Repository.self)
            return ReleaseProfileEditScreen(
                title: "New release profile", hasName: Service.namesReleaseProfiles, tasks: context.tasks,
                load: {
                    let repository = try configured(repository)
                    async let tags = repository.tags()
                    return (ReleaseProfile(id: 0), try await tags, try await repository.indexers().elements)
                },
                save: { try await configured(repository).create($0) }, done: dismiss(context))
        }
        idCase(
            ":id/edit", "Edit a release profile", ProfileModal.editReleaseProfile, .releaseProfiles, .sheet,
            match: { if case .editReleaseProfile(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ReleaseProfileEditScreen(
                title: "Edit release profile", hasName: Service.namesReleaseProfiles, tasks: context.tasks,
                load: {
                    let repository = try configured(repository)
                    async let tags = repository.tags()
                    async let indexers = repository.indexers()
                    let profile = try await repository.releaseProfiles().element(id: id, named: "Release profile")
                    return (profile, try await tags, try await indexers.elements)
                },
                save: { try await configured(repository).update($0) }, done: dismiss(context))
        }
        idCase(
            ":id/delete", "Delete a release profile", ProfileModal.deleteReleaseProfile, .releaseProfiles, .alert,
            match: { if case .deleteReleaseProfile(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ConfirmActionScreen(
                title: "Delete release profile?", message: "Delete release profile \(id)?", answer: "Delete", tasks: context.tasks,
                describe: { "Delete the release profile ‘\(ReleaseProfileText.name(try await releaseProfile(id, repository)))’?" },
                action: { _ in
                    try await configured(repository).deleteReleaseProfile(id: id)
                    return "Deleted release profile \(id)"
                }, done: dismiss(context))
        }
        idCase(
            ":id/edit", "Edit a quality's size limits", ProfileModal.editSizes, .qualityDefinitions, promptStyle,
            match: { if case .editSizes(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            TextPromptScreen(
                title: "Size limits (MB per minute)", label: "Sizes", placeholder: "minimum, preferred, maximum", tasks: context.tasks,
                prefill: { QualityDefinitionText.editable(try await qualityDefinition(id, repository)) },
                submit: { text in
                    guard let sizes = QualityDefinitionText.parse(text) else {
                        throw ServarrError.rejected(
                            status: 400, message: "Type minimum, preferred, maximum in order (an empty maximum: no limit)")
                    }
                    var definition = try await qualityDefinition(id, repository)
                    definition.minimumSize = sizes.minimum
                    definition.preferredSize = sizes.preferred
                    definition.maximumSize = sizes.maximum
                    let saved = try await configured(repository).update(definition)
                    return "\(saved.title): \(QualityDefinitionText.sizes(saved))"
                }, done: dismiss(context))
        }
        routes.route(
            "\(Service.linkRoot)/\(ProfileRoute.naming.rawValue)/edit", "Edit the naming settings", Service.profileModal(.editNaming),
            .present(.sheet, over: Service.profiles(.naming))
        ) { context in
            let repository = context.services.resolve(Service.Repository.self)
            return NamingEditScreen(
                tasks: context.tasks, load: { try await configured(repository).namingSettings() },
                save: { try await configured(repository).update($0) }, done: dismiss(context))
        }
    }

    /// The other instances of the service, each planning and applying on its own repository.
    @MainActor
    private static func targets(_ context: ScreenContext) -> [ProfileCopyScreen.Target] {
        let feature = Service.Route.feature
        return context.instanceNames(of: feature).filter { $0 != context.instance }.compactMap { name in
            guard let repository = context.services(of: feature, instance: name)?.resolve(Service.Repository.self) else { return nil }
            return ProfileCopyScreen.Target(
                name: name, plan: { try await repository.plan(applying: $0) }, apply: { try await repository.apply($0) })
        }
    }

    private static func delayProfile(_ id: Int, _ repository: Service.Repository?) async throws -> DelayProfile {
        try await configured(repository).delayProfiles().element(id: id, named: "Delay profile")
    }

    private static func releaseProfile(_ id: Int, _ repository: Service.Repository?) async throws -> ReleaseProfile {
        try await configured(repository).releaseProfiles().element(id: id, named: "Release profile")
    }

    private static func qualityDefinition(_ id: Int, _ repository: Service.Repository?) async throws -> QualityDefinition {
        try await configured(repository).qualityDefinitions().element(id: id, named: "Quality")
    }

    private static func configured(_ repository: Service.Repository?) throws -> Service.Repository {
        guard let repository else { throw ServarrError.unreachable(reason: Service.notConfigured) }
        return repository
    }

    @MainActor
    private static func dismiss(_ context: ScreenContext) -> @MainActor () throws -> Void {
        let router = context.router(for: Service.Route.self, Service.Modal.self)
        return { try router.dismiss() }
    }
}
