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

    /// What the palette's row shows first: a command's title ("Queue"), a link's description
    /// after the place it belongs to ("Sonarr › History", from the link's first segment), or
    /// the text when it has none.
    public var label: String {
        guard !detail.isEmpty else { return readableText }
        guard kind == .link, let area = text.split(separator: "/").first?.split(separator: "?").first, !area.isEmpty else { return detail }
        let place = area.prefix(1).uppercased() + area.dropFirst()
        return detail.lowercased() == place.lowercased() ? detail : place + " › " + detail
    }

    /// Whether the link needs a value the user has not typed (`/radarr/movie/:id` when only
    /// `/radarr/movie/` or nothing is typed): such a template is no entry of its own.
    func needsParameter(beyond typed: String) -> Bool {
        kind == .link && link(filledFrom: typed).contains("/:")
    }

    /// What the row shows beside ``label``, muted: the name to type (`:queue`) or the link with
    /// its parameters still to type as `…` (`/radarr/movie/…`), never a raw `:id` template.
    public var hint: String {
        switch kind {
        case .command: ":" + text
        case .link: detail.isEmpty ? "" : readableText
        }
    }

    /// The link with each parameter shown as `…` (`/radarr/movie/…/edit`); a command's name.
    public var readableText: String {
        guard kind == .link else { return text }
        let path = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        return "/" + path.split(separator: "/").map { $0.hasPrefix(":") ? "…" : $0 }.joined(separator: "/")
    }

    /// How well `typed` (lowercased, not a link) matches: nil when it does not; lower is better.
    /// Each word typed must match: the name, label or description starting with it comes
    /// first, then a word of them starting with it, then containing it, then a word holding its
    /// letters in order ("qu" finds "queue", "rfsh" finds "refresh", "collec" finds "Movie
    /// collections", "sonarr hist" finds "Sonarr › History"); the worst word ranks the whole.
    func fuzzyRank(of typed: String) -> Int? {
        let fields = Set([text.lowercased(), label.lowercased(), detail.lowercased()].filter { !$0.isEmpty })
        let words = typed.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        var worst = 0
        for word in words {
            guard let rank = fields.compactMap({ Self.rank(of: word, in: $0) }).min() else { return nil }
            worst = max(worst, rank)
        }
        return worst
    }

    /// How well one typed word matches one field; nil when it does not.
    private static func rank(of word: String, in field: String) -> Int? {
        if field.hasPrefix(word) || field.hasPrefix("/" + word) { return 0 }
        let fieldWords = field.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if fieldWords.contains(where: { $0.hasPrefix(word) }) { return 1 }
        if field.contains(word) { return 2 }
        // Scattered letters stay within one word: across a long description they match noise.
        if fieldWords.contains(where: { holdsInOrder(word, in: String($0)) }) { return 3 }
        return nil
    }

    /// Whether `field` holds the characters of `typed` in order (one pass over each).
    static func holdsInOrder(_ typed: String, in field: String) -> Bool {
        var remaining = typed[...]
        for character in field where character == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
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
