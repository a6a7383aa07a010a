import MarqueeNavigation

/// The profile screens every Servarr feature has (issue 24), and the naming settings that the
/// rename previews follow; the raw value is the deep link's last path component
/// (`/radarr/custom-formats`). A module's route enum wraps it in one case
/// (`case profiles(ProfileRoute)`).
public enum ProfileRoute: String, CaseIterable, Hashable, Codable, Sendable {
    case qualityProfiles = "quality-profiles"
    case customFormats = "custom-formats"
    case delayProfiles = "delay-profiles"
    case releaseProfiles = "release-profiles"
    /// The size limits of each quality, pushed from the quality profiles (`z`).
    case qualityDefinitions = "quality-definitions"
    /// The naming settings: renaming, the colon replacement and the formats; pushed from the
    /// quality profiles (`m`), as every section key is taken.
    case naming = "naming"

    /// The screen's title.
    public var title: String {
        switch self {
        case .qualityProfiles: "Quality profiles"
        case .customFormats: "Custom formats"
        case .delayProfiles: "Delay profiles"
        case .releaseProfiles: "Release profiles"
        case .qualityDefinitions: "Quality sizes"
        case .naming: "Naming"
        }
    }

    /// The section key that opens the screen (docs/keys.md); nil for the quality sizes and the
    /// naming settings, which open from the quality profiles.
    public var key: String? {
        switch self {
        case .qualityProfiles: "V"
        case .customFormats: "F"
        case .delayProfiles: "J"
        case .releaseProfiles: "Z"
        case .qualityDefinitions: nil
        case .naming: nil
        }
    }
}

/// The sheets and alerts of the profile screens. A module's modal enum wraps it in one case
/// (`case profileModal(ProfileModal)`).
public enum ProfileModal: Hashable, Codable, Sendable {
    /// The edit sheet of a new quality profile, from the server's `qualityprofile/schema`.
    case newQualityProfile
    /// The edit sheet of a quality profile: upgrades, scores, qualities (allowed, order, cutoff).
    case editQualityProfile(id: Int)
    /// "Delete this quality profile?"
    case deleteQualityProfile(id: Int)
    /// The form of a new custom format, its conditions of the kinds `customformat/schema` lists.
    case newCustomFormat
    /// The form of a custom format: name, renaming, conditions.
    case editCustomFormat(id: Int)
    /// The form of a new custom format filled in from format `id`, named "x265 (copy)".
    case cloneCustomFormat(id: Int)
    /// "Delete this custom format?"
    case deleteCustomFormat(id: Int)
    /// A quality profile (and the custom formats it scores) copied to another instance of the
    /// service: the changes there first, then Enter.
    case copyQualityProfile(id: Int)
    /// A custom format copied to another instance of the service, its changes there first.
    case copyCustomFormat(id: Int)
    /// The form of a new delay profile.
    case newDelayProfile
    /// The form of a delay profile: tags, protocols, delays, the ways past the wait.
    case editDelayProfile(id: Int)
    /// "Delete this delay profile?" (the servers keep the default one).
    case deleteDelayProfile(id: Int)
    /// The form of a new release profile.
    case newReleaseProfile
    /// The form of a release profile: name, terms, indexer, tags.
    case editReleaseProfile(id: Int)
    /// "Delete this release profile?"
    case deleteReleaseProfile(id: Int)
    /// A quality's size limits: "minimum, preferred, maximum".
    case editSizes(id: Int)
    /// The form of the naming settings.
    case editNaming
}

extension ProfileModal {
    /// One value of each case, for checks that must cover every case (links, snapshot texts).
    public static let oneOfEach: [ProfileModal] = [
        .newQualityProfile, .editQualityProfile(id: 1), .deleteQualityProfile(id: 1), .newCustomFormat, .editCustomFormat(id: 1),
        .cloneCustomFormat(id: 1),
        .deleteCustomFormat(id: 1), .copyQualityProfile(id: 1), .copyCustomFormat(id: 1),
        .newDelayProfile, .editDelayProfile(id: 1), .deleteDelayProfile(id: 1), .newReleaseProfile, .editReleaseProfile(id: 1),
        .deleteReleaseProfile(id: 1), .editSizes(id: 1), .editNaming,
    ]
}
