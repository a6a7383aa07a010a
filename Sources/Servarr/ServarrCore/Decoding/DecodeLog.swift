/// Collects a ``DecodeReport`` while readers walk one body. One log per response; not shared
/// between tasks.
package final class DecodeLog {
    package private(set) var report = DecodeReport()

    package init() {}

    package func countRow() { report.rowCount += 1 }

    package func skip(_ path: @autoclosure () -> String, found: String, expected: String) {
        report.skippedCount += 1
        if report.skipped.count < DecodeReport.detailLimit {
            report.skipped.append(.init(path: path(), found: found, expected: expected))
        }
    }

    /// The fields already degraded: a reader that reads a field twice (a fallback) notes it once.
    private var degradedPaths: Set<String> = []

    package func degrade(_ path: @autoclosure () -> String, found: String, expected: String) {
        let path = path()
        guard degradedPaths.insert(path).inserted else { return }
        report.degradedCount += 1
        if report.degraded.count < DecodeReport.detailLimit {
            report.degraded.append(.init(path: path, found: found, expected: expected))
        }
    }
}
