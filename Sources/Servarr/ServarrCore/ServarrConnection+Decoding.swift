import Foundation
import HTTPTypes
import Logging
import MarqueeJSON
import OpenAPIRuntime

/// Decoding raw bodies with the tolerant readers (``JSONTape``, ``JSONRecord``): every GET the
/// repositories decode goes through here, so that every endpoint reports an unreadable answer
/// the same way (``ServarrError/unreadable(url:problem:)``) and logs what it could not read.
extension ServarrConnection {

    private static let logger = Logger(label: "marquee.servarr")

    /// The URL of `endpoint` ("api/v3/movie") on this server, for messages.
    package func url(_ endpoint: String) -> String {
        serverURL.absoluteString + (endpoint.hasPrefix("/") ? endpoint : "/" + endpoint)
    }

    /// Collects `body` and parses it (with `rows`, only the outline: see
    /// ``JSONTape/init(parsingRowsOf:)``); an empty, truncated or non-JSON body fails naming the URL.
    package func tape(of body: HTTPBody, endpoint: String, rows: Bool = false) async throws -> JSONTape {
        let bytes = try await Self.bytes(of: body)
        do {
            return try rows ? JSONTape(parsingRowsOf: bytes) : JSONTape(parsing: bytes)
        } catch {
            throw unreadable(error, in: bytes, endpoint: endpoint)
        }
    }

    /// The body's bytes. A JSON answer arrives whole (``ServarrHTTPClient`` reads it up to the
    /// instance's limit) and is taken as it is, without a copy: a 20,000-movie library is
    /// 27 MB, held once.
    package static func bytes(of body: HTTPBody) async throws -> [UInt8] {
        var chunks = body.makeAsyncIterator()
        guard let first = try await chunks.next() else { return [] }
        var bytes = Array(first)
        while let chunk = try await chunks.next() { bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// The error for a body that is not JSON.
    private func unreadable(_ error: JSONTape.SyntaxError, in bytes: [UInt8], endpoint: String) -> ServarrError {
        ServarrError.unreadable(url: url(endpoint), problem: Self.problem(for: error, in: bytes))
    }

    static func problem(for error: JSONTape.SyntaxError, in bytes: [UInt8]) -> ResponseProblem {
        switch error.reason {
        case .empty: return .empty
        case .truncated: return .truncated
        case .unexpected(UInt8(ascii: "<")) where error.offset == firstNonSpace(bytes):
            let page = String(decoding: bytes.prefix(64 * 1024), as: UTF8.self).lowercased()
            return .html(isLoginPage: page.contains("type=\"password\"") || page.contains("type='password'") || page.contains("type=password"))
        default:
            let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
            let startsLikeJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
            return startsLikeJSON ? .malformed(detail: error.description) : .notJSON(contentType: nil)
        }
    }

    private static func firstNonSpace(_ bytes: [UInt8]) -> Int {
        bytes.firstIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } ?? 0
    }

    /// Reads a JSON array of records with `read`; rows it cannot identify are skipped, counted
    /// and logged. A page object (`{"records": [...]}`) is accepted as its records.
    package func list<Element: Sendable>(
        _ endpoint: String, body: HTTPBody, _ read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Listing<Element> {
        let tape = try await tape(of: body, endpoint: endpoint, rows: true)
        var root = JSONRecord(tape: tape, object: tape.root, log: DecodeLog())
        let array: Int
        var base = ""
        switch tape.kind(at: tape.root) {
        case .array:
            array = tape.root
        case .object where root.value("records").map { tape.kind(at: $0) == .array } == true:
            array = root.value("records")!
            base = "records"
        default:
            throw ServarrError.unreadable(
                url: url(endpoint),
                problem: .unexpectedShape(
                    expected: "a JSON list", found: tape.kind(at: tape.root).phrase))
        }
        let elements: [Element], report: DecodeReport
        do throws(JSONTape.SyntaxError) {
            (elements, report) = try await JSONRecord.rows(
                in: tape, array: array, base: base,
                parallelism: ProcessInfo.processInfo.activeProcessorCount, read)
        } catch {
            throw unreadable(error, in: tape.bytes, endpoint: endpoint)
        }
        return Listing(elements: elements, report: await finish(report, endpoint: endpoint))
    }

    /// Reads one page of a paged endpoint. A bare array is accepted as the one and only page
    /// (older servers and some proxies answer lists unpaged; its rows are all there is), with a
    /// note in the log.
    package func page<Element: Sendable & Hashable>(
        _ endpoint: String, body: HTTPBody, page: Int, pageSize: Int, _ read: @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Page<Element> {
        let tape = try await tape(of: body, endpoint: endpoint)
        let log = DecodeLog()
        switch tape.kind(at: tape.root) {
        case .array:
            let records = try rows(in: tape, array: tape.root, log: log, endpoint: endpoint, read)
            Self.logger.notice(
                "\(url(endpoint)) answered a bare list where a page was expected: read as the only page (\(tape.count(at: tape.root)) rows)")
            let report = await finish(log.report, endpoint: endpoint)
            return Page(
                page: 1, pageSize: max(pageSize, records.count), totalRecords: tape.count(at: tape.root), records: records,
                hasMorePages: false, report: report)
        case .object:
            var root = JSONRecord(tape: tape, object: tape.root, log: log)
            guard let array = root.value("records"), tape.kind(at: array) == .array else {
                throw ServarrError.unreadable(
                    url: url(endpoint),
                    problem: .unexpectedShape(
                        expected: "a page of records", found: "an object without records"))
            }
            let records = try rows(in: tape, array: array, log: log, base: "records", endpoint: endpoint, read)
            let number = root.int("page") ?? page
            let size = root.int("pageSize") ?? pageSize
            let report = await finish(log.report, endpoint: endpoint)
            if let total = root.int("totalRecords") {
                return Page(
                    page: number, pageSize: size, totalRecords: max(total, (number - 1) * size + tape.count(at: array)),
                    records: records, report: report)
            }
            // No total: count the rows up to this page; a full page suggests more.
            return Page(
                page: number, pageSize: size, totalRecords: (number - 1) * size + tape.count(at: array), records: records,
                hasMorePages: size > 0 && tape.count(at: array) >= size, report: report)
        default:
            throw ServarrError.unreadable(
                url: url(endpoint),
                problem: .unexpectedShape(
                    expected: "a page of records", found: tape.kind(at: tape.root).phrase))
        }
    }

    private func rows<Element>(
        in tape: JSONTape, array: Int, log: DecodeLog, base: String = "", endpoint: String, _ read: (inout JSONRecord) -> Element?
    ) throws -> [Element] {
        do {
            return try JSONRecord.rows(in: tape, array: array, log: log, base: base, read)
        } catch {
            throw unreadable(error, in: tape.bytes, endpoint: endpoint)
        }
    }

    /// Reads one record (a movie, a status); fails naming the URL when the body is not an
    /// object `read` can identify. Degraded fields are logged.
    package func object<Element: Sendable>(
        _ endpoint: String, body: HTTPBody, _ read: @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Element {
        let tape = try await tape(of: body, endpoint: endpoint)
        guard tape.kind(at: tape.root) == .object else {
            throw ServarrError.unreadable(
                url: url(endpoint),
                problem: .unexpectedShape(
                    expected: "a JSON object", found: tape.kind(at: tape.root).phrase))
        }
        let log = DecodeLog()
        var record = JSONRecord(tape: tape, object: tape.root, log: log)
        let element = read(&record)
        _ = await finish(log.report, endpoint: endpoint)
        guard let element else {
            let problem = log.report.skipped.first
            throw ServarrError.unreadable(
                url: url(endpoint),
                problem: .unexpectedShape(
                    expected: "a record with \(problem?.path ?? "an id")", found: "one with \(problem?.found ?? "none")"))
        }
        return element
    }

    /// Adds the server version to a report with problems (reading it once per connection) and
    /// logs the report.
    private func finish(_ report: DecodeReport, endpoint: String) async -> DecodeReport {
        guard !report.isClean else { return report }
        var report = report
        report.serverVersion = await serverVersion()
        let lines = report.logLines(for: url(endpoint))
        Self.logger.warning("\(lines.joined(separator: "\n"))")
        return report
    }

    /// The server's version: known from an earlier `system/status`, or asked for once now.
    /// Nil when the server does not say.
    package func serverVersion() async -> String? {
        if let version = server.version { return version }
        guard let body = try? await send(.get, "\(apiRoot)/system/status"), let bytes = try? await Self.bytes(of: body),
            let tape = try? JSONTape(parsing: bytes), tape.kind(at: tape.root) == .object
        else { return nil }
        var record = JSONRecord(tape: tape, object: tape.root, log: DecodeLog())
        guard let version = record.string("version") else { return nil }
        server.record(version: version)
        return version
    }
}
