import Foundation
import RadarrAPI
import ServarrCore
import Testing

/// What tables show a reader, while JSON keeps what a script computes with.
@Suite("marquee tables (what a reader sees)")
struct TableScriptTests {
    @Test func downloadsShowTheirProgressAsAPercentage() async throws {
        try await ScriptServers.with { servers in
            let rows = try await servers.run("watch", "queue", "--once", "--instance", "main", "-o", "json").objects()
            let progresses = rows.compactMap { $0["progress"] as? Double }
            #expect(progresses.count == rows.count && !rows.isEmpty)
            #expect(progresses.allSatisfy { (0...1).contains($0) })
            let table = try await servers.run("watch", "queue", "--once", "--instance", "main")
            let lines = table.output.split(separator: "\n")
            #expect(lines.count == rows.count + 1)
            for (line, progress) in zip(lines.dropFirst(), progresses) {
                let percentage = "\(Int((progress * 100).rounded(.down)))%"
                #expect(line.split(separator: " ").contains(Substring(percentage)), "\(line) should show \(percentage)")
            }
        }
    }
}
