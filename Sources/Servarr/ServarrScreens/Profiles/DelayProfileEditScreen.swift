import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The form of a delay profile, new or stored: the tags of the titles it holds releases back
/// for (none on the default profile), which protocols may be grabbed and which is preferred,
/// each protocol's delay in minutes, and the two ways past the wait (the best quality, a custom
/// format score from a minimum). Ctrl-S saves; a refusal keeps the form (``EditSheetScreen``).
@MainActor
public final class DelayProfileEditScreen: FormSheetScreen<(DelayProfile, [Tag]), DelayProfile> {
    /// The tags known to the server, to turn labels into ids.
    public private(set) var knownTags: [Tag] = []

    /// The form titled `title`: `load` reads the profile (id 0 for a new one) and the tags,
    /// `save` creates or updates it.
    public init(
        title: String, tasks: TaskTracker, load: @escaping @Sendable () async throws -> (DelayProfile, [Tag]),
        save: @escaping @Sendable (DelayProfile) async throws -> DelayProfile, done: @escaping @MainActor () throws -> Void
    ) {
        super.init(title: title, tasks: tasks, load: load, record: { $0.0 }, save: save, done: done)
    }

    // Rows: `tags`, `usenet`, `torrent`, `preferred`, `usenetDelay`, `torrentDelay`,
    // `bypassHighest`, `bypassScore`, `minimumScore`.
    public override func fill(_ loaded: (DelayProfile, [Tag])) {
        let (profile, tags) = loaded
        knownTags = tags
        form = FormState(fields: [
            .text("tags", label: "Tags", text: TagLabels.text(for: profile.tagIDs, among: tags), placeholder: TagLabels.placeholder(among: tags)),
            .toggle("usenet", label: "Usenet", isOn: profile.enableUsenet),
            .toggle("torrent", label: "Torrent", isOn: profile.enableTorrent),
            .picker("preferred", label: "Preferred protocol", options: Self.protocols, selected: profile.preferredProtocol == "torrent" ? 1 : 0),
            .text("usenetDelay", label: "Usenet delay (minutes)", text: String(profile.usenetDelay)),
            .text("torrentDelay", label: "Torrent delay (minutes)", text: String(profile.torrentDelay)),
            .toggle("bypassHighest", label: "Bypass if highest quality", isOn: profile.bypassIfHighestQuality),
            .toggle("bypassScore", label: "Bypass if above score", isOn: profile.bypassIfAboveCustomFormatScore),
            .text("minimumScore", label: "Minimum custom format score", text: String(profile.minimumCustomFormatScore)),
        ])
    }

    private static let protocols = ["usenet", "torrent"]

    public override func savedMessage(for saved: DelayProfile) -> String {
        "✓ Saved: \(DelayProfileText.appliesTo(saved.tagIDs, tags: knownTags))"
    }

    /// The profile as the form has it, or why it cannot be sent (a delay that is not a whole
    /// number of minutes, a tag the server does not have).
    public override func edited() -> Result<DelayProfile, EditSheetProblem> {
        guard var profile = original else { return .failure(EditSheetProblem("Not loaded yet")) }
        do {
            profile.tagIDs = try TagLabels.existingIDs(in: value(of: "tags") ?? "", among: knownTags)
            profile.enableUsenet = isOn("usenet")
            profile.enableTorrent = isOn("torrent")
            profile.preferredProtocol = value(of: "preferred") ?? profile.preferredProtocol
            profile.usenetDelay = try wholeNumber("usenetDelay", "The usenet delay", atLeast: 0).get()
            profile.torrentDelay = try wholeNumber("torrentDelay", "The torrent delay", atLeast: 0).get()
            profile.bypassIfHighestQuality = isOn("bypassHighest")
            profile.bypassIfAboveCustomFormatScore = isOn("bypassScore")
            profile.minimumCustomFormatScore = try wholeNumber("minimumScore", "The minimum score").get()
        } catch {
            return .failure(error)
        }
        return .success(profile)
    }
}
