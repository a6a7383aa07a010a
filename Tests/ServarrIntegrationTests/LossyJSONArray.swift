import Foundation
import OpenAPIRuntime

/// Decodes a JSON array element by element, so that one record that does not decode is
/// skipped instead of failing the whole list. Large arrays are decoded in parallel chunks.
enum LossyJSONArray {
    /// The decoded elements and how many were skipped.
    struct Result<Element: Sendable>: Sendable {
        var elements: [Element]
        var skipped: Int
    }

    /// Byte ranges of the top-level elements of a JSON array; nil if `data` is not an array.
    static func elementRanges(in data: Data) -> [Range<Int>]? {
        data.withUnsafeBytes { raw -> [Range<Int>]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            let count = bytes.count
            func skipWhitespace() {
                while index < count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                    index += 1
                }
            }
            skipWhitespace()
            guard index < count, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var ranges: [Range<Int>] = []
            var depth = 0
            var inString = false
            var start: Int?
            while index < count {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if byte == UInt8(ascii: "\"") { inString = false }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    if start == nil { start = index }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if start == nil { start = index }
                    depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                case UInt8(ascii: "]"):
                    if depth == 0 {
                        if let begin = start { ranges.append(begin..<trimmedEnd(bytes, begin, index)) }
                        return ranges
                    }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0, let begin = start {
                        ranges.append(begin..<trimmedEnd(bytes, begin, index))
                        start = nil
                    }
                case 0x20, 0x0A, 0x0D, 0x09:
                    break
                default:
                    if start == nil { start = index }
                }
                index += 1
            }
            return nil  // unterminated
        }
    }

    private static func trimmedEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ begin: Int, _ end: Int) -> Int {
        var end = end
        while end > begin, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x09 {
            end -= 1
        }
        return end
    }

    /// Decodes every element of the JSON array in `data` on its own, skipping elements that fail.
    /// Throws `DecodingError` only when `data` is not a JSON array.
    static func decode<Element: Decodable & Sendable>(
        _ type: Element.Type, from data: Data, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
    ) async throws -> Result<Element> {
        guard let ranges = elementRanges(in: data) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Expected a JSON array"))
        }
        let workers = max(1, min(parallelism, ranges.count / 200))
        if workers == 1 { return decode(type, data: data, ranges: ranges[...]) }
        let chunk = (ranges.count + workers - 1) / workers
        return await withTaskGroup(of: (Int, Result<Element>).self) { group in
            for worker in 0..<workers {
                let slice = ranges[min(ranges.count, worker * chunk)..<min(ranges.count, (worker + 1) * chunk)]
                group.addTask { (worker, decode(type, data: data, ranges: slice)) }
            }
            var parts = [Result<Element>?](repeating: nil, count: workers)
            for await (worker, part) in group { parts[worker] = part }
            return Result(elements: parts.flatMap { $0?.elements ?? [] }, skipped: parts.reduce(0) { $0 + ($1?.skipped ?? 0) })
        }
    }

    private static func decode<Element: Decodable>(_ type: Element.Type, data: Data, ranges: ArraySlice<Range<Int>>) -> Result<Element> {
        let decoder = JSONDecoder()
        var elements: [Element] = []
        elements.reserveCapacity(ranges.count)
        var skipped = 0
        for range in ranges {
            if let element = try? decoder.decode(Element.self, from: data[range]) {
                elements.append(element)
            } else {
                skipped += 1
            }
        }
        return Result(elements: elements, skipped: skipped)
    }
}

extension LossyJSONArray {
    /// Collects a raw response body that holds a JSON array and decodes it element by element;
    /// elements that do not decode are skipped.
    static func decode<Element: Decodable & Sendable>(_ type: Element.Type, from body: HTTPBody) async throws -> [Element] {
        let data = try await Data(collecting: body, upTo: 512 * 1024 * 1024)
        return try await decode(type, from: data).elements
    }
}
