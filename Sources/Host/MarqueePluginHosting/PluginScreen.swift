import MarqueeExternalPlugins
import MarqueeHost
import MarqueeNavigation

/// The screen model of an external plugin's declarative screen (list, detail or form): its
/// fields, its data, and its actions, which call the plugin in its runner process.
///
/// Actions are asynchronous and bounded by the plugin's deadline: ``start(_:)`` returns at
/// once and ``actionStatus`` says what is running and how the last action ended, so the UI
/// never waits on a plugin. The terminal layer renders it generically; feature code never
/// sees it.
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
    /// What the screen shows about its actions.
    public private(set) var actionStatus: ActionStatus = .idle {
        didSet { onChange?() }
    }
    /// Called when ``actionStatus`` changes (the terminal screen redraws).
    public var onChange: (@MainActor () -> Void)?

    /// The state of the screen's actions.
    public enum ActionStatus: Hashable, Sendable {
        /// No action has run yet.
        case idle
        /// The action with this id is running.
        case running(String)
        /// The last action succeeded; its result as text (nil for `void`).
        case succeeded(String?)
        /// The last action failed, or was refused before the call; the message.
        case failed(String)
    }

    private let external: IsolatedPlugin?
    private weak var hosting: PluginHosting?

    init(route: PluginRoute, plugin: IsolatedPlugin?, hosting: PluginHosting?) {
        self.plugin = route.plugin
        self.screenID = route.screen
        self.external = plugin
        self.hosting = hosting
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

    /// Why the plugin was stopped (it crashed, blocked or flooded), or nil while it runs.
    public var unresponsiveReason: String? { hosting?.fault(of: plugin) }

    /// Calls a plugin action with the screen data as arguments and returns its result as
    /// text (nil for `void`). An action without arguments needs no `params`. Navigation the
    /// plugin asks for during the call is applied when the call returns.
    ///
    /// - Throws: `PluginCallError` (unknown action, bad data, the action failed, or the
    ///   plugin is unresponsive: it crashed, passed its deadline or flooded the host).
    @discardableResult
    public func perform(_ action: String) async throws -> String? {
        guard let external else { throw PluginScreenError.pluginUnavailable(plugin) }
        defer { hosting?.processRequests() }
        let declared = external.manifest.action(action)
        let value =
            declared?.parameterNames == nil && declared?.argumentTypes.isEmpty == true
            ? try await external.call(action: action, arguments: [])
            : try await external.call(action: action, screenData: values)
        lastResult = value.map(Self.text)
        return lastResult
    }

    /// Submits a form: checks required fields, then calls the submit action.
    @discardableResult
    public func submit() async throws -> String? {
        try await perform(try checkedSubmitAction())
    }

    /// Starts an action without waiting for it (tracked by the host's tasks): the status is
    /// ``ActionStatus/running(_:)`` until it ends. Does nothing while another action runs.
    @discardableResult
    public func start(_ action: String) -> Task<Void, Never>? {
        if case .running = actionStatus { return nil }
        actionStatus = .running(action)
        let run: @MainActor @Sendable () async -> Void = { [weak self] in
            guard let self else { return }
            do {
                actionStatus = .succeeded(try await perform(action))
            } catch {
                actionStatus = .failed("\(error)")
            }
        }
        return hosting?.tasks?.track(run) ?? Task { @MainActor in await run() }
    }

    /// Starts the form's submit action (see ``start(_:)``) once the required fields are
    /// filled; otherwise the status says which one is missing.
    @discardableResult
    public func startSubmit() -> Task<Void, Never>? {
        do {
            return start(try checkedSubmitAction())
        } catch {
            actionStatus = .failed("\(error)")
            return nil
        }
    }

    private func checkedSubmitAction() throws(PluginScreenError) -> String {
        guard let submitAction else { throw .notAForm(screenID) }
        if let missing = fields.first(where: { $0.isRequired && (values[$0.key] ?? "").isEmpty }) {
            throw .requiredFieldEmpty(missing.label)
        }
        return submitAction
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
