import Foundation
import LidarrAPI
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens

/// What the artist and album screens share: a header loaded with a list of rows (albums,
/// tracks) that `/` filters, Enter on a row, `m` monitor and `s` search (their outcomes in
/// toasts), and the page's words when the first load failed.
@MainActor
public class LidarrDetailScreen<Row: Sendable>: Screen, TerminalScreen, RowSelecting {
    /// The rows loaded.
    public private(set) var rows: [Row] = []
    /// The rows the `/` filter shows, in order.
    public private(set) var shownRows: [Row] = []
    /// The header's lines: the title, then facts; empty until loaded.
    public private(set) var header: [String] = []
    /// How loading the item went: what the page says instead of it.
    public private(set) var load = ItemLoadState()
    var list = ListState()
    let repository: LidarrRepository?
    let router: FeatureRouter<LidarrRoute, LidarrModal>
    let tasks: TaskTracker
    private let commands: CommandWatch<LidarrService>
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    private let fallbackTitle: String
    private let loader: @Sendable (LidarrRepository) async throws -> (header: [String], rows: [Row])

    init(title: String, context: ScreenContext, load: @escaping @Sendable (LidarrRepository) async throws -> (header: [String], rows: [Row])) {
        fallbackTitle = title
        loader = load
        repository = context.services.resolve(LidarrRepository.self)
        router = context.router(for: LidarrRoute.self, LidarrModal.self)
        tasks = context.tasks
        commands = .registered(in: context.services)
        reload()
    }

    public var title: String { header.first ?? fallbackTitle }

    /// What the page says instead of the item (its first load failed, or it is gone); nil otherwise.
    public var failure: String? { load.failure }
    /// What the screen says when the server no longer has the item (``GoneItem``); nil while it does.
    public var goneNotice: String? { load.goneNotice }
    /// Whether the item has not loaded: the screen offers only back and retry (Ctrl-R).
    public var awaitsItem: Bool { header.isEmpty || goneNotice != nil }

    /// The highlighted row (of those the filter shows).
    public var selectedRow: Row? { shownRows.indices.contains(list.selection) ? shownRows[list.selection] : nil }

    public func reload() {
        guard let repository else {
            load.cannotLoad(LidarrService.notConfigured)
            return
        }
        let loader = self.loader
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let (header, rows) = try await loader(repository)
                guard let self else { return }
                (self.header, self.rows) = (header, rows)
                self.load.loaded()
                self.showMatchingRows()
            } catch is CancellationError {
            } catch {
                guard let self else { return }
                if let toast = load.failed(error, item: title, showsItem: !header.isEmpty, on: repository) { display?.post(toast) }
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Shows the rows the `/` filter matches.
    private func showMatchingRows() {
        shownRows = ItemListFilter.items(rows, shownBy: list, row: line(for:))
        list.itemCount = shownRows.count
        list.select(list.selection)
    }

    /// Runs `command`, a search for `what`; its start and end, or the server's refusal, are
    /// announced in toasts (`s`).
    func run(_ command: LidarrCommand, what: String) {
        guard let repository else { return }
        commands.start(command, .search(for: what), on: repository, tasks: tasks, display: display)
    }

    /// Sets the monitored state of `name` to `isMonitored` with `work` (`m`), says so in a
    /// toast (or the refusal, naming the action and the instance), and reloads.
    func changeMonitoring(of name: String, to isMonitored: Bool, _ work: @escaping @Sendable (LidarrRepository) async throws -> Void) {
        guard let repository else { return }
        tasks.track { [weak self] in
            let saved: Void? = await MonitoringChange.run(name, to: isMonitored, on: repository, display: self?.display) {
                try await work(repository)
            }
            if saved != nil { self?.reload() }
        }
    }

    /// Opens the row at `index` (the album screen does not open tracks).
    public func selectRow(at index: Int) throws {
        guard shownRows.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try open(shownRows[index])
    }

    func open(_ row: Row) throws {}
    func line(for row: Row) -> ListRow { ListRow("") }
    var listTitle: String { "" }
    /// The legend of the list's status marks, beside its title.
    var listLegend: String { "" }
    /// The text drawn, wrapped to at most three lines, between the header and the list (an
    /// artist's overview); empty for none.
    var overview: String { "" }
    /// The filter prompt has the keys while it is open: the footer shows only its hints.
    public var textFieldHasFocus: Bool { list.isEditingFilter }

    public var keyHints: [KeyHint] { [] }

    /// The list's filter, in the help.
    public var secondaryKeyHints: [KeyHint] { awaitsItem ? [] : [KeyHint("/", "filter")] }

    public func screenDidAppear() {}
    public func screenWillBeReleased() { loading?.cancel() }
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme, width = canvas.size.width
        guard !header.isEmpty, goneNotice == nil else {
            canvas.write(failure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: failure == nil ? theme.muted : theme.error)
            return
        }
        for (row, text) in header.enumerated() {
            canvas.write(text, at: Point(x: 1, y: row), width: width - 1, style: row == 0 ? theme.header : theme.muted)
        }
        let overviewLines = overview.isEmpty ? [] : overview.wrapped(toWidth: max(10, width - 2), maximumLines: 3)
        for (row, line) in overviewLines.enumerated() {
            canvas.write(line, at: Point(x: 1, y: header.count + row), width: width - 2, style: theme.normal)
        }
        let top = header.count + overviewLines.count
        canvas.write(listTitle, at: Point(x: 1, y: top), width: width - 1, style: theme.accent)
        if !listLegend.isEmpty { StatusLegend.render(listLegend, beside: listTitle, line: top, in: &canvas) }
        canvas.clipped(to: Rect(x: 0, y: top + 1, width: width, height: max(0, canvas.size.height - top - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let rows = shownRows
            ListView(state: list, emptyMessage: self.rows.isEmpty ? "Nothing here" : "Nothing matches") { self.line(for: rows[$0]) }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if awaitsItem { return load.handle(key, retrying: reload) }
        if list.takesFilterKey(key) {
            _ = list.handle(key)
            showMatchingRows()
            if key == .enter, list.itemCount > 0 { try? selectRow(at: list.selection) }
            display?.setNeedsDisplay()
            return .handled
        }
        if key == .enter {
            try? selectRow(at: list.selection)
            return .handled
        }
        guard key != .escape, list.handle(key) else { return .notHandled }
        display?.setNeedsDisplay()
        return .handled
    }
}

/// One artist: facts and its albums, oldest first. Enter opens an album; `s` searches every
/// monitored album of the artist.
@MainActor
public final class ArtistDetailScreen: LidarrDetailScreen<Album> {
    public let artistID: Int
    private let loaded: LoadedRecord<Artist>

    /// The artist, once loaded.
    public var artist: Artist? { loaded.record }

    init(artistID: Int, context: ScreenContext) {
        self.artistID = artistID
        let loaded = LoadedRecord<Artist>()
        self.loaded = loaded
        super.init(title: "Artist \(artistID)", context: context) { repository in
            async let artist = repository.artist(id: artistID)
            let albums = try await repository.albums(artistID: artistID)
            let facts = try await artist
            await loaded.keep(facts)
            let line = [
                facts.artistType, facts.isMonitored ? "monitored" : "not monitored", "\(facts.albumCount) albums",
                "\(facts.trackFileCount)/\(facts.trackCount) tracks", ByteCountText.text(for: facts.sizeOnDisk),
            ]
            return ([facts.title, line.compactMap { $0 }.joined(separator: " · ")], albums)
        }
    }

    override var listTitle: String { "Albums" }
    override var listLegend: String { "● monitored  ○ unmonitored" }
    override var overview: String { artist?.overview ?? "" }
    override func open(_ album: Album) throws { try router.push(.album(id: album.id)) }

    override func line(for album: Album) -> ListRow {
        let year = album.releaseDate.map { String(Calendar.current.component(.year, from: $0)) } ?? "TBA"
        return ListRow(
            "\(album.title) (\(year))", detail: "\(album.albumType)  \(album.trackFileCount)/\(album.trackCount)  \(album.isMonitored ? "●" : "○")")
    }

    /// Starts a search for the artist's monitored albums.
    public func search() { run(.searchArtist(id: artistID), what: header.first ?? "this artist") }

    /// Toggles whether the artist is monitored (`m`).
    public func toggleMonitored() {
        guard var artist else { return }
        artist.isMonitored.toggle()
        let changed = artist
        changeMonitoring(of: changed.title, to: changed.isMonitored) { repository in _ = try await repository.update(changed) }
    }

    override public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        return awaitsItem ? load.keyHints : [KeyHint("enter", "album")]
    }
}

/// One album: facts and its tracks. `m` toggles its monitoring (`PUT album/monitor`), `s`
/// searches for the album; `i` opens its releases (interactive search, full-screen).
@MainActor
public final class AlbumDetailScreen: LidarrDetailScreen<Track> {
    public let albumID: Int
    private let loaded: LoadedRecord<Album>

    /// The album, once loaded.
    public var album: Album? { loaded.record }

    init(albumID: Int, context: ScreenContext) {
        self.albumID = albumID
        let loaded = LoadedRecord<Album>()
        self.loaded = loaded
        super.init(title: "Album \(albumID)", context: context) { repository in
            async let album = repository.album(id: albumID)
            let tracks = try await repository.tracks(albumID: albumID)
            let facts = try await album
            await loaded.keep(facts)
            let line = [
                facts.artistTitle, facts.albumType, facts.releaseDate.map(ActivityDates.text(for:)),
                facts.isMonitored ? "monitored" : "not monitored", "\(facts.trackFileCount)/\(facts.trackCount) tracks",
            ]
            return ([facts.title, line.compactMap { $0 }.joined(separator: " · ")], tracks)
        }
    }

    override var listTitle: String { "Tracks" }
    override var listLegend: String { "✓ file  · missing" }

    override func line(for track: Track) -> ListRow {
        ListRow("\(track.trackNumber). \(track.title)", detail: "\(track.lengthText)  \(track.hasFile ? "✓" : "·")")
    }

    /// Starts a search for this album.
    public func search() { run(.searchAlbums(ids: [albumID]), what: header.first ?? "this album") }

    /// Toggles whether the album is monitored (`m`).
    public func toggleMonitored() {
        guard let album else { return }
        let id = albumID, monitored = !album.isMonitored
        changeMonitoring(of: album.title, to: monitored) { repository in try await repository.setAlbumsMonitored(ids: [id], monitored: monitored) }
    }

    /// Opens the album's releases (interactive search).
    public func openInteractiveSearch() throws(NavigationError) { try router.present(.interactiveSearch(albumID: albumID), style: .fullScreen) }

    override public var keyHints: [KeyHint] {
        if list.isEditingFilter { return KeyHint.filterPrompt }
        return awaitsItem ? load.keyHints : []
    }
}

/// The record (the artist, the album) a screen loaded (its load runs away from the main actor).
@MainActor
private final class LoadedRecord<Record> {
    private(set) var record: Record?
    func keep(_ record: Record) { self.record = record }
}
