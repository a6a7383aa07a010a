import ServarrCore

/// What a screen says when the item it shows is gone from its server (``MarqueeShell/TerminalScreen/goneNotice``).
public enum GoneItem {
    /// "Movie 65 is gone from Radarr at 127.0.0.1:7878" when `error` is the server saying it
    /// has no such item (HTTP 404); nil for any other error (the screen shows that as a failure
    /// and keeps its actions).
    public static func notice(for error: any Error, item: String, on repository: some ServarrRepository) -> String? {
        guard case .notFound = error as? ServarrError else { return nil }
        return "\(item) is gone from \(repository.instanceLabel)"
    }
}
