import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrSimulator
import SettingsFeature
import Testing

/// What a user sees at 80×24 (and on a large terminal): every row fits, nothing overlaps, the
/// key hints show.
@MainActor
@Suite(.serialized) struct RenderingTests {
    private func render(_ fixture: SettingsFixture, width: Int = 80, height: Int = 24) async -> [String] {
        await fixture.flow.settle()
        let terminal = InMemoryTerminal(size: Size(width: width, height: height))
        let shell = Shell(environment: HostShellEnvironment(host: fixture.flow.host), backend: terminal)
        shell.render()
        for line in terminal.screenText { #expect(line.displayWidth <= width) }
        return terminal.screenText
    }

    @Test func instancesListAndAddSheetAt80x24() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome, exhaustive: false) { fixture in
            fixture.flow.open("/settings/instances")
            let list = await render(fixture)
            let header = try #require(list.firstIndex { $0.contains("Name") && $0.contains("Kind") && $0.contains("Status") })
            #expect(
                list[header + 1].contains("home") && list[header + 1].contains("✓ Radarr 5.14.0.9383"),
                "\(list.joined(separator: "\n"))")
            #expect(list[23].contains("a add") && list[23].contains("Enter edit") && list[23].contains("d remove"))

            fixture.flow.open("/settings/instances/add")
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            form.set(.apiKey, to: "secret-api-key")
            form.set(.headers, to: "Authorization: Bearer secret-header-token")
            form.save()
            let sheet = await render(fixture)
            for label in [
                "Kind", "Name", "URL", "API key", "Headers", "[ Test connection ]", "[ Save ]",
                "⚠ The name is required", "⚠ The URL is required",
            ] {
                #expect(sheet.contains { $0.contains(label) }, "\(label) missing:\n\(sheet.joined(separator: "\n"))")
            }
            #expect(!sheet.contains { $0.contains("secret-api-key") }, "the key is masked")
            #expect(!sheet.contains { $0.contains("secret-header-token") }, "the header values are masked")
            #expect(sheet[23].contains("Ctrl-T test") && sheet[23].contains("Ctrl-S save"))
            #expect(!sheet[23].contains("? help") && !sheet[23].contains("q quit"), "the name field takes them: \(sheet[23])")
            form.toggleKeyVisibility()
            let revealed = await render(fixture)
            #expect(revealed.contains { $0.contains("secret-api-key") })
            #expect(revealed.contains { $0.contains("secret-header-token") }, "one Ctrl-R shows the headers too")
        }
    }

    @Test func onboardingFillsTheScreenAt80x24AndLarge() async throws {
        try await withSettingsFlow(exhaustive: false) { fixture in
            fixture.flow.open("/settings/onboarding")
            for (width, height) in [(80, 24), (200, 60)] {
                let screen = await render(fixture, width: width, height: height)
                #expect(screen.contains { $0.contains("Welcome to Marquee") })
                #expect(screen.contains { $0.contains("Add a Radarr, Sonarr or Lidarr server") })
                #expect(screen.contains { $0.contains("Use the demo servers") })
                #expect(screen[height - 1].contains("Enter choose"))
            }
        }
    }

    /// Three Radarr instances (one unreachable, one with a long name) and a Sonarr one with a
    /// Japanese name.
    private static func mixedInstances(_ simulator: ServarrSimulator) -> String {
        """
        radarr:
          - name: home
            url: \(simulator.radarrURL.absoluteString)
            api_key: \(simulator.apiKey)
          - name: a-very-long-instance-name-for-the-living-room
            url: \(simulator.radarrURL.absoluteString)
            api_key: \(simulator.apiKey)
          - name: broken
            url: http://127.0.0.1:9
            api_key: \(simulator.apiKey)
        sonarr:
          - name: 東京の家
            url: \(simulator.sonarrURL.absoluteString)
            api_key: \(simulator.apiKey)
        """
    }

    /// The display column where `text` starts on the first row containing it.
    private func column(of text: String, in lines: [String]) -> Int? {
        lines.lazy.compactMap { line in line.range(of: text).map { String(line[..<$0.lowerBound]).displayWidth } }.first
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func instanceNamesLineUpWhetherInUseOrNot(width: Int, height: Int) async throws {
        try await withSettingsFlow(configuration: Self.mixedInstances, exhaustive: false) { fixture in
            fixture.flow.open("/settings/instances")
            let list = await render(fixture, width: width, height: height)
            let starts = ["Name", "home", "a-very-long", "broken", "東京の家"].map { column(of: $0, in: list) }
            #expect(starts.allSatisfy { $0 != nil && $0 == starts[0] }, "\(starts)\n\(list.joined(separator: "\n"))")
            #expect(column(of: "● home", in: list) == column(of: "  broken", in: list))
            let kinds = ["radarr", "sonarr"].map { kind in
                list.compactMap { line in line.range(of: kind).map { String(line[..<$0.lowerBound]).displayWidth } }
            }
            #expect(Set(kinds.joined()).count == 1, "the kind column lines up")
            if width >= 120 {
                #expect(list.contains { $0.contains("a-very-long-instance-name-for-the-living-room ") }, "a large terminal shows the whole name")
            } else {
                #expect(list.contains { $0.contains("a-very-long-") && $0.contains("…  radarr") }, "cut with an ellipsis, not mid-character")
            }
        }
    }
}
