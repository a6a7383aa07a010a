import Foundation

/// docs/keys.md read as data: for each scope (a `##` heading), its rows, each with the keys
/// of its first column (in backticks, as the footer shows them) and what the row says they do.
struct KeyGrammarDocument {
    struct Row {
        var keys: [String]
        var meaning: String
    }

    /// Rows by scope heading, in page order.
    private(set) var scopes: [(title: String, rows: [Row])] = []

    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/keys.md")

    static func load() throws -> KeyGrammarDocument {
        try KeyGrammarDocument(text: String(contentsOf: path, encoding: .utf8))
    }

    init(text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                scopes.append((String(line.dropFirst(3)), []))
                continue
            }
            guard line.hasPrefix("| `"), !scopes.isEmpty else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let keys = cells[0].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element)
            }
            scopes[scopes.count - 1].rows.append(Row(keys: keys, meaning: cells[1].lowercased()))
        }
    }

    /// Every row documenting `key` (as the footer shows it), with its scope.
    func rows(for key: String) -> [(scope: String, row: Row)] {
        scopes.flatMap { scope in scope.rows.filter { $0.keys.contains(key) }.map { (scope.title, $0) } }
    }
}
