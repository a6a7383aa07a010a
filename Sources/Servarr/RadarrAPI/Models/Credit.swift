/// A cast or crew member of a movie.
public struct Credit: Sendable, Hashable, Identifiable {
    public enum Kind: Sendable, Hashable {
        case cast, crew
        case unknown(String)
        public init(rawValue: String?) {
            switch rawValue {
            case "cast": self = .cast
            case "crew": self = .crew
            default: self = .unknown(rawValue ?? "")
            }
        }
    }

    public var id: Int
    public var personName: String
    /// Character name for cast, job for crew.
    public var role: String
    public var kind: Kind
    public init(id: Int, personName: String, role: String, kind: Kind) {
        self.id = id
        self.personName = personName
        self.role = role
        self.kind = kind
    }
}
