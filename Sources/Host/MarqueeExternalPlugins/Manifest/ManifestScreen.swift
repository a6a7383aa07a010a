/// A declarative screen in a plugin's manifest, which the host renders (as a `MarqueeHost.PluginScreen`).
public struct ManifestScreen: Sendable, Hashable {
    /// The kind of screen.
    public enum Kind: String, Sendable, Hashable {
        /// Rows with the declared fields as columns.
        case list
        /// Key/value pairs.
        case detail
        /// Editable fields and a submit action.
        case form
    }

    /// The screen id, referenced by routes.
    public let id: String
    /// List, detail or form.
    public let kind: Kind
    /// The title shown in the breadcrumb.
    public let title: String
    /// The fields (columns, rows or inputs).
    public let fields: [PluginField]
    /// Ids of the actions offered on this screen.
    public let actions: [String]
    /// For forms: the id of the action called on submit.
    public let submitAction: String?
}

/// A field of a screen: a typed value with a label.
public struct PluginField: Sendable, Hashable {
    /// The key under which the field's value appears in screen data.
    public let key: String
    /// The label shown next to the value.
    public let label: String
    /// The value type; screen data is parsed as this type before an action call.
    public let type: PluginType
    /// Whether a form may not be submitted without it.
    public let isRequired: Bool
    /// The initial text of a form input.
    public let defaultValue: String?
}
