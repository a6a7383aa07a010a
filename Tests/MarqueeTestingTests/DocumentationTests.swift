import Foundation
import Testing

@Suite("docs/writing-a-feature-module.md stays true")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("The guide shows the example module file verbatim")
    func exampleIsVerbatim() throws {
        let marker = "Tests/MarqueeTestingTests/Examples/WatchlistModule.swift"
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/writing-a-feature-module.md"), encoding: .utf8)
        let file = try String(contentsOf: Self.root.appendingPathComponent(marker), encoding: .utf8)
        let start = try #require(guide.range(of: "<!-- example: \(marker) -->\n```swift\n"))
        let end = try #require(guide.range(of: "```\n", range: start.upperBound..<guide.endIndex))
        #expect(String(guide[start.upperBound..<end.lowerBound]) == file)
    }
}
