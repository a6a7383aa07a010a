import Foundation
import MarqueeTerminal

/// The `:` command palette's state: the typed text, the completions that match it, the
/// highlighted completion and the last error.
///
/// Text starting with `/` or containing `://` is a deep link; anything else is a command name.
/// Tab accepts the highlighted completion (a link pattern up to its first parameter), Up/Down
/// move the highlight, Esc closes. Enter takes the highlighted completion: a command runs, a
/// link opens with the parameters typed so far (`/radarr/movie/42` then ↓ to
/// `/radarr/movie/:id/edit` opens `/radarr/movie/42/edit`; a parameter still missing is left
/// to type). What is typed wins when it is already a whole link the highlight was not moved
/// from, or when nothing matches (then the shell says why it cannot be opened).
public struct CommandPalette: Hashable, Sendable {
    /// What Enter asks the shell to do.
    public enum Submission: Hashable, Sendable {
        /// Open this deep link.
        case link(String)
        /// Run the command with this name.
        case command(String)
    }

    /// What a key did to the palette.
    public enum Outcome: Hashable, Sendable {
        /// Still editing.
        case editing
        /// The user closed the palette.
        case cancelled
        /// The user submitted this.
        case submit(Submission)
    }

    /// The typed text.
    public private(set) var text: String = ""
    /// Everything that can complete: link patterns and command names.
    public var candidates: [PaletteCompletion]
    /// The highlighted completion's index in ``completions``.
    public private(set) var highlighted = 0
    /// A message for the user, e.g. why a link did not open.
    public var message: String?
    /// Whether ↑/↓ moved the highlight since the text last changed.
    private var hasMovedHighlight = false

    /// Creates a palette offering `candidates`.
    public init(candidates: [PaletteCompletion], text: String = "") {
        self.candidates = candidates
        self.text = text
    }

    /// The completions that match the text. Text starting with `/` matches links by prefix
    /// and by shape (`/radarr/movie/42` matches `/radarr/movie/:id`); other text matches
    /// commands and links alike, fuzzily, by name, title and description, word by word
    /// (``PaletteCompletion``'s ranking: prefix, word, substring, letters in order), the best
    /// first. A link that needs a value not typed yet (`/radarr/movie/:id` before an id) is
    /// never offered: it could not open.
    public var completions: [PaletteCompletion] {
        let typed = text.lowercased().trimmingCharacters(in: .whitespaces)
        let isLink = typed.hasPrefix("/") || typed.contains("://")
        let openable = candidates.filter { !$0.needsParameter(beyond: isLink ? typed : "") }
        if typed.isEmpty { return openable }
        if isLink {
            return openable.filter { candidate in
                candidate.kind == .link && (candidate.text.lowercased().hasPrefix(typed) || Self.matchesPattern(candidate.text, typed))
            }
        }
        let ranked = openable.enumerated().compactMap { index, candidate in
            candidate.fuzzyRank(of: typed).map { (rank: $0, index: index, candidate: candidate) }
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.candidate)
    }

    /// Whether a typed link (possibly partial) matches a pattern's shape so far, treating
    /// `:name` segments as wildcards: `/radarr/movie/42` matches `/radarr/movie/:id`.
    static func matchesPattern(_ pattern: String, _ typed: String) -> Bool {
        let patternPath = pattern.split(separator: "?").first.map(String.init) ?? pattern
        let patternSegments = patternPath.split(separator: "/", omittingEmptySubsequences: true)
        let typedSegments = typed.split(separator: "/", omittingEmptySubsequences: true)
        guard typedSegments.count <= patternSegments.count, !typedSegments.isEmpty else { return false }
        for (index, segment) in typedSegments.enumerated() {
            let expected = patternSegments[index]
            let isLast = index == typedSegments.count - 1 && !typed.hasSuffix("/")
            if expected.hasPrefix(":") { continue }
            if isLast ? !expected.lowercased().hasPrefix(segment) : expected.lowercased() != segment { return false }
        }
        return true
    }

    /// Handles a key.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .escape:
            return .cancelled
        case .enter:
            return submit()
        case .tab:
            let matches = completions
            if matches.indices.contains(highlighted) {
                edit(matches[highlighted].insertion)
            }
        case .down, .control("n"):
            let count = completions.count
            if count > 0 { highlighted = (highlighted + 1) % count }
            hasMovedHighlight = true
        case .up, .control("p"):
            let count = completions.count
            if count > 0 { highlighted = (highlighted + count - 1) % count }
            hasMovedHighlight = true
        case .backspace:
            edit(String(text.dropLast()))
        case .control("u"):
            edit("")
        case .character(let character):
            edit(text + String(character))
        default:
            break
        }
        return .editing
    }

    private mutating func edit(_ newText: String) {
        text = newText
        highlighted = 0
        hasMovedHighlight = false
        message = nil
    }

    /// What Enter does: the highlighted completion, or the text as typed.
    private mutating func submit() -> Outcome {
        let typed = text.trimmingCharacters(in: .whitespaces)
        let isLink = typed.hasPrefix("/") || typed.contains("://")
        let matches = completions
        if matches.indices.contains(highlighted) {
            let chosen = matches[highlighted]
            let typedIsWhole = isLink && !hasMovedHighlight && chosen.kind == .link && chosen.isFilled(by: typed)
            if !typedIsWhole {
                switch chosen.kind {
                case .command:
                    return .submit(.command(chosen.text))
                case .link:
                    let link = chosen.link(filledFrom: typed)
                    if link.contains("/:") {
                        // A parameter is still missing: type it.
                        edit(PaletteCompletion(text: link, kind: .link).insertion)
                        return .editing
                    }
                    return .submit(.link(link))
                }
            }
        }
        if typed.isEmpty { return .cancelled }
        return .submit(isLink ? .link(typed) : .command(typed))
    }
}
