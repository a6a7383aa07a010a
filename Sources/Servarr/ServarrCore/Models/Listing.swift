/// A list as the server sent it: the rows that could be read, and a report of what could not.
public struct Listing<Element: Sendable>: Sendable {
    public var elements: [Element]
    public var report: DecodeReport

    public init(elements: [Element], report: DecodeReport = .clean) {
        self.elements = elements
        self.report = report
    }
}

extension Listing: Equatable where Element: Equatable {}
extension Listing: Hashable where Element: Hashable {}

extension Listing where Element: Identifiable, Element.ID == Int {
    /// The row whose id is `id`, or ``ServarrError/notFound(message:)`` naming it as `kind` does
    /// ("Delay profile 3 does not exist") when the server has none.
    public func element(id: Int, named kind: String) throws -> Element {
        guard let element = elements.first(where: { $0.id == id }) else {
            throw ServarrError.notFound(message: "\(kind) \(id) does not exist")
        }
        return element
    }
}
