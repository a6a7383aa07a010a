import MarqueeNavigation
import MarqueeTerminal

/// A module key command: a key, a title, where it applies, and what it does.
public struct ShellCommand {
    /// Where a command applies.
    public enum Scope: Hashable, Sendable {
        /// Everywhere.
        case global
        /// While the focused entry belongs to this feature.
        case feature(FeatureID)
    }

    /// The key, e.g. `a` or `ctrl-r` (see ``KeyChord``); nil for palette-only commands.
    public var key: String? {
        didSet { chord = key.flatMap(KeyChord.init)?.key }
    }
    /// The key as the terminal reports it, read once from ``key``.
    public private(set) var chord: Key?
    /// The name typed in the command palette, e.g. `refresh`.
    public var name: String
    /// What the command does, shown in the footer, the help and the palette.
    public var title: String
    /// Where it applies.
    public var scope: Scope
    /// Whether it acts on what the focused screen shows (a movie's `m`, `s`, `e`, `d`), rather
    /// than going somewhere or acting tab-wide (a section, add): the footer keeps the item's
    /// actions with the screen's own hints, before the others.
    public var actsOnFocusedItem: Bool
    /// Runs the command and returns what it did, for a toast (nil: nothing to say); an error
    /// it throws is shown on the status line.
    public var action: @MainActor (NavigationCoordinator) throws -> String?

    /// Creates a command. `name` defaults to the title in lower case with dashes.
    public init(
        key: String?, name: String? = nil, title: String, scope: Scope = .global, actsOnFocusedItem: Bool = false,
        action: @escaping @MainActor (NavigationCoordinator) throws -> Void
    ) {
        self.key = key
        self.actsOnFocusedItem = actsOnFocusedItem
        chord = key.flatMap(KeyChord.init)?.key
        self.name = name ?? title.lowercased().split(separator: " ").joined(separator: "-")
        self.title = title
        self.scope = scope
        self.action = { coordinator in
            try action(coordinator)
            return nil
        }
    }

    /// A command whose action says what it did, which the shell shows as a toast (nil: nothing
    /// to say).
    public static func reporting(
        key: String?, name: String? = nil, title: String, scope: Scope = .global,
        action: @escaping @MainActor (NavigationCoordinator) throws -> String?
    ) -> ShellCommand {
        var command = ShellCommand(key: key, name: name, title: title, scope: scope) { _ in }
        command.action = action
        return command
    }

    /// Whether the command applies while `entry` has focus.
    public func applies(to entry: Entry?) -> Bool {
        switch scope {
        case .global: true
        case .feature(let feature): entry?.route.feature == feature
        }
    }
}
