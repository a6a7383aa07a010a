/// The version of the host API a feature module is written against.
///
/// A module runs on a host with the same major version and a minor version at least as
/// high as the one it requires.
public struct HostAPIVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Incompatible changes bump the major version.
    public var major: Int
    /// Additions bump the minor version.
    public var minor: Int

    /// A version `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The API version this host implements.
    public static let current = HostAPIVersion(1, 0)

    /// Whether a module requiring `required` runs on a host offering `self`.
    public func supports(_ required: HostAPIVersion) -> Bool {
        major == required.major && minor >= required.minor
    }

    public static func < (lhs: HostAPIVersion, rhs: HostAPIVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
