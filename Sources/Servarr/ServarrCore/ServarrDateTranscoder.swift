import Foundation
import OpenAPIRuntime

/// A `DateTranscoder` for generated Servarr clients and servers.
///
/// Decodes dates with seven, three or no fractional digits (see ``ServarrDate``);
/// encodes without fractions, which both Radarr and Sonarr accept.
public struct ServarrDateTranscoder: DateTranscoder {
    /// Number of fractional digits written when encoding.
    public var fractionalDigits: Int

    /// Creates a transcoder that writes `fractionalDigits` digits (0 by default).
    public init(fractionalDigits: Int = 0) {
        self.fractionalDigits = fractionalDigits
    }

    public func encode(_ date: Date) throws -> String {
        ServarrDate.format(date, fractionalDigits: fractionalDigits)
    }

    public func decode(_ string: String) throws -> Date {
        guard let date = ServarrDate.parse(string) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Not an ISO 8601 date: \(string)"))
        }
        return date
    }
}
