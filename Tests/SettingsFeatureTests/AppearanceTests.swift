import MarqueeApp
import MarqueeNavigation
import MarqueeTesting
import SettingsFeature
import Testing

/// The theme choice: saved in the file and applied, or applied only in demo mode.
@MainActor
@Suite(.serialized) struct AppearanceTests {
    @Test func choosingAThemeSavesAndAppliesIt() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            fixture.flow.open("/settings/appearance") { $0.push(SettingsRoute.appearance) }
            let screen = try fixture.flow.requireFocusedScreen(as: AppearanceScreen.self)
            #expect(screen.currentTheme == "dark")
            let index = try #require(screen.themes.firstIndex(of: "high-contrast"))
            try screen.selectRow(at: index)
            #expect(try fixture.file.load()?.theme == "high-contrast")
            #expect(try fixture.savedInstances().map(\.name) == ["home"], "instances are kept")
            #expect(fixture.fileMode == 0o600)
            #expect(fixture.applied.last?.configuration.theme == "high-contrast")
            #expect(screen.notice == "Theme high-contrast saved, applied")
            #expect(screen.currentTheme == "high-contrast")
            fixture.flow.finish()
        }
    }

    @Test func thePaletteSwitchesTheThemeFromAnywhere() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            fixture.flow.open("/settings/about") { $0.push(SettingsRoute.about) }
            let commands = fixture.flow.host.paletteCommands
            #expect(commands.map(\.name) == Configuration.themeNames.map { "theme-\($0)" })
            let light = try #require(commands.first { $0.name == "theme-light" })
            #expect(try fixture.flow.host.perform(light) == "Theme light saved, applied")
            #expect(try fixture.file.load()?.theme == "light")
            #expect(fixture.applied.last?.configuration.theme == "light")
            #expect(try fixture.savedInstances().map(\.name) == ["home"], "instances are kept")
            fixture.flow.finish()
        }
    }

    @Test func withoutLiveApplyTheScreenSaysItAppliesOnRestart() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            fixture.environment.appliesLive = false
            fixture.flow.open("/settings/appearance") { $0.push(SettingsRoute.appearance) }
            let screen = try fixture.flow.requireFocusedScreen(as: AppearanceScreen.self)
            try screen.selectRow(at: 1)
            #expect(screen.notice == "Theme light saved, applies on restart")
            fixture.flow.finish()
        }
    }

    @Test func demoModeAppliesButDoesNotSave() async throws {
        try await withSettingsFlow(isDemo: true) { fixture in
            fixture.flow.open("/settings/appearance") { $0.push(SettingsRoute.appearance) }
            let screen = try fixture.flow.requireFocusedScreen(as: AppearanceScreen.self)
            try screen.selectRow(at: 1)
            #expect(!fixture.fileExists)
            #expect(fixture.applied.last?.configuration.theme == "light")
            #expect(fixture.applied.last?.isDemo == true)
            #expect(screen.notice == "Theme light applied (demo mode: not saved)")
            fixture.flow.finish()
        }
    }
}
