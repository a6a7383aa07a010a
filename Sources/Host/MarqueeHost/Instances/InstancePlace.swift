import MarqueeNavigation

/// Where an instance's stack lives: the feature, the instance's name and its tab.
public struct InstancePlace: Hashable, Sendable {
    /// The feature.
    public let feature: FeatureID
    /// The instance's name.
    public let name: String
    /// The tab holding the instance's stack: the feature's own tab for the default instance,
    /// `radarr/4k` for the others.
    public let tab: TabID
    /// Whether it is the feature's default (first) instance.
    public let isDefault: Bool
}
