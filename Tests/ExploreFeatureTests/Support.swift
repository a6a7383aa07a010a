import ExploreFeature
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import Testing

/// Polls `condition` on the main actor until it holds, failing after `seconds` (generous:
/// the machine running the tests may be loaded).
@MainActor
func waitUntil(seconds: Double = 30, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        guard Date() < deadline else { throw WaitError.timedOut }
        try await Task.sleep(for: .milliseconds(20))
    }
}

enum WaitError: Error {
    case timedOut
}

/// A screen drawn in the content area the shell gives it in an 80×24 terminal (80×21: the
/// tab bar, the breadcrumb and the footer take three rows), as text rows.
@MainActor
enum ScreenText {
    static func render(_ screen: some TerminalScreen, width: Int = 80, height: Int = 21) -> [String] {
        var canvas = Canvas(size: Size(width: width, height: height))
        let entry = Entry(id: EntryID(rawValue: 1), route: AnyRoute(ExploreRoute.root))
        screen.render(in: &canvas, context: RenderContext(entry: entry, isFocused: true))
        return canvas.buffer.text
    }
}

/// The whole app as the real shell draws it in a terminal (tab bar, breadcrumb, footer).
@MainActor
struct ShellView {
    /// The terminal the shell draws in.
    let terminal: InMemoryTerminal
    private let shell: Shell

    init(_ flow: FlowTest, width: Int = 80, height: Int = 24) {
        terminal = InMemoryTerminal(size: Size(width: width, height: height))
        shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
    }

    /// Opens `link`, waits for the screens to load, and draws the app; returns its rows.
    func open(_ link: String, in flow: FlowTest, sourceLocation: SourceLocation = #_sourceLocation) async -> [String] {
        flow.open(link, sourceLocation: sourceLocation)
        await flow.settle()
        shell.render()
        return terminal.screenText
    }
}
