/// The folder for Marquee's state (navigation snapshot, log): `$XDG_STATE_HOME/marquee`, else
/// `$HOME/.local/state/marquee`.
public enum StateDirectory {
    /// The folder's path, or nil when neither `XDG_STATE_HOME` nor `HOME` is set.
    public static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/marquee" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/marquee" }
        return nil
    }
}
