import Foundation

// Tolerant readers of the management resources: a row is skipped only when its id is missing.

extension TagUsage {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let label = record.string("label") ?? ""
        var other = 0
        for key: StaticString in ["delayProfileIds", "importListIds", "notificationIds", "restrictionIds", "releaseProfileIds"] {
            other += record.ints(key)?.count ?? 0
        }
        let indexers = record.ints("indexerIds") ?? []
        let clients = record.ints("downloadClientIds") ?? []
        other += record.ints("autoTagIds")?.count ?? 0
        let media = record.ints("movieIds") ?? record.ints("seriesIds") ?? record.ints("artistIds") ?? []
        self.init(id: id, label: label, mediaIDs: media, indexerIDs: indexers, downloadClientIDs: clients, otherUses: other)
    }
}
