/// How a list shows which rows are marked (Space, Ctrl-A): `[x] ` before a marked row's title,
/// `[ ] ` before the others, only while the list allows marking (and, on lists that mark on
/// demand, only while something is marked), so that a mark never reads as a status (`✓` is
/// "downloaded").
public enum RowMark {
    /// The prefix of a row.
    public static func prefix(isMarked: Bool) -> String { isMarked ? "[x] " : "[ ] " }
}

extension Set {
    /// Marks `id`, or unmarks it when it is marked (Space).
    public mutating func toggleMark(_ id: Element) {
        if remove(id) == nil { insert(id) }
    }

    /// Marks every id of `shown` (the rows the filter shows), or unmarks them when every one
    /// already is (Ctrl-A). No set of the ids is built: marking stops looking at the first
    /// unmarked id and inserts into room reserved once.
    public mutating func toggleMarks(_ shown: some Collection<Element>) {
        if !isEmpty, shown.allSatisfy({ contains($0) }) {
            subtract(shown)
        } else {
            reserveCapacity(count + shown.count)
            for id in shown { insert(id) }
        }
    }
}
