/// The feature id of a plugin, as declared by its manifest (for example `"dice"`).
///
/// The host API table a plugin receives is bound to its id: every callback the plugin
/// makes reaches the host with this id, and a plugin has no way to pass another one.
public struct PluginID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral, Codable
{
    /// The id text.
    public let rawValue: String

    /// Creates an id from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: PluginID, rhs: PluginID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the text is a well-formed id: lowercase ASCII letters, digits, `-`, `_`
    /// and `.`, starting with a letter or digit, at most 64 characters.
    public var isWellFormed: Bool {
        guard let first = rawValue.utf8.first, rawValue.utf8.count <= 64 else { return false }
        func allowed(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): !first
            default: false
            }
        }
        return allowed(first, first: true) && rawValue.utf8.dropFirst().allSatisfy { allowed($0, first: false) }
    }
}

extension PluginID {
    /// The id log messages carry while a library is being loaded and its manifest is not
    /// yet accepted, e.g. `<loading libdice.so>`. It can never collide with a manifest id.
    public static func loading(file: String) -> PluginID { PluginID("<loading \(file)>") }
}
