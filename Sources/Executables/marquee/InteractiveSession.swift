import Foundation
import Logging
import MarqueeApp
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import SettingsFeature

/// The interactive app on a terminal, across configuration changes: when Settings saves a
/// changed configuration (an instance added, edited or removed, a theme, the onboarding
/// finished, the demo servers chosen), the running shell stops, a new ``App`` is built from
/// the new configuration, the Settings screens (and the other tabs' stacks that still exist)
/// are carried over, and a new shell continues on the same terminal: no restart.
@MainActor
final class InteractiveSession {
    private let environment: [String: String]
    private let logger: Logger
    /// Demo servers started from the onboarding flow, shut down on the way out.
    private var startedServers: [DemoServers] = []
    /// The change Settings asked for while the current shell ran.
    private var pendingChange: ConfigurationChange?
    private var shellTask: Task<Void, Never>?

    init(environment: [String: String], logger: Logger) {
        self.environment = environment
        self.logger = logger
    }

    /// Runs shells on `terminal` until the user quits.
    func run(first: App, on terminal: NcursesTerminal) async {
        var app = first
        var carried: (state: NavigationState, host: ModuleHost)?
        var isFirst = true
        var saysASCIIOnly = terminal.drawsASCIIOnly
        if saysASCIIOnly { logger.warning("\(TerminalLocale.asciiNotice)") }
        while true {
            prepare(app)
            // The demo keeps its own state file: it never reads or overwrites the real one.
            let store = StateStore(environment: environment, codec: app.host.snapshotCodec, isDemo: app.settings.isDemo)
            var startNotice: Toast?
            if let carried {
                carry(carried.state, from: carried.host, into: app.host)
            } else if isFirst, let store {
                startNotice = restoreSavedState(from: store, into: app)
            }
            // After the onboarding (a fresh start) the new host shows its first tab: the library.
            isFirst = false
            if app.needsOnboarding,
                !app.host.coordinator.state.modals.contains(where: {
                    $0.root.route.as(SettingsModal.self) == .onboarding
                })
            {
                do { try app.host.router(SettingsRouting.self)?.startOnboarding() } catch {
                    logger.warning("The onboarding could not open: \(error)")
                }
            }
            let autosave = store.map { StateAutosave(store: $0, coordinator: app.host.coordinator) }
            autosave?.start()

            // The crash marker goes once the restored screens are drawn and loaded.
            let host = app.host
            let watch = StartupWatch(
                terminal, environment: environment, isUp: { host.tasks.pendingCount == 0 },
                whenUp: { store?.confirmStart() })
            let shell = Shell(environment: HostShellEnvironment(host: app.host), backend: watch, theme: app.theme)
            let logger = logger
            shell.logsWarning = { logger.warning("\($0)") }
            if let startNotice { shell.display.post(startNotice) }
            // Said once, at the first start: without a UTF-8 locale the app draws with ASCII.
            if saysASCIIOnly {
                saysASCIIOnly = false
                shell.display.post(Toast(TerminalLocale.asciiNotice, kind: .failure, duration: .seconds(10)))
            }
            announcePluginFaults(of: app.host, in: shell)
            pendingChange = nil
            let task = Task { await shell.run() }
            shellTask = task
            await task.value
            shellTask = nil
            autosave?.stop()
            store?.confirmStart()
            if let error = autosave?.lastError { logger.error("Saving the navigation state failed: \(error)") }

            // SIGTERM/SIGHUP end the app even when Settings had asked for a rebuild.
            guard let change = pendingChange, !NcursesTerminal.isStopRequested else { break }
            logger.info(
                "Configuration changed; rebuilding the modules",
                metadata: [
                    "instances": "\(change.configuration.instances.count)", "demo": "\(change.isDemo)",
                ])
            carried = change.startsFresh ? nil : (app.host.coordinator.state, app.host)
            // The old host's plugin runners end here; the new host starts its own.
            app.plugins.stopAll()
            app = App(environment: environment, change: change, logger: logger)
        }
        app.plugins.stopAll()
    }

    /// Shuts down demo servers the onboarding started.
    func shutdown() async {
        for servers in startedServers { await servers.shutdown() }
        startedServers.removeAll()
    }

    /// Posts a toast when a plugin becomes unresponsive (its screens and Settings › Plugins
    /// say why) and redraws, on top of what the host already reports to Settings.
    private func announcePluginFaults(of host: ModuleHost, in shell: Shell) {
        let reported = host.onModulesChange
        var known = host.modules
        host.onModulesChange = { [weak shell] modules in
            reported?(modules)
            for module in modules where !module.isActive && !known.contains(module) {
                shell?.display.post(
                    Toast(
                        "✗ Plugin \(module.name) is unresponsive; see Settings › Plugins",
                        kind: .failure, duration: .seconds(8)))
            }
            known = modules
            shell?.display.setNeedsDisplay()
        }
    }

    /// Lets Settings apply changes live and start the demo servers.
    private func prepare(_ app: App) {
        app.settings.appliesLive = true
        app.settings.apply = { [weak self] change in
            self?.pendingChange = change
            self?.shellTask?.cancel()
        }
        app.settings.startDemoServers = { [weak self] in
            let servers = try await DemoServers.start()
            self?.startedServers.append(servers)
            return servers.configuration
        }
    }

    /// Restores the saved state, unless it crashed the previous start or cannot be read (then it
    /// is moved aside, with a warning in the log). Returns the toast that tells the user so.
    private func restoreSavedState(from store: StateStore, into app: App) -> Toast? {
        let loaded = store.restoreOnStart()
        for warning in loaded.warnings { logger.warning("\(warning)") }
        if loaded.setAsidePath != nil {
            // Short enough for the top row at 80 columns; the log names the file and the reason.
            return Toast("Saved screens set aside, started fresh (see the log)", kind: .failure, duration: .seconds(10))
        }
        guard let state = loaded.state else { return nil }
        do {
            try app.host.restore(state)
        } catch {
            logger.warning("The saved navigation state could not be applied (\(error)); starting fresh.")
            return Toast("Saved screens could not be restored, started fresh (see the log)", kind: .failure, duration: .seconds(10))
        }
        return nil
    }

    /// Shows, in the new host, every tab's stack the old state had (where the new host still
    /// has that tab and its routes), then the tab that was selected. An instance's stack follows
    /// the instance by name, wherever its tab is now (it may have become the default).
    private func carry(_ old: NavigationState, from oldHost: ModuleHost, into host: ModuleHost) {
        let tabs = host.coordinator.state.tabs
        func newTab(_ tab: TabID) -> TabID? {
            if let place = oldHost.instancePlace(ofTab: tab) { return host.tab(of: place.feature, instance: place.name) }
            return tabs.contains(tab) ? tab : nil
        }
        let order = old.tabs.filter { $0 != old.selectedTab } + [old.selectedTab]
        for tab in order {
            guard let target = newTab(tab), let stack = old.stack(for: tab), !stack.isEmpty else { continue }
            do {
                _ = try host.coordinator.show(NavigationDestination(tab: target, stack: stack.map(\.route)))
            } catch {
                logger.info("Tab \(tab) starts fresh after the configuration change: \(error)")
            }
        }
    }
}
