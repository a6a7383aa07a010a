import MarqueeExternalPlugins
import MarqueeNavigation

/// The screen model of an external plugin's declarative screen (list, detail or form): its
/// fields, its data, and its actions, which call the plugin through the C ABI.
///
/// The terminal layer renders it generically; feature code never sees it.
@MainActor
public final class PluginScreen: Screen {
    /// The kind of declarative screen.
    public enum Kind: String, Hashable, Sendable {
        /// Rows; detail: key/value pairs; form: editable fields and a submit action.
        case list, detail, form
    }

    /// A field: a labelled, typed value of the screen data.
    public struct Field: Hashable, Sendable {
        /// The key of the field's value in ``PluginScreen/values``.
        public let key: String
        /// The label shown next to the value.
        public let label: String
        /// The ABI type name (`i64`, `string`, ...).
        public let type: String
        /// Whether a form cannot be submitted without it.
        public let isRequired: Bool
        /// The initial text of a form input.
        public let defaultValue: String?
    }

    /// The plugin's id.
    public let plugin: String
    /// The declarative screen's id.
    public let screenID: String
    /// The breadcrumb title.
    public let title: String
    /// List, detail or form.
    public let kind: Kind
    /// The fields, in declaration order.
    public let fields: [Field]
    /// Ids of the actions offered on the screen.
    public let actions: [String]
    /// For forms: the action called by ``submit()``.
    public let submitAction: String?
    /// The screen data: field defaults, then the link's parameters; forms edit it.
    public var values: [String: String]
    /// The text of the last action's result, if it returned one.
    public private(set) var lastResult: String?

    private let external: ExternalPlugin?
    private weak var host: Host?

    init(route: PluginRoute, plugin: ExternalPlugin?, host: Host) {
        self.plugin = route.plugin
        self.screenID = route.screen
        self.external = plugin
        self.host = host
        guard let declared = plugin?.manifest.screen(route.screen) else {
            title = "Missing plugin \(route.plugin)"
            kind = .detail
            fields = []
            actions = []
            submitAction = nil
            values = route.parameters
            return
        }
        title = declared.title
        kind = Kind(rawValue: declared.kind.rawValue) ?? .detail
        fields = declared.fields.map {
            Field(key: $0.key, label: $0.label, type: $0.type.rawValue, isRequired: $0.isRequired, defaultValue: $0.defaultValue)
        }
        actions = declared.actions
        submitAction = declared.submitAction
        var values: [String: String] = [:]
        for field in declared.fields { values[field.key] = field.defaultValue }
        values.merge(route.parameters) { _, linked in linked }
        self.values = values
    }

    /// Whether the plugin is loaded (a restored entry of a removed plugin shows a placeholder).
    public var isAvailable: Bool { external != nil }

    /// Calls a plugin action with the screen data as arguments and returns its result as
    /// text (nil for `void`). An action without arguments needs no `params`. Navigation the plugin asks for during the call is applied
    /// when the call returns.
    ///
    /// - Throws: `PluginCallError` (unknown action, bad data, or the action failed).
    @discardableResult
    public func perform(_ action: String) throws -> String? {
        guard let external else { throw PluginScreenError.pluginUnavailable(plugin) }
        defer { host?.processPluginRequests() }
        let declared = external.manifest.action(action)
        let value = declared?.parameterNames == nil && declared?.argumentTypes.isEmpty == true
            ? try external.call(action: action, arguments: [])
            : try external.call(action: action, screenData: values)
        lastResult = value.map(Self.text)
        return lastResult
    }

    /// Submits a form: checks required fields, then calls the submit action.
    @discardableResult
    public func submit() throws -> String? {
        guard let submitAction else { throw PluginScreenError.notAForm(screenID) }
        if let missing = fields.first(where: { $0.isRequired && (values[$0.key] ?? "").isEmpty }) {
            throw PluginScreenError.requiredFieldEmpty(missing.label)
        }
        return try perform(submitAction)
    }

    private static func text(_ value: PluginValue) -> String {
        switch value {
        case .int32(let value): String(value)
        case .int64(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        }
    }
}
