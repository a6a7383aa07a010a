import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrFeature
import Testing

/// At 80x24, through the real shell: while a text field or a filter prompt has the keys, the
/// footer offers none of the keys it takes (`?`, `:`, `q`, the list's letters), and those keys
/// type.
@MainActor
@Suite(.serialized) struct TextFieldFooterTests {
    private func footer(after script: String, at link: String) async throws -> (footer: String, screen: String) {
        var result = ("", "")
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            flow.open(link)
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            for key in Key.script(script) { shell.handle(key) }
            await flow.settle()
            shell.render()
            result = (terminal.screenText[23], terminal.screenString)
        }
        return result
    }

    @Test func theAddSearchBoxTakesQuestionMarkColonAndQ() async throws {
        let (footer, screen) = try await footer(after: "q?:1", at: "/radarr/add")
        #expect(screen.contains("q?:1"), "the keys typed into the box:\n\(screen)")
        for shellKey in ["? help", ": go to", "q quit"] { #expect(!footer.contains(shellKey), "\(footer)") }
        #expect(footer.contains("Esc"), "\(footer)")
    }

    @Test func theQueuesFilterPromptAdvertisesNoLetterCommand() async throws {
        let (footer, _) = try await footer(after: "/qxds", at: "/radarr/queue")
        for letter in ["d remove", "/ filter", "? help", "q quit", "mark all"] { #expect(!footer.contains(letter), "\(footer)") }
        #expect(footer.contains("Esc clear"), "the prompt's own keys: \(footer)")
    }

    @Test func theLibrarysFilterPromptAdvertisesNoItemCommand() async throws {
        let (footer, _) = try await footer(after: "/dun", at: "/radarr/library")
        for command in ["m monitor", "s search", "Ctrl-R", "? help", "q quit"] { #expect(!footer.contains(command), "\(footer)") }
        #expect(footer.contains("Enter open") && footer.contains("Esc clear"), "\(footer)")
    }

    @Test func theTagPromptAdvertisesSaveAndCancelOnly() async throws {
        let (footer, _) = try await footer(after: "n", at: "/radarr/tags")
        #expect(footer.contains("Enter save"), "\(footer)")
        for shellKey in ["? help", ": go to", "q quit"] { #expect(!footer.contains(shellKey), "\(footer)") }
    }
}
