import Foundation
import MarqueeJSON
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
    /// The array is outlined by ``JSONTape/init(parsingRowsOf:)``: each object or array in it
    /// is one opaque row whose contents are checked only when it is decoded.
    static func elementRanges(in data: Data) -> [Range<Int>]? {
        guard let tape = try? JSONTape(parsingRowsOf: [UInt8](data)), tape.kind(at: tape.root) == .array else { return nil }
        return tape.elements(of: tape.root).compactMap { tape.byteRange(of: $0) }
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
