/// Identifies one entry (a screen instance) in the navigation state.
///
/// Ids are unique across the whole state (every tab, every modal) and increase along every
/// stack: an entry pushed later always has a larger id, which makes finding an entry in a
/// deep stack a binary search.
public struct EntryID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// Identifies a presented modal. Drawn from the same sequence as ``EntryID``s.
public struct ModalID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: ModalID, rhs: ModalID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "modal#\(rawValue)" }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
