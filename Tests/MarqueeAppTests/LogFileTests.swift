import Foundation
import Logging
import Testing

@testable import MarqueeApp

@Suite("Log file")
struct LogFileTests {
    @Test func writesLinesWithMetadataAndRedactsKeys() throws {
        let folder = try TemporaryDirectory()
        let file = try #require(LogFile(environment: ["XDG_STATE_HOME": folder.path]))
        #expect(file.path == folder.path + "/marquee/marquee.log")
        var handler = LogFileHandler(label: "marquee.test", file: file)
        handler.now = { Date(timeIntervalSince1970: 0) }
        let logger = Logger(label: "marquee.test", factory: { _ in handler })
        let secret = Secret("0123456789abcdef0123456789abcdef")
        logger.info("Connected to home with key \(secret)", metadata: ["instance": "home"])
        logger.warning("raw key leaked 0123456789ABCDEF0123456789ABCDEF00 by mistake")
        logger.debug("not at info level")
        let text = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(
            text == """
                1970-01-01T00:00:00Z info marquee.test: Connected to home with key •••• [instance=home]
                1970-01-01T00:00:00Z warning marquee.test: raw key leaked •••• by mistake

                """)
        #expect(try folder.mode(of: file.path) == 0o600)
    }

    @Test func rollsAtTheSizeLimitKeepingNFiles() throws {
        let folder = try TemporaryDirectory()
        let file = LogFile(path: folder.path + "/marquee.log", maximumSize: 100, keptFiles: 2)
        for index in 0..<20 { file.append("line \(index) " + String(repeating: "x", count: 30)) }
        #expect(folder.contents("") == ["marquee.log", "marquee.log.1", "marquee.log.2"])
        let newest = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(newest.contains("line 19"))
        #expect(newest.utf8.count <= 100)
        let previous = try String(contentsOfFile: file.path + ".1", encoding: .utf8)
        #expect(previous.contains("line 17"))
    }

    @Test func redaction() {
        #expect(Redaction.redact("key=0123456789abcdef0123456789abcdef;") == "key=••••;")
        #expect(Redaction.redact("id 42 and deadbeef") == "id 42 and deadbeef")
    }
}
