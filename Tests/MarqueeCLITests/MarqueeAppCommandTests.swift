import Foundation
import PluginTestSupport
import Testing

/// `marquee routes`, `plugins`, `open` and the exit codes, run as the built binary.
@Suite("marquee app commands")
struct MarqueeAppCommandTests {
    @Test func routesInEveryFormat() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let table = try MarqueeRun(["routes"], environment: environment)
        #expect(table.status == 0)
        #expect(table.output.hasPrefix("OWNER     KIND    ROUTE TYPE     PATTERN"))
        #expect(table.output.contains("settings  link    SettingsModal  /settings/instances/:kind/:name/edit    Edit an instance"))

        let json = try MarqueeRun(["routes", "--format", "json"], environment: environment)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let links = try #require(object["links"] as? [[String: Any]])
        #expect(
            links.compactMap { $0["pattern"] as? String } == [
                "/settings", "/settings/instances", "/settings/appearance", "/settings/plugins", "/settings/plugins/:id",
                "/settings/about", "/settings/instances/add", "/settings/instances/:kind/:name/edit",
                "/settings/instances/:kind/:name/remove", "/settings/onboarding", "/settings/onboarding/instance",
                "/settings/onboarding/done", "/settings/discard",
            ])
        #expect((object["routes"] as? [[String: Any]])?.count == 2)

        let mermaid = try MarqueeRun(["routes", "--format", "mermaid"], environment: environment)
        #expect(mermaid.status == 0)
        #expect(mermaid.output.hasPrefix("flowchart LR\n"))
        #expect(mermaid.output.contains("l1([\"/settings/instances\"])"))

        let bad = try MarqueeRun(["routes", "--format", "yaml"], environment: environment)
        #expect(bad.status == 2)
        #expect(bad.error.contains("yaml"))
    }

    @Test func pluginsListsBuiltInActiveAndRejectedModules() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let plugins = base + "/plugins"
        try FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
        _ = try BuiltPlugins.copy("HelloC", to: URL(fileURLWithPath: plugins), as: "10-dice.so")
        try "not a library".write(toFile: plugins + "/20-bogus.so", atomically: true, encoding: .utf8)

        let run = try MarqueeRun(["plugins", "--plugins-dir", plugins], environment: environment)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "plugins folder: \(plugins)")
        #expect(lines.contains("  settings 1.0.0 (built-in): active"))
        #expect(lines.contains { $0.hasPrefix("  dice ") && $0.hasSuffix("(external \(plugins)/10-dice.so): active") })
        #expect(lines.contains { $0.hasPrefix("  20-bogus.so - (external \(plugins)/20-bogus.so): disabled: ") })

        // A plugin's declarative screen renders through the same shell.
        let roll = try MarqueeRun(
            ["open", "/dice/roll/20", "--plugins-dir", plugins, "--width", "60", "--height", "10"],
            environment: environment)
        #expect(roll.status == 0)
        #expect(roll.output.contains("\n Sides  20\n"))
        #expect(roll.output.contains("\n r roll   d describe\n"))

        // The environment variable names the folder too; the default is under XDG_DATA_HOME.
        var withVariable = environment
        withVariable["MARQUEE_PLUGINS_DIR"] = plugins
        #expect(try MarqueeRun(["plugins"], environment: withVariable).output == run.output)
        let fallback = try MarqueeRun(["plugins"], environment: environment)
        #expect(fallback.output == "plugins folder: \(base)/data/marquee/plugins\n  settings 1.0.0 (built-in): active\n")
    }

    @Test func pluginsListsAPluginWhoseEntryBlocksAsUnresponsiveAfterTheLoadDeadline() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let plugins = base + "/plugins"
        try FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
        _ = try BuiltPlugins.copy("FaultyBlockingEntry", to: URL(fileURLWithPath: plugins), as: "10-blocks.so")
        _ = try BuiltPlugins.copy("HelloC", to: URL(fileURLWithPath: plugins), as: "20-dice.so")
        var limited = environment
        limited["MARQUEE_PLUGIN_LOAD_DEADLINE"] = "1s"

        let started = Date()
        let run = try MarqueeRun(["plugins", "--plugins-dir", plugins], environment: limited)
        #expect(Date().timeIntervalSince(started) < 10, "start-up waits for the load deadline, not for the plugin")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "  10-blocks.so - (external \(plugins)/10-blocks.so): disabled: "
                    + "unresponsive: did not answer within 1 s while loading; its runner was stopped"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  dice ") && $0.hasSuffix("(external \(plugins)/20-dice.so): active") })
    }

    @Test func openRendersTheScreenOfALink() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let run = try MarqueeRun(["open", "/settings/plugins/settings", "--width", "60", "--height", "16"], environment: environment)
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output.hasSuffix("\n"))
        let lines = run.output.dropLast().components(separatedBy: "\n")
        #expect(lines.count == 16)
        #expect(lines[0] == " 9 Settings")
        #expect(lines[1] == " Settings › Plugins › Settings")
        #expect(lines.contains(" Origin   built-in"))
        #expect(lines.contains(" State    active"))
        #expect(lines[15] == " ? help  : go to  Esc back  q quit")

        let about = try MarqueeRun(["open", "marquee://settings/about", "--width", "200"], environment: environment)
        #expect(about.status == 0)
        #expect(about.output.contains(" Configuration  \(base)/config/marquee/config.yml\n"))
        #expect(about.output.contains(" State          \(base)/state/marquee/navigation.json\n"))
        #expect(about.output.contains(" Version        Marquee 0.1.0\n"))

        // A sheet: the add-instance form over the instances.
        let sheet = try MarqueeRun(["open", "/settings/instances/add"], environment: environment)
        #expect(sheet.status == 0)
        #expect(sheet.output.contains("╭─ Add instance ─"))
        #expect(sheet.output.contains("[ Test connection ]  [ Save ]"))
    }

    @Test func openRefusesBadLinksAndSizesWithStatus2() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let unknown = try MarqueeRun(["open", "/settings/nothing/here"], environment: environment)
        #expect(unknown.status == 2)
        #expect(unknown.output.isEmpty)
        #expect(unknown.error == "marquee: no screen for link '/settings/nothing/here'; closest pattern: /settings/plugins/:id\n")
        let malformed = try MarqueeRun(["open", "http://about"], environment: environment)
        #expect(malformed.status == 2)
        #expect(malformed.error.contains("marquee://"))
        let tiny = try MarqueeRun(["open", "/settings", "--width", "3"], environment: environment)
        #expect(tiny.status == 2)
    }

    @Test func anInvalidConfigurationStopsOpenWithStatus2AndNoSecret() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let key = "0123456789abcdef0123456789abcdef"
        try FileManager.default.createDirectory(atPath: base + "/config/marquee", withIntermediateDirectories: true)
        let config = base + "/config/marquee/config.yml"
        try "radarr:\n  - name: home\n    url: http://nas:7878\n    api_key: \(key)\n    colour: red\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let run = try MarqueeRun(["open", "/settings"], environment: environment)
        #expect(run.status == 2)
        #expect(run.error.contains("\(config):5: radarr[0].colour: unknown key"))
        #expect(!run.error.contains(key) && !run.output.contains(key))
    }

    @Test func theInteractiveAppExits2OnABadConfigurationAnd1WithoutATerminal() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        // No terminal (the test's pipes): a runtime error, logged, and the terminal untouched.
        let noTerminal = try MarqueeRun([], environment: environment)
        #expect(noTerminal.status == 1)
        #expect(noTerminal.error.hasPrefix("marquee: cannot use the terminal: "))
        let log = try String(contentsOfFile: base + "/state/marquee/marquee.log", encoding: .utf8)
        #expect(log.contains("info marquee: Marquee 0.1.0 starting [demo=false modules=1]"))
        #expect(log.contains("error marquee: Terminal failure: "))

        try FileManager.default.createDirectory(atPath: base + "/config/marquee", withIntermediateDirectories: true)
        try "theme: dark\nsonarr: 3\n".write(toFile: base + "/config/marquee/config.yml", atomically: true, encoding: .utf8)
        let badConfig = try MarqueeRun([], environment: environment)
        #expect(badConfig.status == 2)
        #expect(badConfig.error.hasPrefix("marquee: invalid configuration: \(base)/config/marquee/config.yml:2: sonarr"))
        // --demo ignores the file.
        let demo = try MarqueeRun(["--demo"], environment: environment)
        #expect(demo.status == 1)
        #expect(demo.error.hasPrefix("marquee: cannot use the terminal: "))
    }

    @Test func demoModeStartsTheSimulatorAndNeverShowsItsKey() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let about = try MarqueeRun(["open", "--demo", "/settings/about", "--width", "200"], environment: environment)
        #expect(about.status == 0)
        #expect(about.output.contains(" Mode           demo: built-in Radarr/Sonarr/Lidarr simulator on loopback\n"))
        let run = try MarqueeRun(["open", "--demo", "/settings/instances", "--width", "120"], environment: environment)
        #expect(run.status == 0)
        #expect(run.output.range(of: "demo +radarr +http://127\\.0\\.0\\.1:", options: .regularExpression) != nil)
        #expect(run.output.range(of: "demo +sonarr +http://127\\.0\\.0\\.1:", options: .regularExpression) != nil)
        #expect(run.output.contains("Demo mode: these are the built-in demo servers"))
        #expect(run.output.range(of: "[0-9a-f]{32}", options: .regularExpression) == nil)
        let help = try MarqueeRun(["--help"], environment: environment)
        #expect(help.output.contains("run (default)"))
        #expect(help.output.contains("Exit codes: 0 ok, 1 runtime error, 2 usage or configuration error"))
        let demoHelp = try MarqueeRun(["--demo", "--help"], environment: environment)
        #expect(demoHelp.status == 0)
        #expect(demoHelp.output.contains("USAGE: marquee run [--demo]"))
    }

    @Test func noReachableServerExitsWith3() throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-app-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let key = "0123456789abcdef0123456789abcdef"
        try FileManager.default.createDirectory(atPath: base + "/config/marquee", withIntermediateDirectories: true)
        try "radarr:\n  - name: gone\n    url: http://127.0.0.1:9\n    api_key: \(key)\n"
            .write(toFile: base + "/config/marquee/config.yml", atomically: true, encoding: .utf8)
        let run = try MarqueeRun([], environment: environment)
        #expect(run.status == 3)
        #expect(run.error.hasPrefix("marquee: no configured server can be used:\n  radarr \"gone\" at http://127.0.0.1:9: "))
        #expect(!run.error.contains(key) && !run.output.contains(key))
    }
}
