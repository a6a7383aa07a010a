/// The rows of a form, in order, identified by their position (add options, edit sheets).
public protocol FormField: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == Int {}

/// The rows of an edit sheet: the service's own rows and the seven every service has.
public protocol EditFormField: FormField {
    /// The monitored toggle.
    static var monitored: Self { get }
    /// The quality profile (a picker).
    static var qualityProfile: Self { get }
    /// The root folder (a picker): choosing one moves the path under it.
    static var rootFolder: Self { get }
    /// The path text field.
    static var path: Self { get }
    /// Whether a changed path moves the files (the servers' `moveFiles`).
    static var moveFiles: Self { get }
    /// The tags, typed as comma-separated labels.
    static var tags: Self { get }
    /// The Save button.
    static var save: Self { get }
}

/// One row of an add-options form: its label, the value it shows, and what activating it does.
public struct AddFormRow<Draft, Modal: ServarrModalRoute> {
    /// What activating a row does.
    public enum Action {
        /// Opens the quality-profile picker.
        case qualityProfile
        /// Opens the root-folder picker.
        case rootFolder
        /// Opens the picker (made for the item's external id) whose `String` result `apply`
        /// writes into the draft.
        case pick((Modal.ExternalID) -> Modal, apply: @MainActor (inout Draft, String) -> Void)
        /// Flips a yes/no value.
        case toggle(WritableKeyPath<Draft, Bool>)
        /// The tags text field.
        case tags
        /// The Add button.
        case add
    }

    /// The row's label ("Quality profile").
    public var label: String
    /// What a picker row shows (its other rows' values come from the draft).
    public var value: String
    /// What activating the row does.
    public var action: Action

    /// A row labelled `label`, showing `value`, doing `action`.
    public init(_ label: String, _ value: String, _ action: Action) {
        self.label = label
        self.value = value
        self.action = action
    }
}

/// One service row of an edit sheet: its label, the value it shows, and how ←→ (or space)
/// change it.
public struct EditFormRow<Media> {
    /// The row's label ("Series type").
    public var label: String
    /// The value shown ("‹ standard ›").
    public var value: String
    /// Changes the value one step forward or back.
    public var change: (inout Media, _ forward: Bool) -> Void

    /// A row labelled `label`, showing `value`, changed by `change`.
    public init(_ label: String, _ value: String, change: @escaping (inout Media, _ forward: Bool) -> Void) {
        self.label = label
        self.value = value
        self.change = change
    }
}
