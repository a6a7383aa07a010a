/// A secret value (an API key). Its description, debug description and reflection never show
/// the value: `"\(secret)"` is `••••`. Use ``reveal()`` only where the value is sent to a server.
public struct Secret: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    private let value: String

    /// Wraps a secret value.
    public init(_ value: String) {
        self.value = value
    }

    /// The masked text shown wherever a secret is printed.
    public static let mask = "••••"

    /// The value itself, to put in a request header.
    public func reveal() -> String { value }

    /// Whether the secret is empty.
    public var isEmpty: Bool { value.isEmpty }

    public var description: String { Self.mask }
    public var debugDescription: String { "Secret(\(Self.mask))" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
