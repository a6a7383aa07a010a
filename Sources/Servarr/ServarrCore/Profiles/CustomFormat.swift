import MarqueeJSON

/// A custom format (`Settings → Custom Formats`): conditions a release's title, source,
/// resolution, group, language, flags or size meet; a profile gives each format a score.
public struct CustomFormat: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    /// Whether `{Custom Formats}` in the naming settings includes it.
    public var includeWhenRenaming: Bool
    /// What a release must meet, each of a kind the server's `customformat/schema` lists.
    public var conditions: [CustomFormatCondition]

    public init(id: Int, name: String, includeWhenRenaming: Bool = false, conditions: [CustomFormatCondition] = []) {
        self.id = id
        self.name = name
        self.includeWhenRenaming = includeWhenRenaming
        self.conditions = conditions
    }
}

/// One condition of a custom format, or (in `customformat/schema`) a kind of condition with
/// its fields empty: `ReleaseTitleSpecification` with its `value` (a regular expression).
public struct CustomFormatCondition: Sendable, Hashable {
    /// The name the user gave the condition ("x265").
    public var name: String
    /// The kind: `ReleaseTitleSpecification`, `SourceSpecification`, `SizeSpecification`…
    public var implementation: String
    /// The kind as the server names it to people: "Release Title", "Size".
    public var implementationName: String
    /// Whether a release meets it by not matching.
    public var negate: Bool
    /// Whether the format needs it met (else one met condition of its kind is enough).
    public var required: Bool
    /// What the condition compares with, as the schema describes it.
    public var fields: [ProviderField]

    public init(
        name: String, implementation: String, implementationName: String = "", negate: Bool = false, required: Bool = false,
        fields: [ProviderField] = []
    ) {
        self.name = name
        self.implementation = implementation
        self.implementationName = implementationName
        self.negate = negate
        self.required = required
        self.fields = fields
    }

    /// The condition's value in a line: "/\\bx265\\b/i", "Bluray", "1–15 GB".
    public var summary: String {
        fields.map { $0.valueText }.filter { !$0.isEmpty }.joined(separator: " – ")
    }
}

/// A field of a condition or provider as the server's schema describes it: its name, label,
/// kind (`textbox`, `number`, `select`, `checkbox`, `tag`) and value.
public struct ProviderField: Sendable, Hashable {
    public var order: Int
    public var name: String
    public var label: String
    /// `textbox`, `number`, `select`, `checkbox`, `tag`…
    public var type: String
    /// A unit for numbers ("GB").
    public var unit: String
    public var helpText: String
    /// What the field holds: text, a number, a boolean or a list.
    public var value: JSONValue
    /// The choices of a `select` field.
    public var selectOptions: [SelectOption]

    public init(
        order: Int = 0, name: String, label: String = "", type: String = "textbox", unit: String = "", helpText: String = "",
        value: JSONValue = .null, selectOptions: [SelectOption] = []
    ) {
        self.order = order
        self.name = name
        self.label = label
        self.type = type
        self.unit = unit
        self.helpText = helpText
        self.value = value
        self.selectOptions = selectOptions
    }

    /// The value as a person reads it: a choice by its name, a number without ".0".
    public var valueText: String {
        switch value {
        case .null: return ""
        case .bool(let flag): return flag ? "yes" : "no"
        case .string(let text): return text
        case .number(let number):
            if let option = selectOptions.first(where: { Double($0.value) == number }) { return option.name }
            let text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            return unit.isEmpty ? text : "\(text) \(unit)"
        case .array(let values):
            return values.map { ProviderField(name: name, value: $0, selectOptions: selectOptions).valueText }.joined(separator: ", ")
        case .object: return "…"
        }
    }
}

/// A choice of a `select` field.
public struct SelectOption: Sendable, Hashable {
    public var value: Int
    public var name: String
    public init(value: Int, name: String) {
        self.value = value
        self.name = name
    }
}

extension CustomFormat: ServarrRecord {
    package static let blank = CustomFormat(id: 0, name: "")
    package static let fields: [RecordField<CustomFormat>] = [
        .identity(\.id),
        .field("name", \.name, .readWrite),
        .field("includeCustomFormatWhenRenaming", \.includeWhenRenaming, .readWrite),
        .records("specifications", \.conditions, matchedBy: "name", .readWrite),
    ]
}

extension CustomFormatCondition: ServarrRecord {
    package static let blank = CustomFormatCondition(name: "", implementation: "")
    package static let fields: [RecordField<CustomFormatCondition>] = [
        .field("name", \.name, .readWrite),
        .field("implementation", \.implementation, .readWrite),
        .field("implementationName", \.implementationName),
        .field("negate", \.negate, .readWrite),
        .field("required", \.required, .readWrite),
        .records("fields", \.fields, matchedBy: "name", .readWrite),
    ]

    package mutating func complete() {
        if implementationName.isEmpty { implementationName = implementation.replacing("Specification", with: "") }
    }
}

extension ProviderField: ServarrRecord {
    package static let blank = ProviderField(name: "")
    package static let fields: [RecordField<ProviderField>] = [
        .field("order", \.order),
        .field("name", \.name, .readWrite),
        .field("label", \.label),
        .field("unit", \.unit),
        .field("helpText", \.helpText),
        .value("value", \.value, .readWrite),
        .field("type", \.type),
        .records("selectOptions", \.selectOptions, matchedBy: "value"),
    ]

    package mutating func complete() {
        if label.isEmpty { label = name }
    }
}

extension SelectOption: ServarrRecord {
    package static let blank = SelectOption(value: 0, name: "")
    package static let fields: [RecordField<SelectOption>] = [.field("value", \.value), .field("name", \.name)]
}
