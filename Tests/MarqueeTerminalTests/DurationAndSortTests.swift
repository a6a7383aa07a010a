import Foundation
import Testing

@testable import MarqueeTerminal

/// The one time-left format (``DurationText``) and the one sort by value (``SortValue``) every
/// table uses.
@Suite("Durations and sorting by value")
struct DurationAndSortTests {
    @Test func timeLeftReadsInAtMostTwoUnitsWithoutSpaces() {
        #expect(DurationText.text(seconds: 0) == "<1m")
        #expect(DurationText.text(seconds: 59) == "<1m")
        #expect(DurationText.text(seconds: -30) == "<1m")
        #expect(DurationText.text(seconds: 60) == "1m")
        #expect(DurationText.text(seconds: 12 * 60 + 59) == "12m", "minutes are cut, not rounded")
        #expect(DurationText.text(seconds: 3600 + 44 * 60 + 59) == "1h44m")
        #expect(DurationText.text(seconds: 3600 + 5 * 60) == "1h05m")
        #expect(DurationText.text(seconds: 6 * 3600) == "6h")
        #expect(DurationText.text(seconds: 3 * 86_400 + 2 * 3600 + 10 * 60) == "3d2h")
        #expect(DurationText.text(seconds: 4 * 86_400) == "4d")
        #expect(DurationText.text(seconds: Int.max) == "106751991167300d15h", "a huge value still reads")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(DurationText.timeLeft(until: nil, now: now) == "", "unknown")
        #expect(DurationText.timeLeft(until: now.addingTimeInterval(6_300), now: now) == "1h45m")
        #expect(DurationText.timeLeft(until: now.addingTimeInterval(-600), now: now) == "<1m", "overdue")
        #expect(DurationText.relative(now.addingTimeInterval(-300), now: now) == "5m ago")
        #expect(DurationText.relative(now.addingTimeInterval(6 * 86_400), now: now) == "in 6d")
        #expect(DurationText.relative(now.addingTimeInterval(20), now: now) == "now")
        #expect(DurationText.relative(nil, now: now) == "—")
    }

    @Test func sizesPercentsAndDurationsSortByValueWithUnknownsLast() {
        // Shown as "812 MB", "1.2 GB", "?", "9.5 GB": as text "1.2 GB" < "812 MB" < "9.5 GB".
        let sizes: [(text: String, value: SortValue)] = [
            ("812 MB", .number(812e6)), ("1.2 GB", .number(1.2e9)), ("?", .none), ("9.5 GB", .number(9.5e9)),
        ]
        #expect(ListSort(column: 1).ordered(sizes) { $0.value }.map(\.text) == ["812 MB", "1.2 GB", "9.5 GB", "?"])
        #expect(ListSort(column: 1, ascending: false).ordered(sizes) { $0.value }.map(\.text) == ["9.5 GB", "1.2 GB", "812 MB", "?"])
        // "100%" sorts after "50%"; times left before states; equal values keep their order.
        let percents = ["100%": 1.0, "50%": 0.5, "9%": 0.09, "50 %": 0.5]
        let shown = ["100%", "50%", "9%", "50 %"]
        #expect(ListSort(column: 0).ordered(shown) { .number(percents[$0]!) } == ["9%", "50%", "50 %", "100%"])
        let statuses: [(text: String, value: SortValue)] = [
            ("importPending", .text("importPending")), ("3d2h left", .number(266_400)), ("1h44m left", .number(6_240)),
        ]
        #expect(ListSort(column: 2).ordered(statuses) { $0.value }.map(\.text) == ["1h44m left", "3d2h left", "importPending"])
    }

    @Test func aProjectionFiltersThenSortsByTheColumnsValue() {
        let rows = [("Dune", 3.0), ("Alien", 25.0), ("Arrival", 9.0)]
        let projection = ListProjection(
            count: rows.count, filter: "", text: { rows[$0].0 }, sort: ListSort(column: 1, ascending: false)
        ) { item, column in column == 1 ? .number(rows[item].1) : .text(rows[item].0) }
        #expect((0..<projection.count).map { rows[projection[$0]].0 } == ["Alien", "Arrival", "Dune"], "25 before 9 before 3")
        let filtered = ListProjection(count: rows.count, filter: "a", text: { rows[$0].0 }, sort: ListSort(column: 0)) { item, _ in
            .text(rows[item].0)
        }
        #expect((0..<filtered.count).map { rows[filtered[$0]].0 } == ["Alien", "Arrival"])
    }
}
