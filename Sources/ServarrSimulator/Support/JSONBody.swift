import Foundation
import OpenAPIRuntime

/// Encodes a list for the raw-body ("lossy list") operations of the filtered specs.
func jsonBody<Value: Encodable>(_ value: Value) throws -> HTTPBody {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return HTTPBody(try encoder.encode(value))
}
