import ArgumentParser

/// `marquee radarr|sonarr remove queue ID`.
struct RemoveFromQueue<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        let service = Group.name
        return CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a download from the queue and the download client (asks first unless --yes).",
            discussion: """
                Examples:
                  marquee \(service) remove queue 3
                  marquee \(service) remove queue 3 --blocklist --yes
                """
        )
    }

    /// What to remove from.
    enum Noun: String, ExpressibleByArgument, CaseIterable { case queue }

    @Argument(help: "queue") var noun: Noun
    @Argument(help: "The download's queue id (`list queue`).") var id: Int
    @Flag(help: "Blocklist the release so it is not grabbed again.") var blocklist = false
    @Flag(name: [.customShort("y"), .long], help: "Do not ask for confirmation.") var yes = false
    @OptionGroup var options: CommonOptions

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            try await service.removeFromQueue(id: id, blocklist: blocklist, yes: yes, writer: writer)
        }
    }
}
