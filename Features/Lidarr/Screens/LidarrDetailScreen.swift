import Foundation
import LidarrAPI
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import ServarrCore
import ServarrScreens

/// What the artist and album screens share: a header loaded with a list of rows (albums,
/// tracks), Enter on a row, `s` search, and the failure or status line.
@MainActor
public class LidarrDetailScreen<Row: Sendable>: Screen, TerminalScreen, RowSelecting {
    /// The rows shown, once loaded.
    public private(set) var rows: [Row] = []
    /// The header's lines: the title, then facts; empty until loaded.
    public private(set) var header: [String] = []
    public private(set) var failure: String?
    /// What the screen says when the server no longer has the item (``GoneItem``); nil while it does.
    public private(set) var goneNotice: String?
    /// What the last search reported, or nil.
    public private(set) var status: String?
    var list = ListState()
    let repository: LidarrRepository?
    let router: FeatureRouter<LidarrRoute, LidarrModal>
    let tasks: TaskTracker
    private let commands: CommandWatch<LidarrService>
    private var display: DisplayInvalidator?
    private var loading: Task<Void, Never>?
    private let fallbackTitle: String
    private let load: @Sendable (LidarrRepository) async throws -> (header: [String], rows: [Row])

    init(title: String, context: ScreenContext, load: @escaping @Sendable (LidarrRepository) async throws -> (header: [String], rows: [Row])) {
        fallbackTitle = title
        self.load = load
        repository = context.services.resolve(LidarrRepository.self)
        router = context.router(for: LidarrRoute.self, LidarrModal.self)
        tasks = context.tasks
        commands = .registered(in: context.services)
        reload()
    }

    public var title: String { header.first ?? fallbackTitle }

    /// The highlighted row.
    public var selectedRow: Row? { rows.indices.contains(list.selection) ? rows[list.selection] : nil }

    public func reload() {
        guard let repository else {
            failure = LidarrService.notConfigured
            return
        }
        let load = self.load
        loading?.cancel()
        loading = tasks.track { [weak self] in
            do {
                let (header, rows) = try await load(repository)
                guard let self else { return }
                (self.header, self.rows, self.failure, self.goneNotice) = (header, rows, nil, nil)
                self.list.itemCount = rows.count
                self.list.select(self.list.selection)
            } catch is CancellationError {
            } catch {
                guard let self else { return }
                goneNotice = GoneItem.notice(for: error, item: title, on: repository)
                failure = goneNotice ?? ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Runs `command`, a search for `what`; its start and end are announced in toasts (`s`).
    func run(_ command: LidarrCommand, what: String) {
        guard let repository else { return }
        commands.start(command, .search(for: what), on: repository, tasks: tasks, display: display) { [weak self] failure in
            self?.status = failure
        }
    }

    /// Runs `change` on the server, shows the toast it returns, and reloads; a failure shows
    /// in the status line.
    func change(_ change: @escaping @Sendable (LidarrRepository) async throws -> Toast) {
        guard let repository else { return }
        tasks.track { [weak self] in
            do {
                let toast = try await change(repository)
                self?.status = nil
                self?.display?.post(toast)
                self?.reload()
            } catch {
                self?.status = ServarrError.userMessage(for: error)
            }
            self?.display?.setNeedsDisplay()
        }
    }

    /// Opens the row at `index` (the album screen does not open tracks).
    public func selectRow(at index: Int) throws {
        guard rows.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        list.select(index)
        try open(rows[index])
    }

    func open(_ row: Row) throws {}
    func line(for row: Row) -> ListRow { ListRow("") }
    var listTitle: String { "" }
    /// The text drawn, wrapped to at most three lines, between the header and the list (an
    /// artist's overview); empty for none.
    var overview: String { "" }
    public var keyHints: [KeyHint] { [] }

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
        canvas.write(status ?? listTitle, at: Point(x: 1, y: top), width: width - 1, style: status == nil ? theme.accent : theme.dim)
        canvas.clipped(to: Rect(x: 0, y: top + 1, width: width, height: max(0, canvas.size.height - top - 1))) { body in
            list.pageSize = max(1, body.size.height)
            list.scrollOffset = ListScrolling.offset(list, rows: body.size.height)
            let rows = self.rows
            ListView(state: list, emptyMessage: "Nothing here") { self.line(for: rows[$0]) }.render(in: &body)
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
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
    private let loaded: LoadedArtist

    /// The artist, once loaded.
    public var artist: Artist? { loaded.artist }

    init(artistID: Int, context: ScreenContext) {
        self.artistID = artistID
        let loaded = LoadedArtist()
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
        let id = artistID
        change { repository in
            var artist = try await repository.media(id: id)
            artist.isMonitored.toggle()
            let saved = try await repository.update(artist)
            return .monitoring(saved.title, isMonitored: saved.isMonitored)
        }
    }

    override public var keyHints: [KeyHint] { [KeyHint("enter", "album")] }
}

/// One album: facts and its tracks. `s` searches for the album; `i` opens its releases
/// (interactive search, full-screen).
@MainActor
public final class AlbumDetailScreen: LidarrDetailScreen<Track> {
    public let albumID: Int

    init(albumID: Int, context: ScreenContext) {
        self.albumID = albumID
        super.init(title: "Album \(albumID)", context: context) { repository in
            async let album = repository.album(id: albumID)
            let tracks = try await repository.tracks(albumID: albumID)
            let facts = try await album
            let line = [
                facts.artistTitle, facts.albumType, facts.releaseDate.map(ActivityDates.text(for:)),
                facts.isMonitored ? "monitored" : "not monitored", "\(facts.trackFileCount)/\(facts.trackCount) tracks",
            ]
            return ([facts.title, line.compactMap { $0 }.joined(separator: " · ")], tracks)
        }
    }

    override var listTitle: String { "Tracks" }

    override func line(for track: Track) -> ListRow {
        ListRow("\(track.trackNumber). \(track.title)", detail: "\(track.lengthText)  \(track.hasFile ? "✓" : "·")")
    }

    /// Starts a search for this album.
    public func search() { run(.searchAlbums(ids: [albumID]), what: header.first ?? "this album") }

    /// Opens the album's releases (interactive search).
    public func openInteractiveSearch() throws(NavigationError) { try router.present(.interactiveSearch(albumID: albumID), style: .fullScreen) }

    override public var keyHints: [KeyHint] { [] }
}

/// The artist record an artist screen loaded (its load runs away from the main actor).
@MainActor
private final class LoadedArtist {
    private(set) var artist: Artist?
    func keep(_ artist: Artist) { self.artist = artist }
}
