/// A server enumeration read leniently: the values this client knows are cases, any other is
/// kept as ``unknown(_:)`` with the server's text, for display (a newer server's value never
/// makes a row unreadable). A type lists its known cases with their wire values once.
public protocol WireEnumeration: Sendable, Hashable {
    /// Every known case with the value the server sends for it.
    static var wireValues: [(value: Self, wire: String)] { get }
    /// A value this client does not know, as the server sent it.
    static func unknown(_ wire: String) -> Self
    /// The server's text of an unknown value; nil for a known case.
    var unknownWire: String? { get }
}

// Inlinable so that each enumeration's module specializes these: generic code over
// `wireValues` would build the tuple's type at run time on every call (a library of 20,000
// movies reads two of these per movie).
extension WireEnumeration {
    /// The case the server's `rawValue` names, or ``unknown(_:)`` with it.
    @inlinable
    public init(rawValue: String?) {
        self = Self.wireValues.first { $0.wire == rawValue }?.value ?? .unknown(rawValue ?? "")
    }

    /// The value the server uses on the wire.
    @inlinable
    public var rawValue: String {
        unknownWire ?? Self.wireValues.first { $0.value == self }?.wire ?? ""
    }
}
