import Foundation
import MarqueeJSON
import Testing

/// RFC 8259 at the edges: escapes, surrogates, numbers, nesting, repeated keys, invalid UTF-8.
@Suite("JSON correctness")
struct JSONCorrectnessTests {
    private func tape(_ text: String, strings: JSONTape.StringChecking = .lenient) throws -> JSONTape {
        try JSONTape(parsing: Array(text.utf8), strings: strings)
    }

    // MARK: Escapes

    @Test func everyControlCharacterIsEscapedAndReadBack() throws {
        let text = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F} \"q\" \\ /"
        var writer = JSONWriter()
        writer.string(text)
        #expect(!writer.bytes.contains { $0 < 0x20 || $0 == 0x7F }, "no raw control character reaches the output")
        #expect(writer.text.hasPrefix(#""\u0000\u0001"#))
        #expect(writer.text.contains(#"\t\n\u000b\u000c\r"#))
        #expect(writer.text.hasSuffix(#"\u007f \"q\" \\ /""#))
        let parsed = try JSONTape(parsing: writer.bytes, strings: .strict)
        #expect(parsed.string(at: parsed.root) == text)
    }

    @Test(arguments: [
        (#""\ud83c\udfac""#, "🎬"),
        (#""a\ud800b""#, "a\u{FFFD}b"),
        (#""\udc00""#, "\u{FFFD}"),
        (#""\ud800""#, "\u{FFFD}"),
        (#""\ud800\u0041""#, "\u{FFFD}A"),
        (#""\ud800\ud83c\udfac""#, "\u{FFFD}🎬"),
        (#""\/\b\f""#, "/\u{8}\u{C}"),
    ])
    func surrogatesPairOrReadAsReplacementCharacters(text: String, expected: String) throws {
        for strings in [JSONTape.StringChecking.strict, .lenient] {
            let parsed = try tape(text, strings: strings)
            #expect(parsed.string(at: parsed.root) == expected)
        }
    }

    @Test(arguments: [#""\x""#, #""\u12""#, #""\u12G4""#, "\"tab\tinside\"", #""\"#])
    func badEscapesAndControlCharactersAreRejectedWhenStrict(text: String) {
        #expect(throws: JSONTape.SyntaxError.self) { try tape(text, strings: .strict) }
    }

    @Test func invalidUTF8IsRejectedWhenStrictAndRepairedWhenLenient() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0xFE, 0x62, 0x22]
        let error = try #require(throws: JSONTape.SyntaxError.self) { try JSONTape(parsing: bytes, strings: .strict) }
        #expect(error.reason == .invalidString("invalid UTF-8 in a string"))
        let lenient = try JSONTape(parsing: bytes)
        #expect(lenient.string(at: lenient.root) == "a\u{FFFD}\u{FFFD}b")
        // Escaped strings are repaired too.
        let escaped = try JSONTape(parsing: [0x22, 0x5C, 0x6E, 0xC3, 0x22])
        #expect(escaped.string(at: escaped.root) == "\n\u{FFFD}")
    }

    // MARK: Numbers

    @Test func integersAreExactToTheEndsOfTheirTypes() throws {
        let parsed = try tape("[9223372036854775807, -9223372036854775808, 9223372036854775808, 18446744073709551615, 18446744073709551616, -1, -0]")
        let numbers = Array(parsed.elements(of: parsed.root))
        #expect(numbers.map { parsed.integer(at: $0) } == [Int.max, Int.min, nil, nil, nil, -1, 0])
        #expect(numbers.map { parsed.unsignedInteger(at: $0) } == [9_223_372_036_854_775_807, nil, 9_223_372_036_854_775_808, .max, nil, nil, 0])
        #expect(parsed.double(at: numbers[4]) == 18_446_744_073_709_551_616)
    }

    @Test func fractionsAndExponentsAreRead() throws {
        let parsed = try tape("[2.5e-7, 1E+2, 42.0, -0.5, 1e400, 0.1]")
        let numbers = Array(parsed.elements(of: parsed.root))
        #expect(numbers.map { parsed.double(at: $0) } == [2.5e-7, 100, 42, -0.5, .infinity, 0.1])
        #expect(numbers.map { parsed.integer(at: $0) } == [nil, 100, 42, nil, nil, nil])
    }

    @Test(arguments: ["01", "1.", ".5", "-", "1e", "1e+", "+1", "0x10", "--1", "1.e3", "-a", "NaN", "Infinity"])
    func malformedNumbersAreRejected(text: String) {
        #expect(throws: JSONTape.SyntaxError.self) { try tape(text) }
        #expect(throws: JSONTape.SyntaxError.self) { try tape("[\(text)]") }
    }

    @Test func copiedValuesKeepLargeIdsAndFractionalSecondsExactly() throws {
        let body =
            #"{"id": 123456789012345678901234, "added": "2024-11-21T10:15:26.6040396Z", "ratio": 0.1000000000000000055511151231257827, "title": "\u00e9\"\n"}"#
        let parsed = try tape(body)
        var writer = JSONWriter()
        writer.copy(parsed.root, of: parsed)
        #expect(
            writer.text
                == #"{"id":123456789012345678901234,"added":"2024-11-21T10:15:26.6040396Z","ratio":0.1000000000000000055511151231257827,"title":"\u00e9\"\n"}"#
        )
    }

    @Test func theTreeEncoderWritesEveryIntegerExactly() throws {
        struct Identifiers: Encodable {
            var large = Int64.max
            var small = Int64.min
            var unsigned = UInt64.max
            var list: [UInt64] = [.max]
        }
        var writer = JSONWriter()
        try JSONTreeEncoder().encode(Identifiers(), into: &writer)
        #expect(
            writer.text
                == #"{"large":9223372036854775807,"list":[18446744073709551615],"small":-9223372036854775808,"unsigned":18446744073709551615}"#)
        struct Unsigned: Decodable { var unsigned: UInt64 }
        let parsed = try JSONTape(parsing: writer.bytes)
        #expect(try Unsigned(from: JSONTapeDecoder(tape: parsed, index: parsed.root)).unsigned == .max)
    }

    @Test func numbersJSONCannotHoldAreWrittenAsNull() {
        var writer = JSONWriter()
        writer.beginArray()
        for number in [Double.nan, .infinity, -.infinity, 1e21, -3, 0.5] { writer.number(number) }
        writer.endArray()
        #expect(writer.text == "[null,null,null,1e+21,-3,0.5]")
    }

    // MARK: Nesting

    @Test func nestingIsBoundedWithoutTrapping() throws {
        let limit = JSONTape.maximumDepth
        _ = try tape(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        let deeper = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(throws: JSONTape.SyntaxError(reason: .tooDeep, offset: limit)) { try tape(deeper) }
        // Far deeper text, objects too, and unclosed: an error, not a stack overflow.
        #expect(throws: JSONTape.SyntaxError.self) { try tape(String(repeating: #"{"a":["#, count: 200_000)) }
        #expect(throws: JSONTape.SyntaxError.self) { try JSONTape(parsingRowsOf: Array(("[" + String(repeating: "[", count: 200_000)).utf8)) }
    }

    @Test func anOutlinedRowReadsAsATreeAsAFullParseDoes() throws {
        let text = #"[{"id": 7, "title": "Heat", "tags": [1, 2], "file": {"size": 1.5e9}}, {"id": 8, "title": }]"#
        let outline = try JSONTape(parsingRowsOf: Array(text.utf8))
        let full = try tape(#"{"id": 7, "title": "Heat", "tags": [1, 2], "file": {"size": 1.5e9}}"#)
        #expect(outline.isOpaque(at: 1))
        #expect(outline.value(at: 1) == full.value(at: full.root))
        // A row that is not JSON reads as null rather than trapping or throwing.
        #expect(outline.value(at: outline.end(of: 1)) == .null)
    }

    // MARK: Repeated keys

    @Test func theFirstOfRepeatedKeysIsReadAndStrictParsingRejectsThem() throws {
        let text = #"{"id": 1, "title": "x", "id": 2}"#
        let parsed = try tape(text)
        #expect(parsed.member("id", in: parsed.root).flatMap { parsed.integer(at: $0) } == 1)
        #expect(parsed.value(at: parsed.root)["id"] == .number(1))
        #expect(throws: JSONTape.SyntaxError(reason: .repeatedKey, offset: 24)) { try tape(text, strings: .strict) }
        // Many keys: checked through a set, an escaped spelling counts as the same key.
        let many = "{" + (0..<100).map { #""k\#($0)": 0"# }.joined(separator: ",") + #", "k\u0035": 1}"#
        #expect(throws: JSONTape.SyntaxError.self) { try tape(many, strings: .strict) }
    }

    // MARK: Layout

    @Test func indentedTextPutsOneMemberOnALine() {
        var writer = JSONWriter(layout: .indented)
        writer.beginObject()
        writer.key("name")
        writer.string("x")
        writer.key(named: "list")
        writer.beginArray()
        writer.integer(1)
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        writer.key("empty")
        writer.beginArray()
        writer.endArray()
        writer.endObject()
        #expect(writer.text == "{\n  \"name\": \"x\",\n  \"list\": [\n    1,\n    {}\n  ],\n  \"empty\": []\n}")
    }
}
