import Foundation
import MarqueeHost
import MarqueeJSON
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// The form of a custom format, new, cloned or edited, driven by the server's
/// `customformat/schema`: its name, whether `{Custom Formats}` names include it, and its
/// conditions, each of a kind the schema lists with that kind's fields (a regular expression,
/// a choice of source, resolution or language, a size range), a name, and the negate and
/// required toggles. `←` `→` change a condition's kind or a choice; `d` (or `Del`) on a
/// condition's kind row removes it; Enter on "Add condition" adds one of the kind it shows.
/// Ctrl-S saves; a refusal keeps the form and shows the server's reason (``EditSheetScreen``).
@MainActor
public final class CustomFormatEditScreen: FormSheetScreen<(CustomFormat, [CustomFormatCondition]), CustomFormat> {
    /// The kinds of condition the server knows, as `customformat/schema` lists them.
    public private(set) var kinds: [CustomFormatCondition] = []
    /// The conditions' kinds and fields as the form shows them; their values live in ``form``.
    private var conditions: [CustomFormatCondition] = []

    /// The form titled `title` ("New custom format", "Edit x265"): `load` reads the format
    /// (id 0 for a new one) and the condition kinds, `save` creates or updates it.
    public init(
        title: String, tasks: TaskTracker, load: @escaping @Sendable () async throws -> (CustomFormat, [CustomFormatCondition]),
        save: @escaping @Sendable (CustomFormat) async throws -> CustomFormat, done: @escaping @MainActor () throws -> Void
    ) {
        super.init(title: title, tasks: tasks, load: load, record: { $0.0 }, save: save, done: done)
    }

    public override func fill(_ loaded: (CustomFormat, [CustomFormatCondition])) {
        kinds = loaded.1
        conditions = loaded.0.conditions
        form = Self.form(for: loaded.0, kinds: kinds)
    }

    public override func savedMessage(for saved: CustomFormat) -> String { "✓ Saved \(saved.name)" }

    // MARK: Editing

    // Rows: `name`, `rename`, then per condition `c0.kind`, `c0.name`, `c0.field.value` (a
    // field by its name), `c0.negate`, `c0.required`; last `add`.

    public override func formChanged(_ id: String) {
        if id.hasSuffix(".kind") { kindsChanged() }
    }

    /// Adds a condition of the kind the "Add condition" row shows, named after it, and focuses it.
    public func addCondition() {
        guard case .picker(_, let selected)? = form["add"]?.value, kinds.indices.contains(selected) else { return }
        var format = current()
        var condition = kinds[selected]
        condition.name = condition.implementationName
        format.conditions.append(condition)
        rebuild(format)
        focus("c\(format.conditions.count - 1).name")
    }

    /// Removes condition `index` (its kind row's `d`).
    public func removeCondition(at index: Int) {
        var format = current()
        guard format.conditions.indices.contains(index) else { return }
        format.conditions.remove(at: index)
        rebuild(format)
        focus(format.conditions.indices.contains(index) ? "c\(index).kind" : "add")
    }

    /// The format as the form has it, or why it cannot be sent (a size that is not a number).
    public override func edited() -> Result<CustomFormat, EditSheetProblem> {
        guard original != nil else { return .failure(EditSheetProblem("Not loaded yet")) }
        var format = current()
        for index in format.conditions.indices {
            for fieldIndex in format.conditions[index].fields.indices {
                let field = format.conditions[index].fields[fieldIndex]
                guard field.type == "number", let text = form["c\(index).field.\(field.name)"]?.stringValue else { continue }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard let number = Double(trimmed.isEmpty ? "0" : trimmed), number.isFinite else {
                    return .failure(EditSheetProblem("\(field.label) of ‘\(format.conditions[index].name)’ must be a number"))
                }
                format.conditions[index].fields[fieldIndex].value = .number(number)
            }
        }
        return .success(format)
    }

    /// The format with the form's values; numbers that do not read as numbers stay as text.
    private func current() -> CustomFormat {
        guard var format = original else { return CustomFormat(id: 0, name: "") }
        format.name = (form["name"]?.stringValue ?? "").trimmingCharacters(in: .whitespaces)
        format.includeWhenRenaming = form["rename"]?.stringValue == "true"
        format.conditions = conditions.enumerated().map { index, condition in
            var condition = condition
            condition.name = form["c\(index).name"]?.stringValue ?? condition.name
            condition.negate = form["c\(index).negate"]?.stringValue == "true"
            condition.required = form["c\(index).required"]?.stringValue == "true"
            condition.fields = condition.fields.map { field in
                var field = field
                guard let row = form["c\(index).field.\(field.name)"] else { return field }
                switch row.value {
                case .text(let text):
                    field.value = field.type == "number" ? (Double(text.text).map(JSONValue.number) ?? .string(text.text)) : .string(text.text)
                case .toggle(let isOn): field.value = .bool(isOn)
                case .picker(_, let selected):
                    if field.selectOptions.indices.contains(selected) { field.value = .number(Double(field.selectOptions[selected].value)) }
                }
                return field
            }
            return condition
        }
        return format
    }

    /// After a picker moved: a condition whose kind changed takes the new kind's fields.
    private func kindsChanged() {
        var format = current()
        var changed = false
        for index in format.conditions.indices {
            guard case .picker(_, let selected)? = form["c\(index).kind"]?.value, kinds.indices.contains(selected),
                kinds[selected].implementation != format.conditions[index].implementation
            else { continue }
            let old = format.conditions[index]
            format.conditions[index] = kinds[selected]
            format.conditions[index].name = old.name
            format.conditions[index].negate = old.negate
            format.conditions[index].required = old.required
            changed = true
        }
        if changed { rebuild(format) }
    }

    /// Lays the form out again for `format`, keeping the focused row where it can.
    private func rebuild(_ format: CustomFormat) {
        let focused = focusedRow
        let add = form["add"]
        conditions = format.conditions
        form = Self.form(for: format, kinds: kinds)
        if let add { form["add"] = add }
        if let focused, let index = form.fields.firstIndex(where: { $0.id == focused }) { form.focus(index) }
        setNeedsDisplay()
    }

    /// The rows of `format`'s form.
    private static func form(for format: CustomFormat, kinds: [CustomFormatCondition]) -> FormState {
        let kindNames = kinds.map(\.implementationName)
        var fields: [MarqueeTerminal.FormField] = [
            .text("name", label: "Name", text: format.name, placeholder: "x265, HDR, Tier 01…"),
            .toggle("rename", label: "Include when renaming", isOn: format.includeWhenRenaming),
        ]
        for (index, condition) in format.conditions.enumerated() {
            let kind = kinds.firstIndex { $0.implementation == condition.implementation }
            let options = kind == nil ? kindNames + [condition.implementationName] : kindNames
            fields.append(.picker("c\(index).kind", label: "Condition \(index + 1)", options: options, selected: kind ?? kindNames.count))
            fields.append(.text("c\(index).name", label: "Name", text: condition.name))
            for field in condition.fields.sorted(by: { $0.order < $1.order }) {
                fields.append(row(for: field, id: "c\(index).field.\(field.name)"))
            }
            fields.append(.toggle("c\(index).negate", label: "Negate", isOn: condition.negate))
            fields.append(.toggle("c\(index).required", label: "Required", isOn: condition.required))
        }
        fields.append(.picker("add", label: "Add condition", options: kindNames.isEmpty ? ["—"] : kindNames))
        return FormState(fields: fields)
    }

    /// The row of a condition's field: a choice for `select`, a toggle for `checkbox`, text for
    /// the rest (a number with its unit as the placeholder).
    private static func row(for field: ProviderField, id: String) -> MarqueeTerminal.FormField {
        let label = field.unit.isEmpty ? field.label : "\(field.label) (\(field.unit))"
        switch field.type {
        case "select" where !field.selectOptions.isEmpty:
            let chosen: Int? =
                if case .number(let number) = field.value { field.selectOptions.firstIndex { Double($0.value) == number } } else { nil }
            return .picker(id, label: label, options: field.selectOptions.map(\.name), selected: chosen ?? 0)
        case "checkbox":
            if case .bool(let isOn) = field.value { return .toggle(id, label: label, isOn: isOn) }
            return .toggle(id, label: label)
        default:
            let text: String =
                switch field.value {
                case .number(let number) where number == number.rounded() && abs(number) < 1e15: String(Int(number))
                case .number(let number): String(number)
                case .string(let text): text
                default: ""
                }
            return .text(id, label: label, text: field.type == "number" && field.value == .null ? "" : text, placeholder: field.helpText)
        }
    }

    // MARK: Terminal

    public override var formKeyHints: [KeyHint] {
        let row = focusedRow ?? ""
        if row == "add" { return [KeyHint("← →", "kind"), KeyHint("enter", "add condition"), KeyHint("ctrl-s", "save")] }
        if row.hasSuffix(".kind") { return [KeyHint("← →", "kind"), KeyHint("d", "remove condition"), KeyHint("ctrl-s", "save")] }
        return super.formKeyHints
    }

    public override func handleForm(_ key: Key, context: ScreenInput) -> KeyResult {
        let row = focusedRow ?? ""
        if row.hasSuffix(".kind"), key == .character("d") || key == .delete,
            let index = Int(row.dropFirst().prefix { $0.isNumber })
        {
            removeCondition(at: index)
            return .handled
        }
        if row == "add", key == .enter {
            addCondition()
            return .handled
        }
        return super.handleForm(key, context: context)
    }
}
