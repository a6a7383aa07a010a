import Foundation
import LidarrAPI
import MarqueeJSON
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

/// Quality profiles, custom formats, delay and release profiles and quality definitions over
/// real HTTP to the simulator, once for every service (issue 24): what is saved is what is read
/// back, the servers' refusals come with their reasons, and releases carry the formats they meet.
@Suite("Profiles and custom formats through the repositories")
struct ProfileRepositoryTests {
    typealias Service = SimulatedService

    private func with(_ service: Service, _ body: @Sendable (any ServarrRepository) async throws -> Void) async throws {
        let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(100)))
        let repository: any ServarrRepository =
            switch service {
            case .radarr: RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
            case .sonarr: SonarrRepository(configuration: simulator.sonarrConfiguration(timeout: .seconds(10)))
            case .lidarr: LidarrRepository(configuration: simulator.lidarrConfiguration(timeout: .seconds(10)))
            }
        do {
            try await body(repository)
            await simulator.shutdown()
        } catch {
            await simulator.shutdown()
            throw error
        }
    }

    /// The releases of the first title of the library (for Lidarr, of its first album).
    private func releases(_ repository: any ServarrRepository) async throws -> [Release] {
        switch repository {
        case let radarr as RadarrRepository: return try await radarr.releases(movieID: try await radarr.movies()[0].id)
        case let sonarr as SonarrRepository: return try await sonarr.releases(seriesID: try await sonarr.series()[0].id)
        case let lidarr as LidarrRepository:
            let artist = try await lidarr.artists()[0]
            return try await lidarr.releases(albumID: try await lidarr.albums(artistID: artist.id)[0].id)
        default: return []
        }
    }

    @Test("Profiles list their qualities, cutoff and a score for every custom format", arguments: Service.allCases)
    func profilesAndFormats(_ service: Service) async throws {
        try await with(service) { repository in
            let profiles = try await repository.qualityProfileListing().elements
            let formats = try await repository.customFormatListing().elements
            #expect(profiles.count >= 3 && formats.count >= 3)
            for profile in profiles {
                #expect(profile.cutoffName != nil, "\(profile.name): cutoff \(profile.cutoff) names no item")
                #expect(Set(profile.formatScores.map(\.name)) == Set(formats.map(\.name)))
            }
            #expect(formats.allSatisfy { !$0.conditions.isEmpty && $0.conditions.allSatisfy { !$0.fields.isEmpty } })
            let kinds = try await repository.customFormatConditionKinds().map(\.implementation)
            #expect(kinds.contains("ReleaseTitleSpecification") && kinds.contains("SizeSpecification"))
            #expect(kinds.contains("SourceSpecification") == (service != .lidarr))
        }
    }

    @Test("An edited profile is stored: order, allowed qualities, cutoff, upgrades and scores", arguments: Service.allCases)
    func editProfile(_ service: Service) async throws {
        try await with(service) { repository in
            var profile = try #require(try await repository.qualityProfileListing().elements.last)
            let allowedIndex = try #require(profile.items.firstIndex { !$0.isAllowed })
            profile.items[allowedIndex].isAllowed = true
            profile.items.reverse()
            profile.cutoff = try #require(profile.items.first { $0.isAllowed }).cutoffID
            profile.upgradeAllowed.toggle()
            profile.formatScores[0].score = 42
            profile.minimumFormatScore = -5
            let saved = try await repository.update(profile)
            let read = try await repository.qualityProfile(id: profile.id)
            #expect(saved == read)
            #expect(read.items.map(\.title) == profile.items.map(\.title))
            #expect(read.items.map(\.isAllowed) == profile.items.map(\.isAllowed))
            #expect(read.cutoff == profile.cutoff && read.upgradeAllowed == profile.upgradeAllowed)
            #expect(read.formatScores[0].score == 42 && read.minimumFormatScore == -5)
            // Each quality keeps what the client does not model (Radarr's modifier).
            #expect(read.items.compactMap(\.quality) == profile.items.compactMap(\.quality))
        }
    }

    @Test("A profile without an allowed quality or with a cutoff not allowed is refused with the reason", arguments: Service.allCases)
    func profileRefusals(_ service: Service) async throws {
        try await with(service) { repository in
            let listing = try await repository.qualityProfileListing().elements
            var profile = try #require(listing.first { $0.items.contains { !$0.isAllowed && !$0.isGroup } })
            let stored = profile
            profile.cutoff = try #require(profile.items.first { !$0.isAllowed && !$0.isGroup }).cutoffID
            let cutoff = await thrownError { _ = try await repository.update(profile) }
            #expect(ServarrError.userMessage(for: try #require(cutoff)).contains("Cutoff must be an allowed quality or group"))
            for index in profile.items.indices { profile.items[index].isAllowed = false }
            let none = await thrownError { _ = try await repository.update(profile) }
            #expect(ServarrError.userMessage(for: try #require(none)).contains("at least one allowed quality"))
            #expect(try await repository.qualityProfile(id: stored.id) == stored)
        }
    }

    @Test("Custom formats are created, cloned, edited and deleted; a taken name or a bad expression is refused", arguments: Service.allCases)
    func customFormats(_ service: Service) async throws {
        try await with(service) { repository in
            let kinds = try await repository.customFormatConditionKinds()
            var title = try #require(kinds.first { $0.implementation == "ReleaseTitleSpecification" })
            title.name = "x265"
            title.fields[0].value = .string(#"\b(x265|HEVC)\b"#)
            let created = try await repository.create(CustomFormat(id: 0, name: "x265", conditions: [title]))
            #expect(created.id > 0 && created.conditions.first?.fields.first?.value == .string(#"\b(x265|HEVC)\b"#))
            let taken = await thrownError { _ = try await repository.create(CustomFormat(id: 0, name: "X265", conditions: [title])) }
            #expect(ServarrError.userMessage(for: try #require(taken)).contains("Must be unique"))
            var clone = created
            clone.name = "x265 (copy)"
            let copy = try await repository.create(clone)
            #expect(copy.id != created.id && copy.conditions == created.conditions)
            var broken = copy
            broken.conditions[0].fields[0].value = .string("(unclosed")
            let invalid = await thrownError { _ = try await repository.update(broken) }
            #expect(ServarrError.userMessage(for: try #require(invalid)).contains("Invalid Regex"))
            var edited = copy
            edited.conditions[0].negate = true
            edited.includeWhenRenaming = true
            #expect(try await repository.update(edited).conditions[0].negate)
            try await repository.deleteCustomFormat(id: copy.id)
            #expect(try await repository.customFormatListing().elements.map(\.name).contains("x265"))
            #expect(!(try await repository.customFormatListing().elements.map(\.name).contains("x265 (copy)")))
        }
    }

    @Test("Releases carry the custom formats they meet and their score under the title's profile", arguments: Service.allCases)
    func releaseScores(_ service: Service) async throws {
        try await with(service) { repository in
            let found = try await self.releases(repository)
            #expect(!found.isEmpty)
            #expect(found.contains { !$0.customFormats.isEmpty && $0.customFormatScore > 0 })
            let formats = try await repository.customFormatListing().elements
            #expect(found.allSatisfy { Set($0.customFormats).isSubset(of: Set(formats.map(\.name))) })
            // Raising the minimum above every score rejects every release with the servers' reason.
            for var profile in try await repository.qualityProfileListing().elements {
                profile.minimumFormatScore = 100_000
                _ = try await repository.update(profile)
            }
            let rejected = try await self.releases(repository)
            #expect(rejected.allSatisfy { !$0.isApproved && $0.rejections.contains { $0.contains("below") && $0.contains("minimum 100000") } })
        }
    }

    @Test("Delay and release profiles are switched and edited; quality definitions keep their limits", arguments: Service.allCases)
    func delayReleaseAndDefinitions(_ service: Service) async throws {
        try await with(service) { repository in
            var delay = try #require(try await repository.delayProfiles().elements.first)
            delay.enableTorrent = false
            delay.usenetDelay = 120
            let storedDelay = try await repository.update(delay)
            #expect(!storedDelay.enableTorrent && storedDelay.usenetDelay == 120)
            var release = try #require(try await repository.releaseProfiles().elements.first)
            release.isEnabled.toggle()
            release.required = ["/\\bHDR\\b/i", "DV"]
            let storedRelease = try await repository.update(release)
            #expect(storedRelease.isEnabled == release.isEnabled && storedRelease.required == ["/\\bHDR\\b/i", "DV"])
            let definitions = try await repository.qualityDefinitions().elements
            #expect(definitions.count > 5 && definitions.map(\.weight) == definitions.map(\.weight).sorted())
            var definition = definitions[1]
            definition.minimumSize = 1.5
            definition.maximumSize = nil
            let storedDefinition = try await repository.update(definition)
            #expect(storedDefinition.minimumSize == 1.5 && storedDefinition.maximumSize == nil)
            #expect(storedDefinition.quality == definition.quality)
        }
    }

    @Test("Delay and release profiles are created and deleted under the servers' rules", arguments: Service.allCases)
    func delayAndReleaseProfilesComeAndGo(_ service: Service) async throws {
        try await with(service) { repository in
            let tag = try await repository.createTag(label: "anime")
            await #expect(throws: ServarrError.self) { try await repository.create(DelayProfile(id: 0, usenetDelay: 60)) }
            do {
                _ = try await repository.create(DelayProfile(id: 0, enableUsenet: false, enableTorrent: false, tagIDs: [tag.id]))
                Issue.record("a profile without a protocol is refused")
            } catch {
                #expect(ServarrError.userMessage(for: error).contains("Either Usenet or Torrent should be enabled"))
            }
            let delay = try await repository.create(DelayProfile(id: 0, preferredProtocol: "torrent", usenetDelay: 60, tagIDs: [tag.id]))
            #expect(delay.id > 1 && delay.tagIDs == [tag.id] && delay.preferredProtocol == "torrent" && delay.usenetDelay == 60)
            do {
                _ = try await repository.create(DelayProfile(id: 0, tagIDs: [tag.id]))
                Issue.record("a tag in two delay profiles is refused")
            } catch {
                #expect(ServarrError.userMessage(for: error).contains("used in another profile"))
            }
            do {
                try await repository.deleteDelayProfile(id: 1)
                Issue.record("the default delay profile stays")
            } catch {
                #expect(ServarrError.userMessage(for: error).contains("Cannot delete global delay profile"))
            }
            try await repository.deleteDelayProfile(id: delay.id)
            #expect(try await repository.delayProfiles().elements.map(\.id) == [1])

            do {
                _ = try await repository.create(ReleaseProfile(id: 0, name: "Nothing"))
                Issue.record("a release profile without a term is refused")
            } catch {
                #expect(ServarrError.userMessage(for: error).contains("'Must contain' or 'Must not contain' is required"))
            }
            let release = try await repository.create(ReleaseProfile(id: 0, name: "HDR", required: ["HDR", "DV"], indexerID: 1, tagIDs: [tag.id]))
            #expect(release.required == ["HDR", "DV"] && release.indexerID == 1 && release.tagIDs == [tag.id])
            try await repository.deleteReleaseProfile(id: release.id)
            #expect(try await repository.releaseProfiles().elements.contains { $0.id == release.id } == false)
        }
    }
}
