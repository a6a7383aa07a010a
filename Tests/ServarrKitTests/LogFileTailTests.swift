import ServarrCore
import ServarrScreens
import Testing

/// A log file read newest first keeps each entry's lines together: an exception stays under its
/// message, and takes its mark.
@Suite struct LogFileTailTests {
    @Test func anEntrysExceptionLinesStayUnderItsMessage() {
        let lines = [
            "2026-11-27 18:11:36.0|Info|RssSyncService|RSS Sync Completed",
            "2026-11-27 18:11:37.0|Error|DownloadClientStatusService|Unable to communicate with qBittorrent",
            "System.Net.Http.HttpRequestException: Connection refused (127.0.0.1:8080)",
            "   at System.Net.Http.HttpConnectionPool.ConnectAsync()",
            "2026-11-27 18:12:00.0|Info|Scheduler|Checking health",
        ]
        let rows = SystemRows.tail(LogFileTail(filename: "radarr.txt", lines: lines, omittedLines: 0)).rows
        #expect(rows.map(\.title) == [lines[4], lines[1], lines[2], lines[3], lines[0]])
        #expect(rows.map(\.isProblem) == [false, true, true, true, false])
    }
}
