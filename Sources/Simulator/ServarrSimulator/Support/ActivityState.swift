import Foundation

/// The activity every simulated server keeps the same way: the downloads in its queue, its
/// history and its blocklist. Each library actor holds one and conforms to ``ActivityLibrary``,
/// so ``ActivityRoutes`` serves the queue, history and blocklist of all three services.
struct ActivityState: Sendable {
    private(set) var downloads: [SimulatedDownload] = []
    /// Downloads no longer in the queue whose folders still hold files (copied by a manual
    /// import, or samples left behind): a folder's listing still finds them.
    private(set) var leftBehind: [SimulatedDownload] = []
    private(set) var history: [ActivityRecords.HistoryEvent] = []
    var blocklist = BlocklistRecords()
    private(set) var commands: [SimulatedCommand] = []
    /// Time a command spends queued and then running.
    let commandStep: TimeInterval
    private var nextDownloadID = 1
    private var nextHistoryID = 1
    private var nextCommandID = 1

    init(commandStep: TimeInterval) { self.commandStep = commandStep }

    /// Queues a command now and returns it.
    @discardableResult
    mutating func startCommand(_ name: String, _ target: SimulatedCommand.Target = .init()) -> SimulatedCommand {
        let command = SimulatedCommand(
            id: nextCommandID, name: name, queuedAt: Date(), step: commandStep, mediaIDs: target.mediaIDs, episodeIDs: target.episodeIDs,
            seasonNumber: target.seasonNumber, fileIDs: target.fileIDs)
        nextCommandID += 1
        commands.append(command)
        return command
    }

    /// The commands completed by `now` whose effects are not applied yet, marked applied.
    mutating func completeCommands(at now: Date) -> [SimulatedCommand] {
        var completed: [SimulatedCommand] = []
        for index in commands.indices where !commands[index].effectsApplied && commands[index].state(at: now) == "completed" {
            commands[index].effectsApplied = true
            completed.append(commands[index])
        }
        return completed
    }

    /// Marks command `id` failed with `message` (its effects could not be applied).
    mutating func fail(_ id: Int, message: String) {
        guard let index = commands.firstIndex(where: { $0.id == id }) else { return }
        commands[index].failure = message
    }

    /// Appends `event` to the history with the next id (and `SIM<id>` as its download id when it has none).
    mutating func record(_ event: ActivityRecords.HistoryEvent) {
        var event = event
        event.id = nextHistoryID
        event.downloadId = event.downloadId ?? "SIM\(nextHistoryID)"
        history.append(event)
        nextHistoryID += 1
    }

    /// Queues `download` with the next id; downloads alternate between usenet and torrent clients.
    mutating func enqueue(_ download: SimulatedDownload) {
        var download = download
        download.id = nextDownloadID
        download.downloadProtocol = nextDownloadID % 2 == 0 ? "torrent" : "usenet"
        download.client = nextDownloadID % 2 == 0 ? "qBittorrent" : "SABnzbd"
        downloads.append(download)
        nextDownloadID += 1
    }

    /// Whether a download matches `isMatch` (to avoid queueing the same item twice).
    func isQueued(where isMatch: (SimulatedDownload) -> Bool) -> Bool { downloads.contains(where: isMatch) }

    /// Removes the downloads that match `isMatch`.
    mutating func removeDownloads(where isMatch: (SimulatedDownload) -> Bool) { downloads.removeAll(where: isMatch) }

    /// Takes the downloads that match `isMatch` out of the queue; those whose folders still hold
    /// files stay listed by folder (``leftBehind``), replacing an earlier one of the same id.
    mutating func retireDownloads(where isMatch: (SimulatedDownload) -> Bool) {
        let retired = downloads.filter(isMatch).filter { !$0.files.isEmpty }
        leftBehind.removeAll { old in retired.contains { $0.id == old.id } }
        leftBehind += retired
        downloads.removeAll(where: isMatch)
    }

    /// Changes the files of download `id`, in the queue or left behind; false when the id is unknown.
    mutating func changeFiles(ofDownload id: Int, _ change: (inout [SimulatedImportFile]) -> Void) -> Bool {
        if let index = downloads.firstIndex(where: { $0.id == id }) {
            change(&downloads[index].files)
            return true
        }
        guard let index = leftBehind.firstIndex(where: { $0.id == id }) else { return false }
        change(&leftBehind[index].files)
        if leftBehind[index].files.isEmpty { leftBehind.remove(at: index) }
        return true
    }

    /// Removes one download; false when the id is unknown.
    mutating func removeDownload(id: Int) -> Bool {
        guard downloads.contains(where: { $0.id == id }) else { return false }
        downloads.removeAll { $0.id == id }
        return true
    }

    /// Changes download `id` (its files, its hold); false when the id is unknown.
    mutating func changeDownload(id: Int, _ change: (inout SimulatedDownload) -> Void) -> Bool {
        guard let index = downloads.firstIndex(where: { $0.id == id }) else { return false }
        change(&downloads[index])
        return true
    }

    /// Removes the downloads complete at `now` and returns them, to be imported.
    mutating func finishDownloads(at now: Date) -> [SimulatedDownload] {
        let finished = downloads.filter { $0.isComplete(at: now) }
        downloads.removeAll { $0.isComplete(at: now) }
        return finished
    }
}

/// A simulated library whose activity ``ActivityRoutes`` serves: it keeps an ``ActivityState``,
/// advances its clock before a read, and answers the endpoints whose records are its own items
/// (calendar, wanted).
protocol ActivityLibrary: Actor {
    var activity: ActivityState { get set }
    /// What this service's activity records carry beyond the common fields.
    nonisolated var activityShape: ActivityShape { get }
    /// Applies the commands finished and the downloads completed by `now`.
    func advance(_ now: Date)
    /// The items released between `start` and `end` as the JSON body of `calendar`.
    func calendar(start: Date, end: Date, _ options: ActivityOptions) throws -> Data
    /// A page of the items missing (or below their cutoff) as the JSON body of `wanted/missing` (`wanted/cutoff`).
    func wanted(_ list: WantedList, _ options: ActivityOptions) throws -> Data
    /// The movies, series or artists (`parentIDs`) and episodes or albums (`childIDs`) the
    /// library has, as queue and history records embed them; unknown ids are left out.
    func embeddedItems(parentIDs: Set<Int>, childIDs: Set<Int>) -> EmbeddedItems
}

/// The query options of the calendar and wanted endpoints.
struct ActivityOptions: Sendable {
    var page: PageRequest
    /// `unmonitored=true`: the calendar lists unmonitored items too.
    var includesUnmonitored: Bool
    /// `includeSeries` (Sonarr), `includeArtist` (Lidarr): records embed their parent.
    var includesParent: Bool
    /// `includeEpisodeFile` (Sonarr's calendar and cutoff unmet): episodes embed their file.
    var includesFile = false
    /// `monitored` of the wanted lists (true when absent): true lists the items monitored with
    /// their series or artist, false the others, as the servers' `monitored` filter does.
    var monitored = true

    /// Whether a wanted list shows an item monitored or not (`isMonitored`) under a parent
    /// (series, artist) monitored or not.
    func listsWanted(isMonitored: Bool, parentIsMonitored: Bool = true) -> Bool {
        (isMonitored && parentIsMonitored) == monitored
    }
}

extension ActivityLibrary {
    /// The activity, brought up to now.
    func currentActivity() -> ActivityState {
        advance(Date())
        return activity
    }

    /// Changes the activity, brought up to now, and returns what `change` returns.
    func changeActivity<Result: Sendable>(_ change: @Sendable (inout ActivityState) throws -> Result) throws -> Result {
        advance(Date())
        return try change(&activity)
    }
}
