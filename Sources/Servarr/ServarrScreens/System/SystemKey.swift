/// The keys that open the System screens from any of a feature's screens (shifted letters,
/// clear of the features' own keys and of the activity screens' Q H C W U Y).
public enum SystemKey {
    /// `L` logs, `K` tasks, `E` events, `P` updates.
    public static let screens: [(key: String, route: SystemRoute)] = [("L", .logs), ("K", .tasks), ("E", .events), ("P", .updates)]
}
