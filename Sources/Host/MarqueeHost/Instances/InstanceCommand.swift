import Foundation
import MarqueeNavigation

/// A command palette entry on an instance: "Radarr: switch to 4k", "Add to 4k".
@MainActor
public struct InstanceCommand {
    /// What the palette completes (`radarr-switch-to-4k`, `add-to-4k`): the title in lower case with dashes.
    public let name: String
    /// What the palette shows.
    public let title: String
    /// The feature.
    public let feature: FeatureID
    /// The instance it acts on.
    public let instance: String
    private let action: @MainActor (ModuleHost) throws -> Void

    init(title: String, feature: FeatureID, instance: String, action: @escaping @MainActor (ModuleHost) throws -> Void) {
        self.title = title
        self.name = title.lowercased().replacingOccurrences(of: ":", with: "").split(separator: " ").joined(separator: "-")
        self.feature = feature
        self.instance = instance
        self.action = action
    }

    /// Runs the command on `host`.
    public func perform(on host: ModuleHost) throws { try action(host) }
}
