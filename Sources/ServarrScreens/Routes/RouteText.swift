import Foundation

/// The text form of a Radarr or Sonarr route, written like its deep link's path
/// (`movie/12/releases/abc/grab`), for `TextRepresentableRoute`.
///
/// Segments are separated by `/`; free text in a segment (a search term, a release's guid) is
/// percent-encoded so that it never contains one. Reading matches the text against a pattern
/// whose `*` segments are captured:
///
/// ```swift
/// let text = RouteText("movie/12/releases/abc/grab")
/// text.match("movie/*/releases/*/grab")  // ["12", "abc"]
/// text.match("movie/*")                  // nil
/// ```
public struct RouteText: Sendable {
    /// The decoded segments, or nil when a segment's percent-encoding is malformed.
    private let segments: [String]?

    /// Reads `text`.
    public init(_ text: String) {
        var segments: [String] = []
        for segment in text.split(separator: "/", omittingEmptySubsequences: false) {
            // Most segments are plain (ids, words): decode only those that need it.
            guard segment.contains("%") else {
                segments.append(String(segment))
                continue
            }
            guard let decoded = String(segment).removingPercentEncoding else {
                self.segments = nil
                return
            }
            segments.append(decoded)
        }
        self.segments = segments
    }

    /// The captured `*` segments when the text has exactly the pattern's segments (literal
    /// ones equal), or nil.
    public func match(_ pattern: String) -> [String]? {
        guard let segments else { return nil }
        let expected = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard expected.count == segments.count else { return nil }
        var captured: [String] = []
        for (literal, segment) in zip(expected, segments) {
            if literal == "*" {
                guard !segment.isEmpty else { return nil }
                captured.append(segment)
            } else if literal != segment {
                return nil
            }
        }
        return captured
    }

    /// The captured segments of `pattern` as integers (ids, numbers), or nil when the text
    /// does not match or a capture is not a plain integer.
    public func integers(_ pattern: String) -> [Int]? {
        guard let captured = match(pattern) else { return nil }
        let numbers = captured.compactMap(Self.integer)
        return numbers.count == captured.count ? numbers : nil
    }

    /// `segment` as an integer when it is written as one (ASCII digits, an optional leading
    /// minus), or nil (`"+5"`, `" 5"` and `"٥"` are not).
    public static func integer(_ segment: String) -> Int? {
        let digits = segment.first == "-" ? segment.dropFirst() : Substring(segment)
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(segment)
    }

    /// `text` as one segment: percent-encoded except letters, digits and `-._~`.
    public static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// The search term of an add sheet's text (`add?term=dune`, or `add` for no term); nil when
    /// `text` is not one.
    public static func term(in text: String, prefix: String) -> String? {
        if text == prefix { return "" }
        guard text.hasPrefix(prefix + "?term=") else { return nil }
        let encoded = text.dropFirst(prefix.count + 6)
        guard !encoded.contains("/"), !encoded.contains("?") else { return nil }
        return String(encoded).removingPercentEncoding
    }

    /// The text of an add sheet's search term (see ``term(in:prefix:)``).
    public static func text(prefix: String, term: String) -> String {
        term.isEmpty ? prefix : prefix + "?term=" + segment(term)
    }

    private static let unreserved = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
