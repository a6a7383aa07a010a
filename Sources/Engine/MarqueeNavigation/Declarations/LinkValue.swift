/// A value that stands in a link's path or query as a text: an id, a name, a term.
///
/// Route declarations (``RouteTable``) read a route's associated values from a link through
/// this protocol and write them back. `Int` and `String` conform; an enum of strings adopts it
/// with an empty extension (`extension ServiceKind: LinkValue {}`).
public protocol LinkValue: Sendable {
    /// Reads `linkText` (already percent-decoded); nil when it is not a value of this type.
    init?(linkText: String)
    /// The value as it stands in a link (percent-encoded by the link, not here).
    var linkText: String { get }
    /// What an absent optional query parameter means (`""` for a text), or nil when absent is an error.
    static var whenAbsent: Self? { get }
    /// What a value of this type looks like, for errors (`"a whole number"`).
    static var linkDescription: String { get }
    /// Any value of the type, or nil when it has none to offer. Compact declarations
    /// (`table.declare("/movies/:id", MovieRoute.movie, .push(on: MovieRoute.library))`) build a
    /// route from it once, to learn which case a constructor makes.
    static var placeholder: Self? { get }
}

extension LinkValue {
    public static var whenAbsent: Self? { nil }
    public static var linkDescription: String { String(describing: Self.self) }
    public static var placeholder: Self? { nil }
}

extension LinkValue where Self: CaseIterable {
    public static var placeholder: Self? { allCases.first }
}

extension Int: LinkValue {
    /// Reads ASCII digits with an optional leading minus only (`"+5"`, `" 5"` and `"٥"` are not ids).
    public init?(linkText: String) {
        var utf8 = Substring(linkText).utf8
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let digit = Int(byte - UInt8(ascii: "0"))
            let (next, overflow2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            guard !overflow, !overflow2 else { return nil }
            value = next
        }
        self = value
    }

    public var linkText: String { String(self) }
    public static var linkDescription: String { "Int" }
    public static var placeholder: Int? { 0 }
}

extension String: LinkValue {
    public init?(linkText: String) { self = linkText }
    public var linkText: String { self }
    /// An absent text (a search link without a term) is the empty text.
    public static var whenAbsent: String? { "" }
    public static var placeholder: String? { "" }
}

extension LinkValue where Self: RawRepresentable, RawValue == String {
    public init?(linkText: String) { self.init(rawValue: linkText) }
    public var linkText: String { rawValue }
}
