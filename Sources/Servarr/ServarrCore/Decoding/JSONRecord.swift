import Foundation
import MarqueeJSON

/// Reads the fields of one JSON object the way a tolerant client must: a field of the wrong
/// type is degraded (read from another type when it can be, else nil) and noted in the
/// ``DecodeLog`` with its path and JSON type; only ``id(_:)`` makes a row unreadable.
///
/// Members are found by comparing keys against the body's bytes, starting where the previous
/// lookup ended: readers ask for fields in roughly the order servers write them, so a lookup
/// is usually one comparison.
@usableFromInline package struct JSONRecord {
    package let tape: JSONTape
    /// The object's token (a nested object's while ``member(_:of:)`` reads in it).
    package private(set) var object: Int
    package let log: DecodeLog
    private var location: Location
    private var cursorKey: Int
    private var cursorOrdinal = 0
    /// The nested object ``member(_:of:)`` found last, so that the members a record reads from
    /// one object (a season's four `statistics.*`) find it once.
    private var lastNested: Nested?

    /// A nested object found by ``member(_:of:)``: the key it was found under (its text's
    /// address, since a key literal is one address; nil, never matched, for a key without one),
    /// its token (nil: absent or not an object) and where the last lookup in it ended.
    private struct Nested {
        var key: UnsafeRawPointer?
        var object: Int?
        var cursorKey: Int
        var cursorOrdinal: Int
    }

    /// Where a record sits in the body, for report paths: `records[3].movieFile.quality`.
    private struct Location {
        var base: String
        var row: Int
        var keys: (StaticString, StaticString, StaticString)
        var depth: Int

        func path(_ key: StaticString?) -> String {
            var text = base
            if row >= 0 { text += "[\(row)]" }
            let names = [keys.0, keys.1, keys.2].prefix(depth).map(\.description) + (key.map { [$0.description] } ?? [])
            for name in names { text += text.isEmpty ? name : "." + name }
            return text.isEmpty ? "(root)" : text
        }

        func appending(_ key: StaticString) -> Location {
            var copy = self
            copy.append(key)
            return copy
        }

        mutating func append(_ key: StaticString) {
            switch depth {
            case 0: keys.0 = key
            case 1: keys.1 = key
            case 2: keys.2 = key
            default: break  // deeper paths name their first three keys
            }
            depth += 1
        }
    }

    private init(tape: JSONTape, object: Int, log: DecodeLog, location: Location) {
        self.tape = tape
        self.object = object
        self.log = log
        self.location = location
        cursorKey = object + 1
    }

    /// A reader for the object at `object`; `base` and `row` name it in report paths.
    package init(tape: JSONTape, object: Int, log: DecodeLog, base: String = "", row: Int = -1) {
        self.init(tape: tape, object: object, log: log, location: Location(base: base, row: row, keys: ("", "", ""), depth: 0))
    }

    /// The path of member `key` of this record, for reports.
    package func path(_ key: StaticString? = nil) -> String { location.path(key) }

    // MARK: Finding members

    /// The value token of member `key`, or nil when it is absent.
    package mutating func value(_ key: StaticString) -> Int? {
        let count = tape.count(at: object)
        guard count > 0 else { return nil }
        var keyIndex = cursorKey
        var ordinal = cursorOrdinal
        for _ in 0..<count {
            if ordinal == count {
                keyIndex = object + 1
                ordinal = 0
            }
            let valueIndex = keyIndex + 1
            let next = tape.end(of: valueIndex)
            if tape.key(at: keyIndex, equals: key) {
                cursorKey = next
                cursorOrdinal = ordinal + 1
                return valueIndex
            }
            keyIndex = next
            ordinal += 1
        }
        return nil
    }

    /// The value token of `key` unless it is absent or null.
    private mutating func present(_ key: StaticString) -> Int? {
        guard let index = value(key), tape.kind(at: index) != .null else { return nil }
        return index
    }

    private func degrade(_ key: StaticString, _ index: Int, expected: String) {
        log.degrade(location.path(key), found: tape.kind(at: index).phrase, expected: expected)
    }

    // MARK: Scalars

    /// A string; a number or boolean is read as its text (and noted).
    @usableFromInline package mutating func string(_ key: StaticString) -> String? {
        guard let index = present(key) else { return nil }
        switch tape.kind(at: index) {
        case .string: return tape.string(at: index)
        case .number, .bool:
            degrade(key, index, expected: "a string")
            return tape.text(at: index)
        default:
            degrade(key, index, expected: "a string")
            return nil
        }
    }

    /// An integer; a numeric string is read (and noted); anything else is nil (and noted).
    @usableFromInline package mutating func int(_ key: StaticString) -> Int? {
        guard let index = present(key) else { return nil }
        return integer(at: index, key: key)
    }

    private func integer(at index: Int, key: StaticString) -> Int? {
        if tape.kind(at: index) == .number, let value = tape.integer(at: index) { return value }
        degrade(key, index, expected: "an integer")
        if tape.kind(at: index) == .string {
            let text = tape.string(at: index).trimmingCharacters(in: .whitespaces)
            return Int(text) ?? Double(text).flatMap { $0.isFinite && abs($0) < 9.2e18 ? Int($0) : nil }
        }
        return nil
    }

    /// An integer as `Int64` (sizes in bytes).
    @usableFromInline package mutating func int64(_ key: StaticString) -> Int64? { int(key).map(Int64.init) }

    /// A number; a numeric string is read (and noted).
    @usableFromInline package mutating func double(_ key: StaticString) -> Double? {
        guard let index = present(key) else { return nil }
        if let value = tape.double(at: index) { return value }
        degrade(key, index, expected: "a number")
        return tape.kind(at: index) == .string ? Double(tape.string(at: index)) : nil
    }

    /// A boolean; `"true"`/`"false"` and 0/1 are read (and noted).
    @usableFromInline package mutating func bool(_ key: StaticString) -> Bool? {
        guard let index = present(key) else { return nil }
        if tape.kind(at: index) == .bool { return tape.bool(at: index) }
        degrade(key, index, expected: "a boolean")
        switch tape.text(at: index).lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }

    /// An ISO 8601 date (see ``ServarrDate``); an unreadable date is nil (and noted).
    @usableFromInline package mutating func date(_ key: StaticString) -> Date? {
        guard let index = present(key) else { return nil }
        if tape.kind(at: index) == .string, tape.tokens[index].flags & 1 == 0,
            let date = tape.withRawBytes(at: index, ServarrDate.parse(bytes:))
        {
            return date
        }
        if tape.kind(at: index) == .string, let date = ServarrDate.parse(tape.string(at: index)) { return date }
        if tape.kind(at: index) == .string, tape.count(at: index) == 0 { return nil }
        degrade(key, index, expected: "an ISO 8601 date")
        return nil
    }

    /// The row's identity: an integer (or a numeric string). When it is missing or unreadable
    /// the row is skipped and counted; returns nil then.
    @usableFromInline package mutating func id(_ key: StaticString = "id") -> Int? {
        guard let index = present(key) else {
            log.skip(location.path(key), found: value(key) == nil ? "missing" : "null", expected: "an integer id")
            return nil
        }
        if tape.kind(at: index) == .number, let value = tape.integer(at: index) { return value }
        if tape.kind(at: index) == .string, let value = Int(tape.string(at: index)) { return value }
        log.skip(location.path(key), found: tape.kind(at: index).phrase, expected: "an integer id")
        return nil
    }

    /// A required string identity (a release's `guid`); the row is skipped when it is missing.
    @usableFromInline package mutating func requiredString(_ key: StaticString) -> String? {
        if let text = string(key), !text.isEmpty { return text }
        log.skip(location.path(key), found: value(key).map { tape.kind(at: $0).phrase } ?? "missing", expected: "a string")
        return nil
    }

    // MARK: Containers

    /// The nested object `key`, or nil (noted when something else is there).
    @usableFromInline package mutating func record(_ key: StaticString) -> JSONRecord? {
        guard let index = present(key) else { return nil }
        guard tape.kind(at: index) == .object else {
            degrade(key, index, expected: "an object")
            return nil
        }
        return JSONRecord(tape: tape, object: index, log: log, location: location.appending(key))
    }

    /// Reads in the nested object `parent` with `read`, in place: no reader is made for it, and
    /// the object is found once for all the members a record reads from it (a season's
    /// `statistics.episodeCount`, `statistics.sizeOnDisk`…). `read` is not called when the
    /// object is absent or null; something else there is noted once.
    @usableFromInline package mutating func member(_ parent: StaticString, of read: (inout JSONRecord) -> Void) {
        let key = parent.hasPointerRepresentation ? UnsafeRawPointer(parent.utf8Start) : nil
        var nested: Nested
        if key != nil, let last = lastNested, last.key == key {
            nested = last
        } else {
            var found = present(parent)
            if let index = found, tape.kind(at: index) != .object {
                degrade(parent, index, expected: "an object")
                found = nil
            }
            nested = Nested(key: key, object: found, cursorKey: (found ?? 0) + 1, cursorOrdinal: 0)
        }
        guard let nestedObject = nested.object else {
            lastNested = nested
            return
        }
        let saved = (object: object, cursorKey: cursorKey, cursorOrdinal: cursorOrdinal)
        object = nestedObject
        cursorKey = nested.cursorKey
        cursorOrdinal = nested.cursorOrdinal
        location.append(parent)
        lastNested = nil
        read(&self)
        nested.cursorKey = cursorKey
        nested.cursorOrdinal = cursorOrdinal
        object = saved.object
        cursorKey = saved.cursorKey
        cursorOrdinal = saved.cursorOrdinal
        location.depth -= 1
        lastNested = nested
    }

    /// The elements of array `key` as texts: strings, numbers as their text, and objects by
    /// their member `member` (Radarr v5 sends release `rejections` as objects with a `reason`,
    /// v4 as strings). Nil when absent; other elements are skipped (and noted).
    @usableFromInline package mutating func texts(_ key: StaticString, objectMember member: StaticString = "name") -> [String]? {
        guard let index = present(key) else { return nil }
        switch tape.kind(at: index) {
        case .array:
            var texts: [String] = []
            texts.reserveCapacity(tape.count(at: index))
            var element = index + 1
            for _ in 0..<tape.count(at: index) {
                switch tape.kind(at: element) {
                case .string: texts.append(tape.string(at: element))
                case .number, .bool: texts.append(tape.text(at: element))
                case .object:
                    var nested = JSONRecord(tape: tape, object: element, log: log, location: location.appending(key))
                    if let text = nested.string(member) { texts.append(text) } else { degrade(key, element, expected: "a string") }
                default: degrade(key, element, expected: "a string")
                }
                element = tape.end(of: element)
            }
            return texts
        case .string:
            // A single value or a comma-separated list (`indexerFlags: "G_Freeleech, G_Internal"`).
            return tape.string(at: index).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        default:
            degrade(key, index, expected: "an array of strings")
            return nil
        }
    }

    /// The elements of array `key` as integers (tag ids); unreadable elements are skipped (and noted).
    @usableFromInline package mutating func ints(_ key: StaticString) -> [Int]? {
        guard let index = present(key) else { return nil }
        guard tape.kind(at: index) == .array else {
            degrade(key, index, expected: "an array of integers")
            return nil
        }
        var values: [Int] = []
        values.reserveCapacity(tape.count(at: index))
        var element = index + 1
        for _ in 0..<tape.count(at: index) {
            if let value = integer(at: element, key: key) { values.append(value) }
            element = tape.end(of: element)
        }
        return values
    }

    /// The objects of array `key`, each read by `read` (nil results are left out).
    @usableFromInline package mutating func records<Element>(_ key: StaticString, _ read: (inout JSONRecord) -> Element?) -> [Element]? {
        guard let index = present(key) else { return nil }
        guard tape.kind(at: index) == .array else {
            degrade(key, index, expected: "an array")
            return nil
        }
        var elements: [Element] = []
        elements.reserveCapacity(tape.count(at: index))
        var element = index + 1
        for _ in 0..<tape.count(at: index) {
            if tape.kind(at: element) == .object {
                var nested = JSONRecord(tape: tape, object: element, log: log, location: location.appending(key))
                if let value = read(&nested) { elements.append(value) }
            } else {
                degrade(key, element, expected: "an object")
            }
            element = tape.end(of: element)
        }
        return elements
    }

    /// The first object of array `key` whose member `member` is `value` (a poster among images).
    package mutating func first(in key: StaticString, where member: StaticString, is value: StaticString) -> JSONRecord? {
        guard let index = present(key), tape.kind(at: index) == .array else { return nil }
        var element = index + 1
        for _ in 0..<tape.count(at: index) {
            if tape.kind(at: element) == .object {
                var nested = JSONRecord(tape: tape, object: element, log: log, location: location.appending(key))
                if let found = nested.value(member), tape.kind(at: found) == .string, tape.key(at: found, equals: value) {
                    return nested
                }
            }
            element = tape.end(of: element)
        }
        return nil
    }

    // MARK: Rows

    /// Reads every element of the array at `array` with `read`; elements that are not objects,
    /// or that `read` cannot identify (nil), are skipped and counted in `log`. Opaque rows (a
    /// tape parsed with ``JSONTape/init(parsingRowsOf:)``) are parsed as they are read; a row
    /// that is not JSON throws.
    package static func rows<Element>(
        in tape: JSONTape, array: Int, log: DecodeLog, base: String = "",
        _ read: (inout JSONRecord) -> Element?
    ) throws(JSONTape.SyntaxError) -> [Element] {
        try rows(in: tape, first: array + 1, rows: 0..<tape.count(at: array), log: log, base: base, read)
    }

    /// Reads the elements `rows` of an array whose element number `rows.lowerBound` starts at
    /// token `first` (see ``rows(in:array:log:base:_:)``).
    package static func rows<Element>(
        in tape: JSONTape, first: Int, rows: Range<Int>, log: DecodeLog, base: String = "",
        _ read: (inout JSONRecord) -> Element?
    ) throws(JSONTape.SyntaxError) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(rows.count)
        try forEachRow(in: tape, first: first, rows: rows, log: log, base: base, read) { elements.append($0) }
        return elements
    }

    /// Reads the elements `rows` as ``rows(in:first:rows:log:base:_:)`` does, giving each
    /// element read to `body`.
    private static func forEachRow<Element>(
        in tape: JSONTape, first: Int, rows: Range<Int>, log: DecodeLog, base: String,
        _ read: (inout JSONRecord) -> Element?, _ body: (consuming Element) -> Void
    ) throws(JSONTape.SyntaxError) {
        var element = first
        for row in rows {
            log.countRow()
            if tape.kind(at: element) == .object {
                let (rowTape, object) = try tape.element(at: element)
                var record = JSONRecord(tape: rowTape, object: object, log: log, base: base, row: row)
                if let value = read(&record) { body(value) }
            } else {
                let location = base.isEmpty ? "[\(row)]" : "\(base)[\(row)]"
                log.skip(location, found: tape.kind(at: element).phrase, expected: "an object")
            }
            element = tape.end(of: element)
        }
    }

    /// Reads every element of the array at `array` like ``rows(in:array:log:base:_:)``, in
    /// parallel chunks when it is large (each chunk has its own log; the reports are merged in
    /// row order). A row that is not JSON throws the error nearest the start of the body.
    package static func rows<Element: Sendable>(
        in tape: JSONTape, array: Int, base: String = "", parallelism: Int,
        _ read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws(JSONTape.SyntaxError) -> (elements: [Element], report: DecodeReport) {
        let count = tape.count(at: array)
        let workers = max(1, min(parallelism, count / 500))
        guard workers > 1 else {
            let log = DecodeLog()
            let elements = try rows(in: tape, array: array, log: log, base: base, read)
            return (elements, log.report)
        }
        // Chunks of at most 2,000 rows (a few milliseconds each), so that a long list does not
        // hold every thread of the pool for its whole read. The first token of each chunk: one
        // step per element over the tape.
        let chunks = max(workers, (count + 1999) / 2000)
        let chunk = (count + chunks - 1) / chunks
        var starts: [(token: Int, rows: Range<Int>)] = []
        var element = array + 1
        for row in 0..<count {
            if row % chunk == 0 { starts.append((element, row..<min(count, row + chunk))) }
            element = tape.end(of: element)
        }
        // Each chunk reads its rows into its own part of one buffer, and the rows read are then
        // moved together: appending each chunk's array to the result would copy every row (and
        // retain and release everything it holds).
        let buffer = RowBuffer<Element>(capacity: count)
        defer { buffer.deallocate() }
        typealias Part = (written: Int, report: DecodeReport, error: JSONTape.SyntaxError?)
        let parts = await withTaskGroup(of: (Int, Part).self) { group in
            for (index, start) in starts.enumerated() {
                group.addTask {
                    let log = DecodeLog()
                    var written = 0
                    do throws(JSONTape.SyntaxError) {
                        try forEachRow(in: tape, first: start.token, rows: start.rows, log: log, base: base, read) {
                            buffer.initialize(start.rows.lowerBound + written, to: $0)
                            written += 1
                        }
                        return (index, (written, log.report, nil))
                    } catch {
                        return (index, (written, log.report, error))
                    }
                }
            }
            var parts = [Part?](repeating: nil, count: starts.count)
            for await (index, part) in group { parts[index] = part }
            return parts
        }
        var read = 0
        var report = DecodeReport()
        var failure: JSONTape.SyntaxError?
        for (index, part) in parts.enumerated() {
            guard let part else { continue }
            buffer.move(from: starts[index].rows.lowerBound, count: part.written, to: read)
            read += part.written
            report.merge(part.report)
            if failure == nil { failure = part.error }
        }
        if let failure {
            buffer.deinitialize(count: read)
            throw failure
        }
        let elements = buffer.moveOut(count: read)
        return (elements, report)
    }
}

/// Uninitialized room for the rows a parallel read gives (``JSONRecord/rows(in:array:base:parallelism:_:)``):
/// each chunk initializes its own range, so the tasks never touch the same element.
private struct RowBuffer<Element>: @unchecked Sendable {
    private let start: UnsafeMutablePointer<Element>

    init(capacity: Int) { start = .allocate(capacity: capacity) }

    func initialize(_ index: Int, to element: consuming Element) { (start + index).initialize(to: element) }

    /// Moves `count` elements from `source` down to `destination` (at or before it).
    func move(from source: Int, count: Int, to destination: Int) {
        guard source != destination, count > 0 else { return }
        (start + destination).moveInitialize(from: start + source, count: count)
    }

    func deinitialize(count: Int) { start.deinitialize(count: count) }

    /// The first `count` elements, moved into an array (the buffer is then uninitialized).
    func moveOut(count: Int) -> [Element] {
        Array(unsafeUninitializedCapacity: count) { elements, initialized in
            if count > 0 { elements.baseAddress!.moveInitialize(from: start, count: count) }
            initialized = count
        }
    }

    func deallocate() { start.deallocate() }
}
