/// One completion offered by the command palette.
public struct PaletteCompletion: Hashable, Sendable {
    /// What kind of thing completes.
    public enum Kind: Hashable, Sendable {
        /// A deep-link pattern, e.g. `/radarr/movie/:id`.
        case link
        /// A command name, e.g. `refresh`.
        case command
    }

    /// The text offered (a pattern or a command name).
    public var text: String
    /// A short description, e.g. the command's title.
    public var detail: String
    /// Whether it is a link or a command.
    public var kind: Kind

    /// Creates a completion.
    public init(text: String, detail: String = "", kind: Kind) {
        self.text = text
        self.detail = detail
        self.kind = kind
    }

    /// The text to put in the input when this completion is accepted: a link pattern up to its
    /// first parameter (`/radarr/movie/` for `/radarr/movie/:id`), a command name whole.
    public var insertion: String {
        guard kind == .link else { return text }
        let path = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        guard let colon = path.range(of: "/:") else { return path }
        return String(path[..<colon.lowerBound]) + "/"
    }
}
