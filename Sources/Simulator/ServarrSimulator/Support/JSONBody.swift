import Foundation
import OpenAPIRuntime

/// Encodes a value as the simulator's JSON (sorted keys, so bodies are reproducible).
func encodeJSON<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
}

/// Encodes a list for the raw-body ("lossy list") operations of the filtered specs.
func jsonBody<Value: Encodable>(_ value: Value) throws -> HTTPBody {
    HTTPBody(try encodeJSON(value))
}
