import Foundation
import MarqueeJSON

extension JSONTape {
    /// The value at `index` as a ``JSONValue`` (the server's own object, kept for a write).
    /// Opaque rows are parsed first; a row that is not JSON is null.
    package func jsonValue(at index: Int) -> JSONValue {
        if isOpaque(at: index) {
            guard let (tape, element) = try? element(at: index) else { return .null }
            return tape.jsonValue(at: element)
        }
        switch kind(at: index) {
        case .null: return .null
        case .bool: return .bool(bool(at: index))
        case .number: return double(at: index).map(JSONValue.number) ?? .null
        case .string: return .string(string(at: index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(count(at: index))
            var element = index + 1
            for _ in 0..<count(at: index) {
                elements.append(jsonValue(at: element))
                element = end(of: element)
            }
            return .array(elements)
        case .object:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(count(at: index))
            var key = index + 1
            for _ in 0..<count(at: index) {
                members[string(at: key)] = jsonValue(at: key + 1)
                key = end(of: key + 1)
            }
            return .object(members)
        }
    }
}

extension JSONValue {
    /// The value as a request body, written by MarqueeJSON's writer.
    package var requestBody: Data { Data(text) }
}
