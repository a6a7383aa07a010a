/// Writes JSON text straight into a byte buffer, with commas (and, when indented, line breaks)
/// placed automatically.
///
/// Callers open and close containers and write keys and values in order; no tree is built.
/// Object keys are written in the order given: callers that need sorted output (snapshots, so
/// equal states give equal bytes) write their keys sorted. Strings are escaped by
/// ``JSONEscaping``; numbers that are not finite are written as `null`.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("monitored")
/// writer.bool(true)
/// writer.key("tags")
/// writer.beginArray()
/// writer.integer(3)
/// writer.endArray()
/// writer.endObject()
/// // {"monitored":true,"tags":[3]}
/// ```
package struct JSONWriter {
    /// How the text is laid out.
    package enum Layout: Sendable {
        /// No whitespace at all.
        case compact
        /// One member or element per line, indented two spaces a level, `"key": value`.
        case indented
    }

    package private(set) var bytes: [UInt8] = []
    private let isIndented: Bool
    /// Whether something was written at the current level (the next one needs a comma).
    private var needsComma = false
    /// Whether a key was just written (its value follows on the same line, without a comma).
    private var afterKey = false
    private var depth = 0

    package init(capacity: Int = 4096, layout: Layout = .compact) {
        bytes.reserveCapacity(capacity)
        isIndented = layout == .indented
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Containers

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        needsComma = false
    }

    package mutating func endObject() { close(UInt8(ascii: "}")) }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        depth += 1
        needsComma = false
    }

    package mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if isIndented, needsComma { newLine() }
        bytes.append(bracket)
        needsComma = true
        afterKey = false
    }

    // MARK: Keys

    /// Writes a fixed `key` that needs no escaping, and the colon.
    package mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        // Byte by byte: keys are short, and `append(contentsOf:)` costs more than the copy.
        var byte = key.utf8Start
        for _ in 0..<key.utf8CodeUnitCount {
            bytes.append(byte.pointee)
            byte += 1
        }
        bytes.append(UInt8(ascii: "\""))
        colon()
    }

    /// Writes `key` and the colon; the member's value comes next.
    package mutating func key(named key: String) {
        separate()
        JSONEscaping.appendQuoted(key, to: &bytes)
        colon()
    }

    private mutating func colon() {
        bytes.append(UInt8(ascii: ":"))
        if isIndented { bytes.append(UInt8(ascii: " ")) }
        needsComma = false
        afterKey = true
    }

    // MARK: Values

    package mutating func string(_ text: String) {
        separate()
        JSONEscaping.appendQuoted(text, to: &bytes)
        needsComma = true
    }

    package mutating func integer(_ value: UInt64) {
        separate()
        writeDigits(value)
        needsComma = true
    }

    package mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(UInt64(value.magnitude))
        needsComma = true
    }

    /// Writes `value`: whole numbers below 2^53 as integers, others in the shortest form that
    /// reads back as the same `Double`, and infinities and NaN (which JSON cannot hold) as `null`.
    package mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        if value == value.rounded(.towardZero), abs(value) < 9.007_199_254_740_992e15 {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            writeDigits(UInt64(abs(value)))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
        needsComma = true
    }

    package mutating func bool(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        needsComma = true
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Writes a ``JSONValue`` tree with object keys sorted.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members.sorted(by: { $0.key < $1.key }) {
                key(named: member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    // MARK: Copying from a tape

    /// Writes the value at `index` of `tape` as it came: strings with their escapes and
    /// numbers with their digits, byte for byte (a 20-digit id or a time with seven decimals
    /// stays exact); only whitespace between tokens is not kept (nor added, when compact).
    package mutating func copy(_ index: Int, of tape: JSONTape) {
        let token = tape.tokens[index]
        switch token.kind {
        case .null: null()
        case .bool: bool(tape.bool(at: index))
        case .number:
            separate()
            tape.withRawBytes(at: index) { bytes.append(contentsOf: $0) }
            needsComma = true
        case .string:
            separate()
            bytes.append(UInt8(ascii: "\""))
            tape.withRawBytes(at: index) { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
            needsComma = true
        case .array where tape.isOpaque(at: index), .object where tape.isOpaque(at: index):
            separate()
            if let range = tape.byteRange(of: index) { bytes.append(contentsOf: tape.bytes[range]) }
            needsComma = true
        case .array:
            beginArray()
            for element in tape.elements(of: index) { copy(element, of: tape) }
            endArray()
        case .object:
            beginObject()
            copyMembers(of: index, in: tape)
            endObject()
        }
    }

    /// Writes the members of the object at `object` of `tape` (inside an object this writer
    /// has begun), as they came (see ``copy(_:of:)``), leaving out those whose key is in
    /// `excluded`: the fields a typed record writes itself.
    ///
    /// Keeps the fields an app does not model when it sends a record back:
    ///
    /// ```swift
    /// writer.beginObject()
    /// writer.key("monitored")
    /// writer.bool(movie.isMonitored)
    /// writer.copyMembers(of: stored.object, in: stored.tape, excluding: ["monitored"])
    /// writer.endObject()
    /// ```
    package mutating func copyMembers(of object: Int, in tape: JSONTape, excluding excluded: Set<String> = []) {
        for member in tape.members(of: object) {
            if !excluded.isEmpty, excluded.contains(tape.string(at: member.key)) { continue }
            separate()
            bytes.append(UInt8(ascii: "\""))
            tape.withRawBytes(at: member.key) { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
            colon()
            copy(member.value, of: tape)
        }
    }

    // MARK: Layout

    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if isIndented, depth > 0 { newLine() }
    }

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    private mutating func writeDigits(_ value: UInt64) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var divisor: UInt64 = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
