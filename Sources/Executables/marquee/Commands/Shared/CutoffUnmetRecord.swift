/// A cutoff-unmet item as `list wanted --cutoff-unmet` prints it: the item's own fields, then
/// the quality its file has (`quality`) and the cutoff of its profile (`cutoff`), null where the
/// server does not say.
struct CutoffUnmetRecord<Item: OutputRecord & Sendable & Hashable>: OutputRecord, Sendable, Hashable {
    var item: Item
    /// The quality the item's file has ("HDTV-720p").
    var quality: String?
    /// The name of the cutoff of the item's quality profile ("Bluray-1080p").
    var cutoff: String?

    var fields: [OutputField] { item.fields + [OutputField("quality", .text(quality)), OutputField("cutoff", .text(cutoff))] }

    /// The item's columns with QUALITY and CUTOFF after its titles, where a narrow terminal
    /// keeps them longest.
    static var columns: [TableColumn] {
        var columns = Item.columns
        let afterTitles = (columns.lastIndex { $0.shrinks }).map { $0 + 1 } ?? columns.count
        columns.insert(contentsOf: [TableColumn("quality", "QUALITY"), TableColumn("cutoff", "CUTOFF")], at: afterTitles)
        return columns
    }
}
