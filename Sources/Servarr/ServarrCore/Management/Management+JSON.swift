import Foundation

// Tolerant readers of the management resources: a row is skipped only when its id is missing.

extension BlocklistItem {
    package init?(_ record: inout JSONRecord, mediaKey: StaticString) {
        guard let id = record.id() else { return nil }
        let mediaID = record.int(mediaKey)
        let title = record.string("sourceTitle") ?? ""
        let quality = record.qualityName()
        self.init(
            id: id, mediaID: mediaID, sourceTitle: title, quality: quality, date: record.date("date"),
            downloadProtocol: record.string("protocol") ?? "", indexer: record.string("indexer") ?? "",
            message: record.string("message") ?? "")
    }
}

extension Indexer {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let name = record.string("name") ?? ""
        let implementation = record.string("implementationName") ?? record.string("implementation") ?? ""
        let tags = record.ints("tags") ?? []
        let rss = record.bool("enableRss") ?? false
        let automatic = record.bool("enableAutomaticSearch") ?? false
        let interactive = record.bool("enableInteractiveSearch") ?? false
        let supportsRss = record.bool("supportsRss") ?? true
        let supportsSearch = record.bool("supportsSearch") ?? true
        self.init(
            id: id, name: name, implementation: implementation, downloadProtocol: record.string("protocol") ?? "",
            priority: record.int("priority") ?? 25, enableRss: rss, enableAutomaticSearch: automatic, enableInteractiveSearch: interactive,
            supportsRss: supportsRss, supportsSearch: supportsSearch, tagIDs: tags)
    }
}

extension DownloadClient {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let name = record.string("name") ?? ""
        let implementation = record.string("implementationName") ?? record.string("implementation") ?? ""
        let tags = record.ints("tags") ?? []
        let enabled = record.bool("enable") ?? false
        self.init(
            id: id, name: name, implementation: implementation, downloadProtocol: record.string("protocol") ?? "",
            priority: record.int("priority") ?? 1, isEnabled: enabled, tagIDs: tags)
    }
}

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
