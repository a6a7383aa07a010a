import Foundation
import MarqueeShell
import MarqueeTerminal

/// The form of an add-options screen (add movie, add series): a heading, one row per field
/// (a label and its value, a tags text field, the Add button) and a message on the last line.
///
/// It keeps the focused field and the tags text and turns keys into what the screen does:
/// ↑↓ and tab move between fields, enter (or space outside the tags field) activates the
/// focused field, ctrl-s (or its alias ctrl-o) asks to add, and typing in the tags field edits
/// the tags.
public struct AddOptionsForm<Field>: Hashable, Sendable
where Field: CaseIterable & Hashable & Sendable & RawRepresentable, Field.RawValue == Int {
    /// What a key asks the screen to do.
    public enum Outcome: Hashable, Sendable {
        /// The form handled the key itself (a focus move).
        case handled
        /// The key is not for the form.
        case notHandled
        /// Activate a field: open its picker, toggle it, or ask to add.
        case activate(Field)
        /// Ask to add (ctrl-s).
        case add
        /// The tags text changed to this.
        case tagsEdited(String)

        /// Does what the key asked with the screen's own actions and says whether the key
        /// was handled.
        @MainActor
        public func perform(activate: (Field) -> Void, add: () -> Void, editTags: (String) -> Void) -> KeyResult {
            switch self {
            case .notHandled: return .notHandled
            case .handled: break
            case .add: add()
            case .activate(let field): activate(field)
            case .tagsEdited(let text): editTags(text)
            }
            return .handled
        }
    }

    /// The focused field.
    public private(set) var focus: Field
    /// The tags text field.
    public private(set) var tagField: TextFieldState
    private let tags: Field
    private let add: Field

    /// A form focused on its first field, whose `tags` field edits `tagText` and whose `add`
    /// field is the Add button.
    public init(tags: Field, add: Field, tagText: String = "") {
        focus = Field.allCases.first ?? add
        tagField = TextFieldState(text: tagText)
        self.tags = tags
        self.add = add
    }

    /// Replaces the tags text (as typing it would).
    public mutating func setTags(_ text: String) {
        tagField = TextFieldState(text: text)
    }

    /// Whether the tags field has the focus (it takes every printable key).
    public var isEditingTags: Bool { focus == tags }

    /// The hint for enter: "add" on the Add button, "change" elsewhere.
    public var enterHint: String { focus == add ? "add" : "change" }

    /// Turns a key into what the screen should do.
    public mutating func handle(_ key: Key) -> Outcome {
        let count = Field.allCases.count
        switch key {
        case .up, .backTab:
            focus = Field(rawValue: max(0, focus.rawValue - 1)) ?? focus
            return .handled
        case .down, .tab:
            focus = Field(rawValue: min(count - 1, focus.rawValue + 1)) ?? focus
            return .handled
        case .control("s"), .control("o"):
            return .add
        case .enter:
            return .activate(focus)
        case .character(" ") where focus != tags:
            return .activate(focus)
        case .escape:
            return .notHandled
        default:
            guard focus == tags, tagField.handle(key) else { return .notHandled }
            return .tagsEdited(tagField.text)
        }
    }

    /// Draws the form.
    ///
    /// - Parameters:
    ///   - heading: The title (and year) of what is added, or nil while it loads.
    ///   - label: The label of a field.
    ///   - value: The value shown for a field.
    ///   - isAdding: Whether an add request is running (the button says so).
    ///   - message: A failure or validation message for the last line.
    ///   - isFocused: Whether the screen has the keyboard (the tags field shows its cursor).
    public func render(
        in canvas: inout Canvas, heading: String?, label: (Field) -> String, value: (Field) -> String,
        isAdding: Bool, message: String?, isFocused: Bool
    ) {
        let theme = canvas.theme
        let width = canvas.size.width
        if let heading {
            canvas.write(heading, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
        }
        let labelWidth = 16
        for field in Field.allCases {
            let y = 2 + field.rawValue
            guard y < canvas.size.height - 1 else { break }
            let focused = field == focus
            if field == add {
                let button = isAdding ? "[ Adding… ]" : "[ Add ]"
                canvas.write(button, at: Point(x: labelWidth + 3, y: y), style: focused ? theme.selection : theme.accent)
                continue
            }
            canvas.write(label(field), at: Point(x: 1, y: y), width: labelWidth, style: focused ? theme.accent : theme.normal)
            let valueWidth = max(0, width - labelWidth - 4)
            if field == tags {
                canvas.clipped(to: Rect(x: labelWidth + 3, y: y, width: valueWidth, height: 1)) { line in
                    TextFieldView(state: tagField, isFocused: focused && isFocused, placeholder: "comma-separated").render(in: &line)
                }
            } else {
                canvas.write(
                    value(field), at: Point(x: labelWidth + 3, y: y), width: valueWidth,
                    style: focused ? theme.selection : theme.normal)
            }
        }
        if let message, canvas.size.height > 0 {
            canvas.write(message, at: Point(x: 1, y: canvas.size.height - 1), width: width - 1, style: theme.error)
        }
    }
}
