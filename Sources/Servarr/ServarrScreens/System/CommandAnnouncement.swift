/// What is said of a command Marquee starts: when it starts ("Search started for Dune") and,
/// as its label, when it ends ("Search for Dune completed in 4 s").
public struct CommandAnnouncement: Sendable, Hashable {
    /// The toast when the server has accepted the command, without its "✓".
    public var started: String
    /// What the command is called when its end is announced.
    public var label: String

    /// An announcement of its own words.
    public init(started: String, label: String) {
        self.started = started
        self.label = label
    }

    /// A search for `subject` ("Dune", "12 movies", "every missing episode").
    public static func search(for subject: String) -> CommandAnnouncement {
        CommandAnnouncement(started: "Search started for \(subject)", label: "Search for \(subject)")
    }

    /// A refresh of `subject`'s metadata and a rescan of its files.
    public static func refresh(of subject: String) -> CommandAnnouncement {
        CommandAnnouncement(started: "Refresh and scan started for \(subject)", label: "Refresh and scan of \(subject)")
    }
}
