import MarqueeNavigation

/// The queue's marked downloads, removed in one `queue/bulk` request after one question. Its link
/// text is their ids (`3,8,12`), so the question has a deep link like every screen.
public struct DownloadSelection: LinkValue, Hashable, Codable, Sendable {
    /// The queue ids, at least one.
    public var ids: [Int]

    /// The downloads `ids`.
    public init(ids: [Int]) { self.ids = ids }

    public init?(linkText: String) {
        let ids = linkText.split(separator: ",", omittingEmptySubsequences: false).map { Int(linkText: String($0)) }
        guard !ids.isEmpty, ids.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        self.init(ids: ids.compactMap { $0 })
    }

    public var linkText: String { ids.map(String.init).joined(separator: ",") }

    public static var linkDescription: String { "queue ids separated by commas" }
}
