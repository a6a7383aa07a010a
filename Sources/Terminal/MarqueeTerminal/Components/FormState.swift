/// The value of a form field.
public enum FormValue: Hashable, Sendable {
    /// Free text (a name, a URL, an API key).
    case text(TextFieldState)
    /// On/off.
    case toggle(Bool)
    /// One of `options`, by index.
    case picker(options: [String], selected: Int)
}

/// A labelled field of a form, with an optional validation message shown under it.
public struct FormField: Hashable, Sendable {
    /// A stable identifier ("url", "apiKey").
    public var id: String
    /// The label shown left of the value.
    public var label: String
    /// The current value.
    public var value: FormValue
    /// Shown in muted text in an empty text field.
    public var placeholder: String
    /// An error to show under the field (nil: valid).
    public var validationMessage: String?

    /// Creates a field.
    public init(id: String, label: String, value: FormValue, placeholder: String = "", validationMessage: String? = nil) {
        self.id = id
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.validationMessage = validationMessage
    }

    /// A text field.
    public static func text(
        _ id: String, label: String, text: String = "", placeholder: String = "",
        isMasked: Bool = false
    ) -> FormField {
        FormField(
            id: id, label: label, value: .text(TextFieldState(text: text, isMasked: isMasked)),
            placeholder: placeholder)
    }

    /// A toggle.
    public static func toggle(_ id: String, label: String, isOn: Bool = false) -> FormField {
        FormField(id: id, label: label, value: .toggle(isOn))
    }

    /// A picker over `options`.
    public static func picker(_ id: String, label: String, options: [String], selected: Int = 0) -> FormField {
        FormField(id: id, label: label, value: .picker(options: options, selected: selected))
    }

    /// The text of a text field, the selected option of a picker, "true"/"false" for a toggle.
    public var stringValue: String {
        switch value {
        case .text(let field): return field.text
        case .toggle(let isOn): return isOn ? "true" : "false"
        case .picker(let options, let selected): return options.indices.contains(selected) ? options[selected] : ""
        }
    }
}

/// Fields, focus and validation of a form.
///
/// Keys: ↓/Tab and ↑/Shift-Tab move focus (Enter in a text field moves to the next field);
/// in a text field editing keys edit it; Space or Enter flips a toggle; ←/→ (or `h`/`l`)
/// change a picker. Esc is not used (it belongs to the sheet holding the form).
public struct FormState: Hashable, Sendable {
    /// The fields, in order.
    public var fields: [FormField]
    /// The focused field's index.
    public private(set) var focus: Int = 0

    /// Creates a form with the first field focused.
    public init(fields: [FormField]) {
        self.fields = fields
    }

    /// The field with `id`.
    public subscript(id: String) -> FormField? {
        get { fields.first { $0.id == id } }
        set {
            guard let index = fields.firstIndex(where: { $0.id == id }), let newValue else { return }
            fields[index] = newValue
        }
    }

    /// Whether the focused field is a text field (it takes every printable key).
    public var focusIsOnText: Bool {
        guard fields.indices.contains(focus), case .text = fields[focus].value else { return false }
        return true
    }

    /// Focuses the field at `index` (clamped).
    public mutating func focus(_ index: Int) {
        focus = fields.isEmpty ? 0 : min(max(0, index), fields.count - 1)
    }

    /// Runs `rule` on every field and stores the messages it returns. Returns true when
    /// all fields are valid; focus moves to the first invalid field.
    @discardableResult
    public mutating func validate(_ rule: (FormField) -> String?) -> Bool {
        var firstInvalid: Int?
        for index in fields.indices {
            fields[index].validationMessage = rule(fields[index])
            if fields[index].validationMessage != nil && firstInvalid == nil { firstInvalid = index }
        }
        if let firstInvalid { focus(firstInvalid) }
        return firstInvalid == nil
    }

    /// Applies a key; returns false for keys the form does not use.
    public mutating func handle(_ key: Key) -> Bool {
        guard fields.indices.contains(focus) else { return false }
        switch key {
        case .down, .tab:
            focus(focus + 1)
            return true
        case .up, .backTab:
            focus(focus - 1)
            return true
        default: break
        }
        switch fields[focus].value {
        case .text(var field):
            if key == .enter {
                focus(focus + 1)
                return true
            }
            guard field.handle(key) else { return false }
            fields[focus].value = .text(field)
            fields[focus].validationMessage = nil
        case .toggle(let isOn):
            guard key == .character(" ") || key == .enter else { return false }
            fields[focus].value = .toggle(!isOn)
        case .picker(let options, let selected):
            guard !options.isEmpty else { return false }
            switch key {
            case .right, .character("l"), .character(" "):
                fields[focus].value = .picker(options: options, selected: (selected + 1) % options.count)
            case .left, .character("h"):
                fields[focus].value = .picker(options: options, selected: (selected - 1 + options.count) % options.count)
            default:
                return false
            }
        }
        return true
    }
}
