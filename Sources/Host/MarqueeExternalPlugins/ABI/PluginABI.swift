import CMarqueePlugin

/// Facts about the C ABI that external plugins are built against (`marquee_plugin.h`).
public enum PluginABI {
    /// The ABI version this host implements (`MARQUEE_PLUGIN_ABI_VERSION`).
    public static let currentVersion: UInt32 = MARQUEE_PLUGIN_ABI_VERSION

    /// The plugin ABI versions this host can load. A plugin built for a version outside
    /// this range is rejected with ``PluginLoadError/unsupportedABIVersion(found:supported:)``.
    public static let supportedVersions: ClosedRange<UInt32> = 1...currentVersion

    /// The symbol every plugin library exports (`MARQUEE_PLUGIN_ENTRY_SYMBOL`).
    public static let entrySymbol = "marquee_plugin_entry"
}
