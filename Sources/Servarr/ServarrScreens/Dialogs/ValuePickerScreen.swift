import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import ServarrCore

/// A picker modal: a list of choices; selecting one hands its value to `choose`, which
/// finishes the modal with it as the typed result of `present(_:returning:)`. Esc dismisses
/// it without a result.
@MainActor
public final class ValuePickerScreen<Value: Sendable & Hashable>: Screen, TerminalScreen, RowSelecting {
    /// One choice: what the user reads and the value returned.
    public struct Choice: Sendable {
        public var label: String
        public var detail: String
        public var value: Value

        /// Creates a choice.
        public init(label: String, detail: String = "", value: Value) {
            self.label = label
            self.detail = detail
            self.value = value
        }
    }

    public let title: String
    public let choices: [Choice]
    private var list: ListState
    private let choose: @MainActor (Value) throws -> Void
    private var display: DisplayInvalidator?

    /// A picker of `choices` with `current` highlighted; `choose` finishes the modal with the
    /// chosen value (typically `router.finish(with:)`).
    public init(title: String, choices: [Choice], current: Value?, choose: @escaping @MainActor (Value) throws -> Void) {
        self.title = title
        self.choices = choices
        self.choose = choose
        list = ListState(itemCount: choices.count)
        if let current, let index = choices.firstIndex(where: { $0.value == current }) { list.select(index) }
    }

    /// The highlighted choice's index.
    public var highlighted: Int { list.selection }

    public func selectRow(at index: Int) throws {
        guard choices.indices.contains(index) else { throw RowSelectionError.noSuchRow(index) }
        try choose(choices[index].value)
    }

    public func screenDidAppear() {}
    public func screenWillBeReleased() {}
    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("enter", "choose")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        list.pageSize = max(1, canvas.size.height)
        list.scrollOffset = ListScrolling.offset(list, rows: canvas.size.height)
        let choices = self.choices
        ListView(state: list, emptyMessage: "Nothing to choose from") { index in
            ListRow(choices[index].label, detail: choices[index].detail)
        }.render(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if key == .enter {
            try? selectRow(at: list.selection)
            return .handled
        }
        guard key != .escape, list.handle(key) else { return .notHandled }
        display?.setNeedsDisplay()
        return .handled
    }
}

extension ValuePickerScreen.Choice where Value == Int {
    /// One choice per quality profile, returning its id.
    public static func qualityProfiles(_ profiles: [QualityProfile]) -> [Self] {
        profiles.map { Self(label: $0.name, value: $0.id) }
    }
}

extension ValuePickerScreen.Choice where Value == String {
    /// One choice per root folder, returning its path, with its free space (or
    /// "inaccessible").
    public static func rootFolders(_ folders: [RootFolder]) -> [Self] {
        folders.map { folder in
            Self(
                label: folder.path,
                detail: folder.isAccessible ? (folder.freeSpace.map { ByteCountText.text(for: $0) + " free" } ?? "") : "inaccessible",
                value: folder.path)
        }
    }
}
