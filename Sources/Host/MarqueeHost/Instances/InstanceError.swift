import MarqueeNavigation

/// Why switching to an instance did not happen.
public enum InstanceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The feature has no instance of that name.
    case unknownInstance(feature: FeatureID, name: String, known: [String])
    /// A dialog or sheet is open: it belongs to the instance shown now.
    case dialogOpen

    public var description: String {
        switch self {
        case .unknownInstance(let feature, let name, let known):
            "\(feature) has no instance named ‘\(EchoedInput.escaped(name))’ (instances: \(known.joined(separator: ", ")))"
        case .dialogOpen: "Close the open dialog before switching instance"
        }
    }
}
