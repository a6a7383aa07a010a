import Foundation
import HTTPTypes
import MarqueeJSON
import OpenAPIRuntime
import RadarrAPI
import ServarrCore
import Testing

/// Long lists are parsed as an outline (one token per row) and each row strictly when it is
/// read: the rows read the same as a full parse, and a broken row still fails the body with
/// the error a full parse names.
@Suite("Lists read row by row from an outline")
struct RowOutlineTests {
    static let rows = (1...1200).map { index in
        #"{"id": \#(index), "title": "Film \"\#(index)\" \u00e9", "year": \#(1900 + index % 120), "genres": ["Drama", "War"], "#
            + #""ratings": {"tmdb": {"value": 7.5}}, "images": [{"coverType": "poster", "url": "/p/\#(index).jpg"}], "hasFile": true}"#
    }

    @Test("An outline holds one token per row, and rows read as a full parse reads them")
    func outlineRowsMatchAFullParse() async throws {
        let body = Array(("[" + Self.rows.joined(separator: ",\n ") + "]").utf8)
        let outline = try JSONTape(parsingRowsOf: body)
        #expect(outline.tokens.count == 1 + Self.rows.count)
        #expect(outline.isOpaque(at: 1) && !outline.isOpaque(at: 0))
        let connection = ServarrConnection(configuration: ServiceConfiguration(baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "k"))
        let listing = try await connection.list("api/v3/movie", body: HTTPBody(body)) { Movie(&$0) }
        #expect(listing.elements.count == 1200 && listing.report.isClean)
        #expect(listing.elements.map(\.id) == Array(1...1200))
        #expect(listing.elements[41].title == "Film \"42\" é")
        #expect(listing.elements[41].rating == 7.5 && listing.elements[41].genres == ["Drama", "War"])
        #expect(listing.elements[41].posterURL?.path == "/p/42.jpg")
    }

    @Test("A broken row in the middle of a long list fails the list as broken JSON, naming the URL")
    func brokenRowFailsTheList() async throws {
        var rows = Self.rows
        rows[700] = #"{"id": 701, "title": , "year": 2001}"#
        let body = Array(("[" + rows.joined(separator: ",") + "]").utf8)
        let strict = try #require(throws: JSONTape.SyntaxError.self) { try JSONTape(parsing: body) }
        let outlined = try #require(throws: JSONTape.SyntaxError.self) {
            let outline = try JSONTape(parsingRowsOf: body)
            for index in 1...rows.count { _ = try outline.element(at: index) }
        }
        #expect(strict.reason == outlined.reason && strict.offset == outlined.offset)

        let connection = ServarrConnection(configuration: ServiceConfiguration(baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "k"))
        await #expect {
            _ = try await connection.list("api/v3/movie", body: HTTPBody(body)) { Movie(&$0) }
        } throws: { error in
            guard case .unreadable(let url, .malformed)? = error as? ServarrError else { return false }
            return url == "http://127.0.0.1:1/api/v3/movie"
        }
    }

    @Test("A truncated long list and a string that never closes are named as cut off")
    func truncatedList() async throws {
        let body = Array(("[" + Self.rows.joined(separator: ",")).utf8)
        #expect(throws: JSONTape.SyntaxError.self) { try JSONTape(parsingRowsOf: body) }
        let open = Array(#"[{"id": 1, "title": "never closed}]"#.utf8)
        let error = try #require(throws: JSONTape.SyntaxError.self) { try JSONTape(parsingRowsOf: open) }
        #expect(error.reason == .truncated)
    }
}
