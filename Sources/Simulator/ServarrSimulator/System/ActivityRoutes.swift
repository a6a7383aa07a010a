import Foundation
import HTTPTypes
import ServarrCore

/// The activity and System endpoints Radarr, Sonarr and Lidarr share, written once for the three
/// as plain routes under a service's API root: the queue (a page, removal, status), the history,
/// the calendar, the wanted lists (missing, cutoff unmet), the blocklist, the commands and the
/// health checks (the disk space is ``ManagementRoutes``', from the root folders). Paging, sort orders and record shapes are common; the
/// library answers for its own items (calendar, wanted) and ``ActivityShape`` carries what differs.
struct ActivityRoutes {
    /// The API root without slashes ("api/v3").
    let root: String
    let library: any ActivityLibrary
    /// The quality profiles, whose cutoffs decide cutoff unmet.
    let profiles: ResourceStore

    static let queueOrders = SortOrders<ActivityRecords.QueueItem>(
        defaultKey: "timeleft", defaultDirection: "ascending",
        orders: [
            "timeleft": { $0.estimatedCompletionTime < $1.estimatedCompletionTime },
            "estimatedCompletionTime": { $0.estimatedCompletionTime < $1.estimatedCompletionTime },
            "added": { $0.added < $1.added },
            "title": { $0.title < $1.title },
            "progress": { $0.sizeleft / max(1, $0.size) > $1.sizeleft / max(1, $1.size) },
            "size": { $0.size < $1.size },
            "protocol": { $0.protocol < $1.protocol },
        ])

    static let historyOrders = SortOrders<ActivityRecords.HistoryEvent>(
        defaultKey: "date", defaultDirection: "descending",
        orders: [
            "date": { ($0.date, $0.id) < ($1.date, $1.id) },
            "eventType": { $0.eventType < $1.eventType },
            "sourceTitle": { $0.sourceTitle < $1.sourceTitle },
        ])

    func register(on routes: PlainRoutes) {
        let library = library, shape = library.activityShape, root = root
        routes.on(.get, "\(root)/queue") { input in
            let request = try input.pageRequest()
            let selection = try Self.selection(input, shape, items: "\(shape.itemName)Ids")
            var page = Self.queueOrders.page(await Self.queueItems(library, selection), request)
            page.records = await library.embedding(page.records, selection)
            return try PlainRoutes.json(ActivityRecords.Page(page, request))
        }
        routes.on(.delete, "\(root)/queue/{id}") { input in
            let id = try input.number()
            let (blocklist, skipRedownload) = try Self.removalOptions(input)
            guard
                try await library.changeActivity({
                    $0.removeDownload(id: id, blocklist: blocklist, skipRedownload: skipRedownload, shape: shape, message: "Removed from the queue")
                })
            else { throw SimulatorFailure.notFound("Queue item not found") }
            return PlainRoutes.empty()
        }
        routes.on(.get, "\(root)/queue/status") { _ in
            let count = await library.currentActivity().downloads.count
            return try PlainRoutes.json(ActivityRecords.QueueStatus(totalCount: count, count: count))
        }
        routes.on(.get, "\(root)/history") { input in
            let request = try input.pageRequest()
            // Sonarr names one episode (`episodeId`), Lidarr one album (`albumId`).
            let selection = try Self.selection(
                input, shape, items: "\(shape.itemName)Ids", children: shape.childName.map { "\($0)Id" }, readsHistory: true)
            var page = Self.historyOrders.page(await library.currentActivity().history.filter(selection.admits), request)
            page.records = await library.embedding(page.records, selection)
            return try PlainRoutes.json(ActivityRecords.Page(page, request))
        }
        registerLongTail(on: routes)
        routes.on(.get, "\(root)/calendar") { input in
            // The servers' defaults: from today to two days later.
            let today = Calendar.current.startOfDay(for: Date())
            let start = try input.date("start") ?? today
            let end = try input.date("end") ?? today.addingTimeInterval(2 * 86_400)
            return PlainRoutes.json(encoded: try await library.calendar(start: start, end: end, Self.options(input, shape)))
        }
        routes.on(.get, "\(root)/wanted/missing") { input in
            PlainRoutes.json(encoded: try await library.wanted(.missing, Self.options(input, shape)))
        }
        let profiles = profiles
        routes.on(.get, "\(root)/wanted/cutoff") { input in
            let cutoffs = await profiles.qualityCutoffs()
            return PlainRoutes.json(encoded: try await library.wanted(.cutoffUnmet(cutoffs), Self.options(input, shape)))
        }
        routes.on(.get, "\(root)/health") { _ in try PlainRoutes.json(SystemChecks.health(shape.service)) }
        registerBlocklist(on: routes, filter: shape.blocklistFilter)
        registerCommands(on: routes)
    }

    /// The queue's details, bulk removal and grabs; the history since a date and of one item.
    private func registerLongTail(on routes: PlainRoutes) {
        let library = library, shape = library.activityShape, root = root
        routes.on(.get, "\(root)/queue/details") { input in
            // Radarr `movieId`; Sonarr `seriesId` and `episodeIds`; Lidarr `artistId` and
            // `albumIds`, whose records embed their album unless `includeAlbum=false`.
            let selection = try Self.selection(
                input, shape, items: "\(shape.itemName)Id", children: shape.childName.map { "\($0)Ids" },
                includesChildUnlessAsked: shape.service == .lidarr)
            return try PlainRoutes.json(await library.embedding(await Self.queueItems(library, selection), selection))
        }
        routes.on(.delete, "\(root)/queue/bulk") { input in
            struct Bulk: Decodable { var ids: [Int]? }
            let ids = try input.decoded(Bulk.self).ids ?? []
            let (blocklist, skipRedownload) = try Self.removalOptions(input)
            _ = try await library.changeActivity { activity in
                ids.map {
                    activity.removeDownload(
                        id: $0, blocklist: blocklist, skipRedownload: skipRedownload, shape: shape, message: "Removed from the queue")
                }
            }
            return PlainRoutes.empty()
        }
        routes.on(.post, "\(root)/queue/grab/{id}") { input in
            // A release a delay profile holds back is sent now; one already sent stays as it is.
            let id = try input.number()
            let found = try await library.changeActivity { activity in
                activity.changeDownload(id: id) { download in
                    guard download.hold == .delayed else { return }
                    download.hold = nil
                    download.startedAt = Date()
                }
            }
            guard found else { throw SimulatorFailure.notFound("Pending release not found") }
            return PlainRoutes.empty()
        }
        if let importing = library as? any ImportingLibrary {
            ImportRoutes.register(on: routes, root: root, library: importing)
        }
        routes.on(.get, "\(root)/history/since") { input in
            guard let since = try input.date("date") else {
                throw SimulatorFailure.invalid("Date", "'Date' must not be empty.", code: "NotEmptyValidator")
            }
            let selection = try Self.selection(input, shape, readsHistory: true)
            let records = await library.currentActivity().history.filter { event in
                (ServarrDate.parse(event.date).map { $0 >= since } ?? false) && selection.admits(event)
            }
            return try PlainRoutes.json(await library.embedding(records.sorted { $0.date > $1.date }, selection))
        }
        let (itemPath, itemParameter): (String, String) =
            switch shape.service {
            case .radarr: ("movie", "movieId")
            case .sonarr: ("series", "seriesId")
            case .lidarr: ("artist", "artistId")
            }
        if shape.service != .radarr {
            // Radarr's history/movie is a generated operation of its own.
            routes.on(.get, "\(root)/history/\(itemPath)") { input in
                guard try input.query(itemParameter, { Int($0) }) != nil else {
                    throw SimulatorFailure.invalid(itemParameter, "'\(itemParameter)' must not be empty.", code: "NotEmptyValidator")
                }
                // Lidarr's narrows to one album (`albumId`).
                let selection = try Self.selection(
                    input, shape, items: itemParameter, children: shape.service == .lidarr ? "albumId" : nil, readsHistory: true)
                let records = await library.currentActivity().history.filter(selection.admits)
                return try PlainRoutes.json(await library.embedding(records.sorted { $0.date > $1.date }, selection))
            }
        }
    }

    private func registerCommands(on routes: PlainRoutes) {
        let library = library, shape = library.activityShape
        routes.on(.get, "\(root)/command") { _ in
            let now = Date()
            return try PlainRoutes.json(await library.currentActivity().commands.map { shape.commandRecord($0, now: now) })
        }
        routes.on(.post, "\(root)/command") { input in
            let request = try input.decoded(ActivityRecords.CommandRequest.self)
            guard let name = request.name, !name.isEmpty else {
                throw SimulatorFailure.invalid("Name", "'Name' must not be empty.", attempted: .null, code: "NotEmptyValidator")
            }
            if name == "ManualImport", let importing = library as? any ImportingLibrary {
                try await ImportRoutes.runImport(input, library: importing)
            }
            let command = try await library.changeActivity { $0.startCommand(name, shape.target(of: request)) }
            return try PlainRoutes.json(shape.commandRecord(command, now: Date()))
        }
        routes.on(.get, "\(root)/command/{id}") { input in
            let id = try input.number()
            guard let command = await library.currentActivity().commands.first(where: { $0.id == id }) else {
                throw SimulatorFailure.notFound("Command with ID \(id) does not exist")
            }
            return try PlainRoutes.json(shape.commandRecord(command, now: Date()))
        }
    }

    private func registerBlocklist(on routes: PlainRoutes, filter: String?) {
        let library = library
        routes.on(.get, "\(root)/blocklist") { input in
            let request = try input.pageRequest()
            let mediaIDs = try filter.flatMap { name throws(SimulatorFailure) in try input.integers(name) }
            let page = await library.currentActivity().blocklist.page(request, mediaIDs: mediaIDs)
            return try PlainRoutes.json(ActivityRecords.Page(page, request))
        }
        if filter == "movieIds" {
            // Radarr's blocklist of one movie: a list, not a page.
            routes.on(.get, "\(root)/blocklist/movie") { input in
                let movieID = try input.query("movieId") { Int($0) }
                return try PlainRoutes.json(await library.currentActivity().blocklist.records.filter { movieID == nil || $0.mediaID == movieID })
            }
        }
        routes.on(.delete, "\(root)/blocklist/{id}") { input in
            let id = try input.number()
            try await library.changeActivity { activity in try activity.blocklist.remove(id: id) }
            return PlainRoutes.empty()
        }
        routes.on(.delete, "\(root)/blocklist/bulk") { input in
            struct Bulk: Decodable { var ids: [Int]? }
            guard let ids = try input.decoded(Bulk.self).ids, !ids.isEmpty else {
                throw SimulatorFailure.invalid("Ids", "'Ids' must not be empty.", attempted: .null, code: "NotEmptyValidator")
            }
            try await library.changeActivity { $0.blocklist.remove(ids: ids) }
            return PlainRoutes.empty()
        }
    }

    /// `blocklist` and `skipRedownload` of a removal from the queue (false when absent).
    private static func removalOptions(_ input: PlainRoutes.Input) throws(SimulatorFailure) -> (blocklist: Bool, skipRedownload: Bool) {
        (
            try input.query("blocklist") { Bool($0.lowercased()) } ?? false,
            try input.query("skipRedownload") { Bool($0.lowercased()) } ?? false
        )
    }

    /// The queue's records at this moment that `selection` admits.
    private static func queueItems(_ library: any ActivityLibrary, _ selection: ActivitySelection) async -> [ActivityRecords.QueueItem] {
        let now = Date()
        return await library.currentActivity().downloads
            .filter { selection.admits(mediaID: $0.mediaID, childID: $0.episodeID) }
            .map { library.activityShape.queueItem($0, now: now) }
    }

    /// What a queue or history request selects and embeds: the items named by the query
    /// parameter `items` (`movieIds`, `seriesId`, …) and `children` (`episodeIds`, `albumId`),
    /// with `readsHistory` the `downloadId` and `eventType` (numbers, repeatable), and the
    /// include flags (`includeMovie`; `includeSeries`, `includeEpisode`; `includeArtist`,
    /// `includeAlbum`: false when absent, but for `includesChildUnlessAsked`).
    private static func selection(
        _ input: PlainRoutes.Input, _ shape: ActivityShape, items: String? = nil, children: String? = nil, readsHistory: Bool = false,
        includesChildUnlessAsked: Bool = false
    ) throws(SimulatorFailure) -> ActivitySelection {
        var selection = ActivitySelection()
        if let items { selection.mediaIDs = try input.integers(items).map(Set.init) }
        if let children { selection.childIDs = try input.integers(children).map(Set.init) }
        if readsHistory {
            selection.downloadID = try input.query("downloadId") { $0 }
            selection.eventTypes = try input.integers("eventType").map { types in
                Set(types.map { shape.historyEventTypes[$0]?.lowercased() ?? "unknown" })
            }
        }
        selection.includesParent = try input.flag("include\(shape.itemName.capitalized)") ?? false
        if let child = shape.childName {
            selection.includesChild = try input.flag("include\(child.capitalized)") ?? includesChildUnlessAsked
        }
        return selection
    }

    private static func options(_ input: PlainRoutes.Input, _ shape: ActivityShape) throws(SimulatorFailure) -> ActivityOptions {
        ActivityOptions(
            page: try input.pageRequest(), includesUnmonitored: try input.flag("unmonitored") ?? false,
            includesParent: try shape.parentParameter.flatMap { name throws(SimulatorFailure) in try input.flag(name) } ?? false,
            includesFile: try input.flag("includeEpisodeFile") ?? false, monitored: try input.flag("monitored") ?? true)
    }
}
