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
