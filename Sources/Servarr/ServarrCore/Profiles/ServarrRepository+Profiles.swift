import Foundation
import MarqueeJSON

// Quality profiles, custom formats, delay and release profiles and quality definitions (issue
// 24). Edits write the record's declaration over the server's current object (``replace``), so
// what this client does not model (a quality's modifier, a condition's help) is sent back as
// the server sent it; a new record is written over an empty object.

// MARK: Quality profiles

extension ServarrRepository {
    /// POSTs `record` to `endpoint`, its declaration written over an empty object and without
    /// its id; returns it as stored, with its new id.
    package func created<Record: ServarrRecord>(_ record: Record, at endpoint: String) async throws -> Record {
        var body = record.json(over: .object([:]))
        body["id"] = nil
        return try await object(.post, endpoint, json: body) { Record.read(&$0) }
    }
}

extension ServarrRepository {
    /// Every quality profile with its qualities, cutoff and scores.
    public func qualityProfileListing() async throws -> Listing<QualityProfile> {
        try await list("qualityprofile") { QualityProfile.read(&$0) }
    }

    /// One quality profile.
    public func qualityProfile(id: Int) async throws -> QualityProfile {
        try await object(.get, "qualityprofile/\(id)") { QualityProfile.read(&$0) }
    }

    /// A new profile as the server offers it (`qualityprofile/schema`): every quality in the
    /// server's order, every custom format scored 0, no name and id 0.
    public func qualityProfileSchema() async throws -> QualityProfile {
        try await object(.get, "qualityprofile/schema") { QualityProfile.read(&$0) }
    }

    /// Saves a profile's qualities, cutoff, upgrade setting and scores; returns it as stored.
    /// The server's validation failures are thrown as ``ServarrError/rejected(status:message:)``.
    public func update(_ profile: QualityProfile) async throws -> QualityProfile {
        try await replace("qualityprofile/\(profile.id)", change: profile.json(over:)) { QualityProfile.read(&$0) }
    }

    /// Adds a profile (its id is ignored); returns it as stored, with its new id.
    public func create(_ profile: QualityProfile) async throws -> QualityProfile {
        try await created(profile, at: "qualityprofile")
    }

    /// Deletes a profile; the servers refuse one that titles use.
    public func deleteQualityProfile(id: Int) async throws {
        try await send(.delete, "qualityprofile/\(id)")
    }
}

// MARK: Custom formats

extension ServarrRepository {
    /// Every custom format with its conditions.
    public func customFormatListing() async throws -> Listing<CustomFormat> {
        try await list("customformat") { CustomFormat.read(&$0) }
    }

    /// The kinds of condition the server knows, each with its fields (empty) and presets.
    public func customFormatConditionKinds() async throws -> [CustomFormatCondition] {
        try await list("customformat/schema") { CustomFormatCondition.read(&$0) }.elements
    }

    /// Saves a custom format's name, renaming flag and conditions; returns it as stored.
    public func update(_ format: CustomFormat) async throws -> CustomFormat {
        try await replace("customformat/\(format.id)", change: format.json(over:)) { CustomFormat.read(&$0) }
    }

    /// Adds a custom format (its id is ignored); returns it as stored, with its new id. The
    /// servers refuse a name already taken.
    public func create(_ format: CustomFormat) async throws -> CustomFormat {
        try await created(format, at: "customformat")
    }

    /// Deletes a custom format (the profiles' scores for it go with it).
    public func deleteCustomFormat(id: Int) async throws {
        try await send(.delete, "customformat/\(id)")
    }
}

// MARK: Delay and release profiles, quality definitions

extension ServarrRepository {
    /// Every delay profile, in their order (the default one last).
    public func delayProfiles() async throws -> Listing<DelayProfile> {
        var listing = try await list("delayprofile") { DelayProfile.read(&$0) }
        listing.elements.sort { $0.order < $1.order }
        return listing
    }

    /// Saves a delay profile; returns it as stored.
    public func update(_ profile: DelayProfile) async throws -> DelayProfile {
        try await replace("delayprofile/\(profile.id)", change: profile.json(over:)) { DelayProfile.read(&$0) }
    }

    /// Adds a delay profile (its id is ignored); returns it as stored. The servers want tags on
    /// every profile but the default one, and one tag in one profile only.
    public func create(_ profile: DelayProfile) async throws -> DelayProfile {
        try await created(profile, at: "delayprofile")
    }

    /// Deletes a delay profile; the servers refuse the default one.
    public func deleteDelayProfile(id: Int) async throws {
        try await send(.delete, "delayprofile/\(id)")
    }

    /// Every release profile.
    public func releaseProfiles() async throws -> Listing<ReleaseProfile> {
        try await list("releaseprofile") { ReleaseProfile.read(&$0) }
    }

    /// Saves a release profile; returns it as stored.
    public func update(_ profile: ReleaseProfile) async throws -> ReleaseProfile {
        try await replace("releaseprofile/\(profile.id)", change: profile.json(over:)) { ReleaseProfile.read(&$0) }
    }

    /// Adds a release profile (its id is ignored); returns it as stored. The servers want a term
    /// it must or must not contain.
    public func create(_ profile: ReleaseProfile) async throws -> ReleaseProfile {
        try await created(profile, at: "releaseprofile")
    }

    /// Deletes a release profile.
    public func deleteReleaseProfile(id: Int) async throws {
        try await send(.delete, "releaseprofile/\(id)")
    }

    /// The size limits of every quality, in the servers' order of the qualities.
    public func qualityDefinitions() async throws -> Listing<QualityDefinition> {
        var listing = try await list("qualitydefinition") { QualityDefinition.read(&$0) }
        listing.elements.sort { $0.weight < $1.weight }
        return listing
    }

    /// Saves one quality's title and size limits; returns it as stored.
    public func update(_ definition: QualityDefinition) async throws -> QualityDefinition {
        try await replace("qualitydefinition/\(definition.id)", change: definition.json(over:)) { QualityDefinition.read(&$0) }
    }
}
