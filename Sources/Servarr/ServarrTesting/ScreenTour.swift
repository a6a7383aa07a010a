import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import Testing

/// Opens every link in turn through the shell at `size` and checks what a person sees: the
/// screen's first key hint in the footer, no "`service` is not configured" and no server
/// error, no line wider than the terminal. `check` adds a feature's own checks for a link.
@MainActor
public func tour(
    _ links: [String], in flow: FlowTest, size: Size, service: String,
    sourceLocation: SourceLocation = #_sourceLocation, check: (_ link: String, _ terminal: InMemoryTerminal) -> Void = { _, _ in }
) async throws {
    let terminal = InMemoryTerminal(size: size)
    let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
    for link in links {
        flow.open(link)
        await flow.settle()
        shell.render()
        let screen = try #require(flow.focusedScreen as? any TerminalScreen, "\(link)", sourceLocation: sourceLocation)
        let bottom = terminal.screenText[size.height - 1]
        let hint = try #require(screen.keyHints.first, "\(link)", sourceLocation: sourceLocation)
        #expect(bottom.contains("\(hint.displayKey) \(hint.title)"), "\(link): \(terminal.screenString)", sourceLocation: sourceLocation)
        #expect(!terminal.screenString.contains("\(service) is not configured"), "\(link)", sourceLocation: sourceLocation)
        #expect(terminal.row(containing: "Server error") == nil, "\(link): \(terminal.screenString)", sourceLocation: sourceLocation)
        for line in terminal.screenText { #expect(line.displayWidth <= size.width, "\(link)", sourceLocation: sourceLocation) }
        check(link, terminal)
    }
}
