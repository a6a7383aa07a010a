import MarqueeHost
import ServarrScreens

/// What `marquee open --format json` prints: one object with the link, the screen's title, the
/// instance it shows, whether it finished loading, its data as the scripting commands print
/// the same data (`data`: the movies of `marquee radarr list movies`, the movie of
/// `marquee radarr get movie`, …; null for a screen without such data) and the screen's text
/// as drawn (`text`, one string per row, trailing spaces removed).
enum ScreenData {
    /// The JSON object for `screen` opened from `link`.
    @MainActor
    static func json(
        link: String, screen: (any Screen)?, instance: String?, isComplete: Bool, text: [String], timeStyle: TimeStyle
    ) -> String {
        let object: OutputValue = .object([
            OutputField("link", .string(link)),
            OutputField("title", .text(screen?.title)),
            OutputField("instance", .text(instance)),
            OutputField("complete", .bool(isComplete)),
            OutputField("data", data(of: screen)),
            OutputField("text", .strings(text)),
        ])
        return JSONText.render(object, timeStyle: timeStyle)
    }

    /// The records a screen shows (``RecordShowing``), with the scripting commands' keys
    /// (docs/cli.md); null for a screen without records.
    @MainActor
    static func data(of screen: (any Screen)?) -> OutputValue {
        switch (screen as? any RecordShowing)?.shownRecords ?? .none {
        case .none: .null
        case .one(let record): (record as? any OutputRecord).map { .object($0.fields) } ?? .null
        case .list(let records): .array(records.compactMap { ($0 as? any OutputRecord).map { .object($0.fields) } })
        case .activity(let summary, let rows): activity(summary: summary, rows: rows)
        }
    }

    /// An activity screen (queue, history, calendar, wanted, system…): its summary and its rows
    /// as shown, with the library item and record they name.
    private static func activity(summary: String, rows: [ActivityRow]) -> OutputValue {
        let rows = rows.map { row in
            OutputValue.object([
                OutputField("title", .string(row.title)), OutputField("detail", .string(row.detail)),
                OutputField("mediaId", row.mediaID.map { .int($0) } ?? .null),
                OutputField("recordId", row.recordID.map { .int($0) } ?? .null), OutputField("problem", .bool(row.isProblem)),
            ])
        }
        return .object([OutputField("summary", .string(summary)), OutputField("rows", .array(rows))])
    }
}
