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
