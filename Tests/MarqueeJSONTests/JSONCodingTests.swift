import Foundation
import MarqueeJSON
import Testing

/// The snapshot's own JSON pieces: the encoder for route values, the writer and the token
/// parser.
@Suite("Snapshot JSON")
struct JSONCodingTests {
    /// Encodes a value after other text and reads it back as a `JSONValue`.
    private func streamed(_ value: some Encodable) throws -> JSONValue {
        var writer = JSONWriter()
        writer.beginArray()
        writer.integer(UInt64(1))
        try JSONTreeEncoder().encode(value, into: &writer)
        writer.endArray()
        let document = try JSONTape(parsing: writer.bytes, strings: .strict)
        guard case .array(let elements) = document.value(at: document.root) else { throw CocoaError(.coderInvalidValue) }
        #expect(elements.first == .number(1), "what was written before the value is kept")
        return elements[1]
    }

    private struct Shapes: Encodable {
        var name = "quote \" backslash \\ tab \t"
        var count = -42
        var ratio = 0.5
        var flags = [true, false]
        var nested = ["a": [1, 2], "b": []]
        var nothing: Int? = nil

        enum CodingKeys: String, CodingKey { case name, count, ratio, flags, nested, nothing }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(count, forKey: .count)
            try container.encode(ratio, forKey: .ratio)
            try container.encode(flags, forKey: .flags)
            try container.encode(nested, forKey: .nested)
            try container.encodeNil(forKey: .nothing)
        }
    }

    @Test func everyKindOfValueIsWrittenAndReadBack() throws {
        #expect(
            try streamed(Shapes())
                == .object([
                    "name": .string("quote \" backslash \\ tab \t"), "count": .number(-42), "ratio": .number(0.5),
                    "flags": .array([.bool(true), .bool(false)]),
                    "nested": .object(["a": .array([.number(1), .number(2)]), "b": .array([])]),
                    "nothing": .null,
                ]))
    }

    /// Writes into a nested container after writing to its parent again.
    private struct OutOfOrder: Encodable {
        enum Keys: String, CodingKey { case first, second, inner }

        func encode(to encoder: any Encoder) throws {
            var outer = encoder.container(keyedBy: Keys.self)
            var inner = outer.nestedContainer(keyedBy: Keys.self, forKey: .first)
            try inner.encode(1, forKey: .inner)
            try outer.encode("between", forKey: .second)
            try inner.encode(2, forKey: .second)
        }
    }

    @Test func aValueMayWriteIntoANestedContainerAfterItsParent() throws {
        #expect(
            try streamed(OutOfOrder())
                == .object([
                    "first": .object(["inner": .number(1), "second": .number(2)]),
                    "second": .string("between"),
                ]))
    }

    private struct Subclassed: Encodable {
        enum Keys: String, CodingKey { case own }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("own", forKey: .own)
            var parent = container.superEncoder().singleValueContainer()
            try parent.encode(7)
        }
    }

    @Test func superEncodersWriteUnderSuper() throws {
        #expect(try streamed(Subclassed()) == .object(["own": .string("own"), "super": .number(7)]))
    }

    private struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func aValueThatWritesNothingIsAnEmptyObject() throws {
        #expect(try streamed(Silent()) == .object([:]))
        #expect(try streamed(["key": Silent()]) == .object(["key": .object([:])]))
    }

    private struct Failing: Encodable {
        struct Refusal: Error {}
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            throw Refusal()
        }
    }

    @Test func aValueThatThrowsLeavesTheWriterAsItWas() throws {
        var writer = JSONWriter()
        writer.beginArray()
        writer.integer(UInt64(1))
        #expect(throws: Failing.Refusal.self) { try JSONTreeEncoder().encode(Failing(), into: &writer) }
        writer.integer(UInt64(2))
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[1,2]")
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "\"\\x\"", "\"\u{01}\"", "tru", "01x", "[1] 2"])
    func malformedTextIsRejectedWithAnOffset(text: String) {
        #expect(throws: JSONTape.SyntaxError.self) { try JSONTape(parsing: Array(text.utf8), strings: .strict) }
    }

    @Test func invalidUTF8InAStringIsRejected() {
        #expect(throws: JSONTape.SyntaxError.self) { try JSONTape(parsing: [0x22, 0xFF, 0xFE, 0x22], strings: .strict) }
    }

    @Test func parsedValuesMatchWhatWasWritten() throws {
        let value: JSONValue = .object([
            "text": .string("千と千尋 \u{1F600} \"q\" \n"), "numbers": .array([.number(0), .number(-3), .number(2.5e-7), .number(1e21)]),
            "empty": .object([:]), "list": .array([]), "flag": .bool(false), "none": .null,
        ])
        let document = try JSONTape(parsing: value.text, strings: .strict)
        #expect(document.value(at: document.root) == value)
    }
}
