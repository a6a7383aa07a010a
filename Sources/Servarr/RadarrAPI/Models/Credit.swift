import ServarrCore

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

extension Credit: ServarrRecord {
    package static let blank = Credit(id: 0, personName: "Unknown", role: "", kind: .unknown(""))

    // Credits are shown, not opened: a missing id does not cost the row.
    package static let fields: [RecordField<Credit>] = [
        .field("id", \.id),
        .field("personName", \.personName),
        .custom("type", .string, read: { json, credit in credit.kind = Kind(rawValue: json.string("type")) }),
        .custom("department", .string, read: { json, credit in if credit.kind != .cast { credit.role = json.string("department") ?? credit.role } }),
        .custom("job", .string, read: { json, credit in if credit.kind != .cast { credit.role = json.string("job") ?? credit.role } }),
        .custom("character", .string, read: { json, credit in if credit.kind == .cast { credit.role = json.string("character") ?? "" } }),
    ]
}
