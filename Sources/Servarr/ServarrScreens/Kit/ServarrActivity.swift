import Foundation
import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// Builds the shared ``ActivityScreen`` for one of a service's activities and loads its rows
/// from the repository: Enter opens the item's library screen (on the queue, the download's
/// details, and the queue reloads itself while shown); on the queue `d` removes the
/// highlighted download (through the remove alert), `i` imports it by hand, `p` grabs it now;
/// in the history `f` marks a grab as failed (after asking); on wanted and cutoff unmet Space marks
/// rows, `s` searches the marked (or highlighted) ones in one command and `S` searches them all.
public enum ServarrActivity<Service: ServarrActivityService> {
    /// The screen for `kind`.
    @MainActor
    public static func make(kind: ActivityKind, context: ScreenContext) -> ActivityScreen {
        guard let repository = context.services.resolve(Service.Repository.self) else {
            return ActivityScreen(title: kind.title, unavailable: Service.notConfigured, tasks: context.tasks)
        }
        let router = context.router(for: Service.Route.self, Service.Modal.self)
        return ActivityScreen(
            title: kind.title, instance: repository.instanceLabel, tasks: context.tasks,
            allowsMarking: kind == .wanted || kind == .cutoffUnmet || kind == .queue,
            actions: actions(for: kind, repository: repository, router: router, context: context),
            opensRecords: kind == .queue, refreshesEvery: kind == .queue ? queueRefreshInterval : nil,
            load: { try await content(for: kind, from: repository) },
            open: { row in
                if kind == .queue, let id = row.recordID {
                    _ = try router.present(.queueDetails(id: id))
                } else if let id = row.mediaID {
                    try router.push(Service.detail(id: id))
                }
            })
    }

    /// How often the queue reloads while it is shown (progress, time left, new downloads).
    public static var queueRefreshInterval: Duration { .seconds(5) }

    /// The rows of `kind`, loaded from `repository`.
    public static func content(for kind: ActivityKind, from repository: Service.Repository) async throws -> ActivityContent {
        switch kind {
        case .queue:
            return try await ActivityRows.queue { try await repository.queue(page: $0, pageSize: ActivityRows.pageSize) }
        case .history:
            return try await ActivityRows.history { try await repository.history(page: $0, pageSize: ActivityRows.pageSize) }
        case .calendar:
            let window = UpcomingCalendar.window(around: Date())
            let items = try await repository.calendar(from: window.lowerBound, to: window.upperBound)
            let rows = UpcomingCalendar.rows(items.map { Service.calendarEntry($0, in: window) }, in: window)
            // The legend of the file mark every service's calendar rows end with.
            let legend = rows.contains { !$0.isHeading } ? " (✓ on disk, · not yet)" : ""
            return ActivityContent(summary: Service.calendarSummary(count: rows.count { !$0.isHeading }) + legend, rows: rows)
        case .wanted:
            return try await ActivityRows.missing(
                pages: { try await repository.missing(page: $0, pageSize: ActivityRows.pageSize) },
                row: { Service.wantedRow($0) })
        case .cutoffUnmet:
            let cutoffs = CutoffQualities.cutoffNames(of: try await repository.qualityProfiles())
            return try await ActivityRows.cutoffUnmet(
                pages: { try await repository.cutoffUnmet(page: $0, pageSize: ActivityRows.pageSize) },
                qualities: { try await Service.cutoffQualities(of: $0, from: repository) },
                row: { item, qualities in
                    var row = Service.wantedRow(item)
                    row.detail = ActivityRows.qualityBelowCutoff(qualities?.current, cutoff: qualities?.cutoff(in: cutoffs))
                    return row
                })
        case .system:
            return try await ActivityRows.system(
                status: { try await repository.systemStatus() }, health: { try await repository.health() },
                disks: { try await repository.diskSpace() })
        }
    }

    @MainActor
    private static func actions(
        for kind: ActivityKind, repository: Service.Repository,
        router: FeatureRouter<Service.Route, Service.Modal>, context: ScreenContext
    ) -> [ActivityAction] {
        switch kind {
        case .queue:
            [
                ActivityAction(key: "d", title: "remove") { screen in
                    if !screen.marked.isEmpty {
                        _ = try? router.present(.removeDownloads(RecordIDs(screen.targetRecordIDs)), style: .alert)
                        return
                    }
                    guard let id = screen.selectedRow?.recordID else { return }
                    _ = try? router.present(.removeFromQueue(id: id), style: .alert)
                },
                ActivityAction(key: "i", title: "import") { screen in
                    guard let id = screen.selectedRow?.recordID else { return }
                    _ = try? router.present(.manualImport(queueID: id))
                },
                .onRecord(key: "p", title: "grab now", running: "Grabbing…") { id, title in
                    try await repository.grabQueued(id: id)
                    return "Sent \(title) to the download client"
                },
            ]
        case .wanted, .cutoffUnmet:
            [
                ActivityAction(key: "s", title: "search") { screen in
                    let ids = screen.targetRecordIDs
                    guard !ids.isEmpty else { return }
                    let (command, noun) = Service.searchWanted(ids: ids)
                    let watch = CommandWatch<Service>.registered(in: context.services), tasks = context.tasks
                    let display = screen.displayInvalidator
                    let announcement = CommandAnnouncement.search(
                        for: ids.count == 1 ? screen.selectedRow?.title ?? "1 \(noun)" : "\(ids.count) \(noun)s")
                    screen.run("Searching…") {
                        let status = try await repository.run(command)
                        await watch.follow(status, label: announcement.label, repository: repository, tasks: tasks, display: display)
                        return announcement.started
                    }
                },
                ActivityAction(key: "i", title: "import") { screen in
                    guard let row = screen.selectedRow else { return }
                    let display = screen.displayInvalidator
                    context.tasks.track {
                        do {
                            _ = try router.present(.manualImport(try await importSource(of: row, repository: repository)))
                        } catch {
                            display?.post(.failure("Import", on: repository.instanceLabel, error))
                        }
                    }
                },
                ActivityAction(key: "S", title: "search all") { screen in
                    let watch = CommandWatch<Service>.registered(in: context.services), tasks = context.tasks
                    let display = screen.displayInvalidator
                    screen.run("Searching…") {
                        guard let (command, announcement) = try await searchAll(kind, repository: repository) else {
                            return "Nothing to search for"
                        }
                        let status = try await repository.run(command)
                        await watch.follow(status, label: announcement.label, repository: repository, tasks: tasks, display: display)
                        return announcement.started
                    }
                },
            ]
        case .history:
            [
                ActivityAction(key: "f", title: "mark failed") { screen in
                    guard let id = screen.selectedRow?.recordID else { return }
                    _ = try? router.present(.markFailed(historyID: id), style: .alert)
                }
            ]
        case .calendar, .system:
            []
        }
    }

    /// Where a wanted (or cutoff unmet) row's files are: its finished download in the queue when
    /// there is one (a movie's, an episode's; an artist's for an album), else the library item's
    /// folder.
    static func importSource(of row: ActivityRow, repository: Service.Repository) async throws -> ImportSheetSource {
        guard let mediaID = row.mediaID else { throw ImportSourceMissing(message: "This row names no library item") }
        // A finished download waiting for an import (not a failed one: it has nothing to import).
        let downloads = try await repository.queueDetails().filter {
            $0.mediaID == mediaID && $0.downloadID != nil && $0.awaitsImport && $0.status.lowercased() == "completed"
        }
        if let download = downloads.first(where: { $0.episodeID == row.recordID }) ?? downloads.first(where: { $0.episodeID == nil }) {
            return .queue(id: download.id)
        }
        guard let path = try await repository.media(id: mediaID).path, path.hasPrefix("/") else {
            throw ImportSourceMissing(message: "\(row.title) has neither a download nor a folder")
        }
        return .folder(path: path)
    }

    /// The command that searches every item of a wanted list and what it is called; nil when
    /// the list is empty.
    private static func searchAll(
        _ kind: ActivityKind, repository: Service.Repository
    ) async throws -> (Service.Repository.Command, CommandAnnouncement)? {
        switch Service.searchAll(kind) {
        case .everything(let command, let subject):
            return (command, .search(for: subject))
        case .listed(let command, let noun):
            let ids = try await
                (kind == .wanted
                ? Page.all { try await repository.missing(page: $0, pageSize: $1) }
                : Page.all { try await repository.cutoffUnmet(page: $0, pageSize: $1) })
                .records.map(\.id)
            guard !ids.isEmpty else { return nil }
            return (command(ids), .search(for: "\(ids.count) \(noun)\(ids.count == 1 ? "" : "s")"))
        }
    }
}

/// Why a wanted row has nothing to import, in words.
private struct ImportSourceMissing: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
