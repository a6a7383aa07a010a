import Foundation
import ServarrCore

/// Tags typed as comma-separated labels on the add forms.
public enum TagLabels {
    /// The labels in `text`, trimmed, without empties or duplicates (case-insensitively).
    public static func parse(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    /// The ids of `labels`: known tags (matched case-insensitively) keep theirs, unknown
    /// labels are created.
    public static func ids(
        for labels: [String], known: @Sendable () async throws -> [Tag], create: @Sendable (String) async throws -> Tag
    ) async throws -> [Int] {
        guard !labels.isEmpty else { return [] }
        let existing = try await known()
        var ids: [Int] = []
        for label in labels {
            if let tag = existing.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }) {
                ids.append(tag.id)
            } else {
                ids.append(try await create(label).id)
            }
        }
        return ids
    }
}

extension TagLabels {
    /// The labels of `ids` in a line, as a form's tags field shows them ("4k, anime"); an id
    /// the server has no tag for shows as its number.
    public static func text(for ids: [Int], among tags: [Tag]) -> String {
        ids.map { id in tags.first { $0.id == id }?.label ?? String(id) }.joined(separator: ", ")
    }

    /// The ids of the labels in `text` among the server's `tags` (case-insensitively), for the
    /// sheets that only use tags there are; a label without a tag is refused with the way out.
    public static func existingIDs(in text: String, among tags: [Tag]) throws(EditSheetProblem) -> [Int] {
        var ids: [Int] = []
        for label in parse(text) {
            guard let tag = tags.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }) else {
                throw EditSheetProblem("No tag is named ‘\(label.lowercased())’ (create it on the tags screen)")
            }
            ids.append(tag.id)
        }
        return ids
    }

    /// What an empty tags field suggests: the labels there are.
    public static func placeholder(among tags: [Tag]) -> String {
        tags.isEmpty ? "none" : "none (" + tags.map(\.label).joined(separator: ", ") + ")"
    }
}
