import Foundation
import HTTPTypes
import MarqueeJSON

// Request bodies written with MarqueeJSON's `JSONWriter`: a typed record writes the fields it
// models, and an edit copies the stored record's other fields as the server sent them.

extension ServarrRepository {
    /// Sends `method endpoint` with the JSON that `write` writes, and reads one record with `read`.
    ///
    /// ```swift
    /// try await object(.post, "tag", body: { writer in
    ///     writer.beginObject()
    ///     writer.key("label")
    ///     writer.string(label)
    ///     writer.endObject()
    /// }) { Tag(&$0) }
    /// ```
    package func object<Element: Sendable>(
        _ method: HTTPRequest.Method, _ endpoint: String, query: [(String, String)] = [], body write: (inout JSONWriter) -> Void,
        _ read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Element {
        let connection = connection, path = "\(Self.api.root)/\(endpoint)"
        let body = Self.json(write)
        return try await connection.perform { try await connection.object(path, body: connection.send(method, path, query: query, json: body), read) }
    }

    /// Sends `method endpoint` with the JSON that `write` writes, and ignores the answer's body.
    package func send(
        _ method: HTTPRequest.Method, _ endpoint: String, query: [(String, String)] = [], body write: (inout JSONWriter) -> Void
    ) async throws {
        let connection = connection, path = "\(Self.api.root)/\(endpoint)"
        let body = Self.json(write)
        try await connection.perform { _ = try await connection.send(method, path, query: query, json: body) }
    }

    /// Reads the record at `endpoint` as the server stores it, lets `write` write it back changed,
    /// PUTs that, and returns the record as the server stored it then.
    ///
    /// `write` gets the stored record and a writer inside the record's object: it writes the
    /// fields it changes, then copies the others as they came, so fields this client does not
    /// model are kept exactly (large ids, seven-digit fractional seconds):
    ///
    /// ```swift
    /// try await replace("movie/\(id)", writing: { stored, writer in
    ///     writer.key("monitored")
    ///     writer.bool(isMonitored)
    ///     writer.copyMembers(of: stored.object, in: stored.tape, excluding: ["monitored"])
    /// }) { Movie(&$0) }
    /// ```
    package func replace<Element: Sendable>(
        _ endpoint: String, query: [(String, String)] = [], writing write: (_ stored: JSONRecord, _ writer: inout JSONWriter) -> Void,
        read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Element {
        let connection = connection, path = "\(Self.api.root)/\(endpoint)"
        let bytes = try await connection.perform { try await ServarrConnection.bytes(of: connection.send(.get, path)) }
        let tape: JSONTape
        do {
            tape = try JSONTape(parsing: bytes)
        } catch {
            throw ServarrError.unreadable(url: connection.url(path), problem: ServarrConnection.problem(for: error, in: bytes))
        }
        guard tape.kind(at: tape.root) == .object else {
            throw ServarrError.unreadable(
                url: connection.url(path), problem: .unexpectedShape(expected: "a JSON object", found: tape.kind(at: tape.root).phrase))
        }
        let stored = JSONRecord(tape: tape, object: tape.root, log: DecodeLog())
        return try await object(
            .put, endpoint, query: query,
            body: { writer in
                writer.beginObject()
                write(stored, &writer)
                writer.endObject()
            }, read)
    }

    /// The bytes `write` writes, compact.
    private static func json(_ write: (inout JSONWriter) -> Void) -> Data {
        var writer = JSONWriter(capacity: 512)
        write(&writer)
        return Data(writer.bytes)
    }
}
