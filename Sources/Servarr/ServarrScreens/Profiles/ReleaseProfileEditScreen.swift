import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The form of a release profile, new or stored: its name (Radarr and Sonarr; Lidarr's have
/// none), whether it is on, the terms a release must contain and must not contain (commas
/// between; `/regular expressions/` too), the indexer it applies to (or any) and the tags of
/// the titles it applies to. Ctrl-S saves; a refusal keeps the form (``EditSheetScreen``).
@MainActor
public final class ReleaseProfileEditScreen: FormSheetScreen<(ReleaseProfile, [Tag], [Indexer]), ReleaseProfile> {
    /// What the form offers besides the profile: the server's tags and indexers.
    public private(set) var knownTags: [Tag] = []
    public private(set) var indexers: [Indexer] = []
    private let hasName: Bool

    /// The form titled `title`: `load` reads the profile (id 0 for a new one), the tags and the
    /// indexers, `save` creates or updates it; `hasName` says whether the service names its
    /// release profiles.
    public init(
        title: String, hasName: Bool, tasks: TaskTracker,
        load: @escaping @Sendable () async throws -> (ReleaseProfile, [Tag], [Indexer]),
        save: @escaping @Sendable (ReleaseProfile) async throws -> ReleaseProfile, done: @escaping @MainActor () throws -> Void
    ) {
        self.hasName = hasName
        super.init(title: title, tasks: tasks, load: load, record: { $0.0 }, save: save, done: done)
    }

    // Rows: `name` (when the service has one), `enabled`, `required`, `ignored`, `indexer`, `tags`.
    public override func fill(_ loaded: (ReleaseProfile, [Tag], [Indexer])) {
        let (profile, tags, indexers) = loaded
        knownTags = tags
        self.indexers = indexers
        let indexer = indexers.firstIndex { $0.id == profile.indexerID }.map { $0 + 1 } ?? 0
        form = FormState(
            fields: (hasName ? [.text("name", label: "Name", text: profile.name, placeholder: "optional")] : []) + [
                .toggle("enabled", label: "Enabled", isOn: profile.isEnabled),
                .text("required", label: "Must contain", text: profile.required.joined(separator: ", "), placeholder: "x265, /\\bHDR\\b/i"),
                .text("ignored", label: "Must not contain", text: profile.ignored.joined(separator: ", "), placeholder: "CAM, TS"),
                .picker("indexer", label: "Indexer", options: ["Any"] + indexers.map(\.name), selected: indexer),
                .text("tags", label: "Tags", text: TagLabels.text(for: profile.tagIDs, among: tags), placeholder: TagLabels.placeholder(among: tags)),
            ])
    }

    public override func savedMessage(for saved: ReleaseProfile) -> String { "✓ Saved \(ReleaseProfileText.name(saved))" }

    /// The profile as the form has it, or why it cannot be sent (a tag the server does not have).
    public override func edited() -> Result<ReleaseProfile, EditSheetProblem> {
        guard var profile = original else { return .failure(EditSheetProblem("Not loaded yet")) }
        do {
            profile.tagIDs = try TagLabels.existingIDs(in: value(of: "tags") ?? "", among: knownTags)
        } catch {
            return .failure(error)
        }
        if hasName { profile.name = (value(of: "name") ?? "").trimmingCharacters(in: .whitespaces) }
        profile.isEnabled = isOn("enabled")
        profile.required = ReleaseProfileText.parseTerms(value(of: "required") ?? "")
        profile.ignored = ReleaseProfileText.parseTerms(value(of: "ignored") ?? "")
        if case .picker(_, let selected)? = form["indexer"]?.value {
            profile.indexerID = indexers.indices.contains(selected - 1) ? indexers[selected - 1].id : 0
        }
        return .success(profile)
    }
}
