import ArgumentParser

/// The options of `add` that choose what is added and where: the catalogue id or a lookup
/// term, the quality profile and the root folder.
struct AdditionChoice<Group: ServiceCommandGroup>: ParsableArguments {
    @Option(name: .customLong(Group.catalogueOption), help: "The \(Group.possessive) \(Group.catalogue) id.")
    var externalID: Group.Repository.Media.ExternalID?
    @Option(help: "A lookup term (a title); it must match one \(Group.noun).") var term: String?
    @Option(help: "The quality profile, by name or id (default: the first).") var qualityProfile: String?
    @Option(help: "The root folder's path (default: the first).") var rootFolder: String?

    func validate() throws {
        let key = "--\(Group.catalogueOption)"
        guard (externalID == nil) != (term == nil) else { throw ValidationError("give exactly one of \(key) and --term") }
    }
}

extension AdditionChoice {
    /// `add`'s help: what it does and how the choice is checked, then `examples`.
    static func configuration(examples: [String]) -> CommandConfiguration {
        CommandConfiguration(
            abstract: "Add \(Group.article) \(Group.noun) to the library, by \(Group.catalogue) id or by a lookup term.",
            discussion: "The quality profile (name or id) and the root folder default to the server's first; both are checked "
                + "before anything is written. A term must match one \(Group.noun) (or one exactly by title); otherwise the "
                + "candidates are listed with their \(Group.catalogue) ids.\nExamples:\n"
                + examples.map { "  marquee \(Group.name) add \(Group.noun) " + $0 }.joined(separator: "\n")
        )
    }
}

/// The options of `add` every service has after its own: monitoring, tags and search on add.
struct AdditionFlags<Group: ServiceCommandGroup>: ParsableArguments {
    @Flag var monitoring: Monitoring = .monitored
    @Option(help: "Tag labels, separated by commas (the tags must exist).") var tags: TagList?
    @Flag(help: ArgumentHelp(stringLiteral: Group.searchOnAddHelp)) var search = false
}

extension ServiceClient {
    /// What `add` adds, as `choice` and `flags` say (see ``addition(externalID:term:qualityProfile:rootFolder:tags:)``).
    func addition(_ choice: AdditionChoice<Group>, _ flags: AdditionFlags<Group>) async throws -> Addition<Media> {
        try await addition(
            externalID: choice.externalID, term: choice.term, qualityProfile: choice.qualityProfile,
            rootFolder: choice.rootFolder, tags: flags.tags)
    }
}

extension ServiceCommandGroup {
    /// Runs `add`: resolves what `choice` and `flags` name (nothing is added when one is
    /// wrong), adds it with the options `makeOptions` builds (it may check more with the
    /// client, before anything is added), and writes the added item.
    @MainActor
    static func add(
        _ choice: AdditionChoice<Self>, _ flags: AdditionFlags<Self>, _ options: CommonOptions,
        makeOptions: @escaping @Sendable (Addition<Repository.Media>, ServiceClient<Self>) async throws -> Repository.AddOptions
    ) async throws(AppFailure) where Repository.Media: OutputRecord {
        try await run(options) { client, writer in
            let addition = try await client.addition(choice, flags)
            let addOptions = try await makeOptions(addition, client)
            try writer.write(try await client.add(addition.item, options: addOptions))
        }
    }
}
