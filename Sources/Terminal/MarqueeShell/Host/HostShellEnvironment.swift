import MarqueeHost
import MarqueeNavigation

/// Adapts the plugin host to what the terminal shell needs: the host's coordinator, its tabs
/// (with their root routes), the screens it makes (as terminal screens), its key commands and
/// its deep-link patterns. The host owns screen lifetime (ADR 0006); the shell only draws.
///
/// The `marquee` executable shows its host through this, and so do feature modules' rendering
/// tests (`Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)`), so
/// they see exactly what the app shows.
@MainActor
public final class HostShellEnvironment: ShellEnvironment {
    /// The host the shell shows.
    public let host: ModuleHost

    /// Shows `host`.
    public init(host: ModuleHost) {
        self.host = host
    }

    public var coordinator: NavigationCoordinator { host.coordinator }

    /// One tab per module: a module with several instances is its current instance's tab,
    /// titled `Radarr · 4k`.
    public var tabs: [ShellTab] {
        host.tabs.map { tab in
            let shown = host.shownTab(for: tab)
            return ShellTab(id: shown.id, title: shown.title, key: String(tab.key), root: tab.root.base)
        }
    }

    /// The host's screen for the entry, when it is a terminal screen (an external plugin's
    /// screen is one: `MarqueePluginHosting` makes it).
    public func screen(for entry: Entry) -> (any TerminalScreen)? {
        host.screen(for: entry.id) as? any TerminalScreen
    }

    /// The host's commands for the focused entry (already filtered by scope and precedence,
    /// so they are offered to the shell as global commands), the focused item's own first (a
    /// movie's `m` `s` `e` `d` before the tab's `a` and section keys, so that a narrow footer
    /// keeps them), the palette's instance entries ("Radarr: switch to 4k", "Add to 4k";
    /// see ``ModuleHost/instanceCommands``), and the modules' palette commands ("theme-light").
    public var commands: [ShellCommand] {
        let available = host.keyCommands(for: host.coordinator.state.focusedEntry)
        // Refresh works everywhere (docs/keys.md, "Global"): it goes after the item's actions.
        let isItemAction: (KeyCommand) -> Bool = { command in
            if case .screenType = command.scope { command.key != "ctrl-r" } else { false }
        }
        let focused = available.filter(isItemAction) + available.filter { !isItemAction($0) }
        let keyed = focused.map { command in
            ShellCommand(key: command.key, title: command.title, actsOnFocusedItem: isItemAction(command)) { [weak host] _ in
                try host?.perform(command)
            }
        }
        let switches = host.instanceCommands(from: focused).map { command in
            ShellCommand(key: nil, name: command.name, title: command.title) { [weak host] _ in
                if let host { try command.perform(on: host) }
            }
        }
        let named = host.paletteCommands.map { command in
            ShellCommand.reporting(key: nil, name: command.name, title: command.title) { [weak host] _ in try host?.perform(command) ?? nil }
        }
        return keyed + switches + named
    }

    public var linkPatterns: [String] { host.deepLinks.patterns(startingWith: "/").map(\.text) }

    public var linkSummaries: [String: String] {
        Dictionary(host.deepLinks.links.map { ($0.pattern.text, $0.summary) }, uniquingKeysWith: { first, _ in first })
    }

    public var liveScreens: [any TerminalScreen] {
        host.liveScreens.compactMap { $0 as? any TerminalScreen }
    }
}
