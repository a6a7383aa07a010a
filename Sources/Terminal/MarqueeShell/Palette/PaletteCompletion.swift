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

    /// The pattern's path segments (`/radarr/movie/:id?tab` is `radarr`, `movie`, `:id`).
    private var patternSegments: [Substring] {
        let path = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(text)
        return path.split(separator: "/")
    }

    /// Whether `typed` is a whole link of this pattern: as many segments, every fixed one
    /// spelled out (`/radarr/movie/42` for `/radarr/movie/:id`, not `/radarr/mov`).
    func isFilled(by typed: String) -> Bool {
        guard kind == .link else { return false }
        let typedPath = typed.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(typed)
        let typedSegments = typedPath.split(separator: "/")
        let segments = patternSegments
        guard typedSegments.count == segments.count else { return false }
        return zip(segments, typedSegments).allSatisfy { pattern, typed in
            pattern.hasPrefix(":") || pattern.lowercased() == typed.lowercased()
        }
    }

    /// The link this pattern names with its parameters taken from the same segments of
    /// `typed` (`/radarr/movie/:id/edit` and `/radarr/movie/42` make `/radarr/movie/42/edit`);
    /// a parameter `typed` does not reach stays `:name`.
    func link(filledFrom typed: String) -> String {
        let typedPath = typed.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(typed)
        let typedSegments = typedPath.hasPrefix("/") ? typedPath.split(separator: "/") : []
        let filled = patternSegments.enumerated().map { index, segment in
            segment.hasPrefix(":") && index < typedSegments.count ? typedSegments[index] : segment
        }
        return "/" + filled.joined(separator: "/")
    }
}
