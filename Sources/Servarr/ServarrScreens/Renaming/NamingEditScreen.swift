import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The form of the naming settings (`config/naming`): whether imports are renamed, whether
/// characters a file system refuses are replaced, what replaces a colon, and every format the
/// server has (file names first, then folders). The rename previews (`p`) follow what is saved.
/// Ctrl-S saves; a refusal (an empty format) keeps the form (``EditSheetScreen``).
@MainActor
public final class NamingEditScreen: FormSheetScreen<NamingSettings, NamingSettings> {
    /// The ids of the format rows, in order: each format's label ("Movie file", "Season folder").
    public private(set) var formatRows: [String] = []

    /// The form over what `load` reads; `save` stores it.
    public init(
        tasks: TaskTracker, load: @escaping @Sendable () async throws -> NamingSettings,
        save: @escaping @Sendable (NamingSettings) async throws -> NamingSettings, done: @escaping @MainActor () throws -> Void
    ) {
        super.init(title: "Naming", tasks: tasks, load: load, record: { $0 }, save: save, done: done)
    }

    // Rows: `rename`, `illegal`, `colon` (each when the server has it), then the formats by label.
    public override func fill(_ settings: NamingSettings) {
        var fields: [MarqueeTerminal.FormField] = []
        if let renames = settings.renamesFiles { fields.append(.toggle("rename", label: "Rename files", isOn: renames)) }
        if let replaces = settings.replaceIllegalCharacters {
            fields.append(.toggle("illegal", label: "Replace illegal characters", isOn: replaces))
        }
        if let choice = settings.colonReplacementChoice {
            fields.append(.picker("colon", label: "Colon replacement", options: NamingSettings.colonReplacements, selected: choice))
        }
        let formats = settings.presentFormats
        formatRows = formats.map(\.label)
        fields += formats.map { .text($0.label, label: $0.label, text: settings[keyPath: $0.keyPath] ?? "") }
        form = FormState(fields: fields)
    }

    public override func savedMessage(for saved: NamingSettings) -> String { "✓ Saved the naming settings" }

    /// The settings as the form has them.
    public override func edited() -> Result<NamingSettings, EditSheetProblem> {
        guard var settings = original else { return .failure(EditSheetProblem("Not loaded yet")) }
        if form["rename"] != nil { settings.renamesFiles = isOn("rename") }
        if form["illegal"] != nil { settings.replaceIllegalCharacters = isOn("illegal") }
        if case .picker(_, let selected)? = form["colon"]?.value { settings.colonReplacementChoice = selected }
        for format in settings.presentFormats {
            if let text = value(of: format.label) { settings[keyPath: format.keyPath] = text }
        }
        return .success(settings)
    }
}
