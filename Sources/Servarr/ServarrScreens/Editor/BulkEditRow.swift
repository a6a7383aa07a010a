import ServarrCore

/// A value a row of the bulk editor can give every marked item, and what it sets in the
/// editor request.
public struct BulkEditOption: Sendable {
    /// What the row shows ("HD-1080p", "anime").
    public var title: String
    let apply: @Sendable (inout MediaEditorChange) -> Void

    /// An option titled `title` that sets what `apply` sets.
    public init(_ title: String, apply: @escaping @Sendable (inout MediaEditorChange) -> Void) {
        self.title = title
        self.apply = apply
    }

    /// A value of a service's own editor field (`field` on the wire: `minimumAvailability`).
    public static func serviceField(_ title: String, field: String, value: MediaEditorChange.ServiceFieldValue) -> BulkEditOption {
        BulkEditOption(title) { $0.serviceFields[field] = value }
    }
}

/// A row of the bulk editor: a label and the values ←→ cycle through, the first of which
/// (``unchanged``) leaves every item as it is.
public struct BulkEditRow: Sendable {
    /// The row's label ("Quality profile").
    public var label: String
    /// The values, the unchanged one first.
    public private(set) var options: [BulkEditOption]
    /// The chosen value's index in ``options``.
    public private(set) var selected = 0

    /// A row labelled `label` offering `options` after one titled `unchanged` that sets nothing.
    public init(_ label: String, unchanged: String = "unchanged", options: [BulkEditOption]) {
        self.label = label
        self.options = [BulkEditOption(unchanged) { _ in }] + options
    }

    /// Whether the row changes the items.
    public var isChanged: Bool { selected > 0 }

    /// The chosen value's title.
    public var value: String { options[selected].title }

    /// Chooses the next value (or the previous one), wrapping around.
    public mutating func step(forward: Bool) {
        selected = (selected + (forward ? 1 : options.count - 1)) % options.count
    }

    /// Chooses the value titled `title`; false when there is none.
    @discardableResult
    public mutating func choose(_ title: String) -> Bool {
        guard let index = options.firstIndex(where: { $0.title == title }) else { return false }
        selected = index
        return true
    }

    /// Sets the chosen value in `change`.
    func apply(to change: inout MediaEditorChange) { options[selected].apply(&change) }
}
