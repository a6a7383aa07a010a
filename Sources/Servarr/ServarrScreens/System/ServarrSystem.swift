import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import ServarrCore

/// The System screens of one service, declared once for every service: the log (`f` cycles
/// the level, `/` searches, `F` opens the log files, Enter on a file its tail), the scheduled
/// tasks (`r` runs the highlighted one now and follows it), the events (commands) queue and
/// the updates. Each is a shared ``ActivityScreen``; the keys `L` `K` `E` `P` open them from
/// any of the feature's screens (from one System screen to another they replace it).
///
/// A module declares them with one call in each of its route declarations and one in `register`:
///
/// ```swift
/// ServarrSystem<RadarrService>.declare(routes)          // in RadarrRoute.declare
/// ServarrSystem<RadarrService>.declareModals(routes)    // in RadarrModal.declare
/// ServarrSystem<RadarrService>.register(with: registrar) // in RadarrModule.register
/// ```
public enum ServarrSystem<Service: ServarrSystemService> {
    /// Declares the System screens' routes (`/radarr/system/logs`…), each on the library.
    @MainActor
    public static func declare(_ routes: FeatureRoutes<Service.Route>) {
        let prefix = Service.linkRoot, library = Service.library
        routes.route("\(prefix)/system/logs", "The server's log", Service.system(.logs), .push(on: library)) { logs(context: $0) }
        routes.route("\(prefix)/system/logs/files", "The server's log files", Service.system(.logFiles), .push(on: Service.system(.logs))) {
            logFiles(context: $0)
        }
        routes.route("\(prefix)/system/tasks", "Scheduled tasks", Service.system(.tasks), .push(on: library)) { tasks(context: $0) }
        routes.route("\(prefix)/system/events", "Running and recent commands", Service.system(.events), .push(on: library)) {
            events(context: $0)
        }
        routes.route("\(prefix)/system/updates", "Installed and available versions", Service.system(.updates), .push(on: library)) {
            updates(context: $0)
        }
    }

    /// Declares the System modals (a log file's tail).
    @MainActor
    public static func declareModals(_ routes: FeatureRoutes<Service.Modal>) {
        routes.route(
            "\(Service.linkRoot)/system/logs/files/:name", "The tail of a log file", { Service.systemModal(.logFile(name: $0)) },
            match: { if case .logFile(let name)? = Service.systemModal(of: $0) { name } else { nil } },
            placement: { _ in .present(.fullScreen, over: Service.system(.logFiles)) }
        ) { name, context in logFile(name: name, context: context) }
    }

    /// Registers the keys that open the System screens and the service's ``CommandWatch``.
    @MainActor
    public static func register(with registrar: ModuleRegistrar) {
        registrar.provideService(CommandWatch<Service>.self) { CommandWatch<Service>() }
        for (key, route) in SystemKey.screens {
            ServarrSections<Service>.register(key, title: route.title, route: Service.system(route), with: registrar)
        }
    }

    // MARK: Screens

    @MainActor
    static func screen(
        _ route: SystemRoute, context: ScreenContext, actions: (Service.Repository) -> [ActivityAction] = { _ in [] },
        load: @escaping @Sendable (Service.Repository) async throws -> ActivityContent,
        open: (@MainActor (ActivityRow) throws -> Void)? = nil
    ) -> ActivityScreen {
        guard let repository = context.services.resolve(Service.Repository.self) else {
            return ActivityScreen(title: route.title, unavailable: Service.notConfigured, tasks: context.tasks)
        }
        return ActivityScreen(
            title: route.title, instance: repository.instanceLabel, tasks: context.tasks, actions: actions(repository),
            load: { try await load(repository) }, open: open)
    }

    @MainActor
    static func logs(context: ScreenContext) -> ActivityScreen {
        let filter = LogLevelFilter()
        let router = context.router(for: Service.Route.self, Service.Modal.self)
        return screen(
            .logs, context: context,
            actions: { _ in
                [
                    ActivityAction(key: "f", title: "level") { screen in
                        filter.next()
                        screen.reload()
                    },
                    ActivityAction(key: "F", title: "files") { _ in _ = try? router.push(Service.system(.logFiles)) },
                ]
            },
            load: { repository in
                let level = await filter.level
                return try await SystemRows.logs(level: level) { try await repository.logs(page: $0, pageSize: ActivityRows.pageSize, level: level) }
            })
    }

    @MainActor
    static func logFiles(context: ScreenContext) -> ActivityScreen {
        let router = context.router(for: Service.Route.self, Service.Modal.self)
        return screen(.logFiles, context: context, load: { SystemRows.logFiles(try await $0.logFiles()) }) { row in
            try router.present(Service.systemModal(.logFile(name: row.title)), style: .fullScreen)
        }
    }

    @MainActor
    static func logFile(name: String, context: ScreenContext) -> ActivityScreen {
        let route = SystemRoute.logFiles
        guard let repository = context.services.resolve(Service.Repository.self) else {
            return ActivityScreen(title: route.title, unavailable: Service.notConfigured, tasks: context.tasks)
        }
        return ActivityScreen(
            title: name, instance: repository.instanceLabel, tasks: context.tasks,
            load: { SystemRows.tail(try await repository.logFileTail(name, lines: 500)) },
            open: nil)
    }

    @MainActor
    static func tasks(context: ScreenContext) -> ActivityScreen {
        let watch = context.services.resolve(CommandWatch<Service>.self)
        let tasks = context.tasks
        let refresh = RunningRefresh(tasks: tasks)
        let screen = screen(
            .tasks, context: context,
            actions: { repository in
                [
                    ActivityAction(key: "x", title: "run now") { screen in
                        guard let id = screen.selectedRow?.recordID else { return }
                        let display = screen.displayInvalidator
                        screen.run("Starting…") {
                            guard let task = try await repository.scheduledTasks().first(where: { $0.id == id }) else {
                                throw ServarrError.notFound(message: "The task is gone")
                            }
                            let status = try await repository.runNow(task)
                            await watch?.follow(status, label: task.name, repository: repository, tasks: tasks, display: display)
                            return "\(task.name) started"
                        }
                    }
                ]
            },
            load: { repository in
                async let tasks = repository.scheduledTasks()
                async let commands = repository.commands()
                let (all, running) = try await (tasks, commands)
                await refresh.loaded(running: running.contains { !$0.state.isFinished })
                return SystemRows.tasks(all, commands: running)
            })
        refresh.screen = screen
        watch?.observe(screen) { [weak screen] in screen?.reload() }
        return screen
    }

    @MainActor
    static func events(context: ScreenContext) -> ActivityScreen {
        let watch = context.services.resolve(CommandWatch<Service>.self)
        let refresh = RunningRefresh(tasks: context.tasks)
        let screen = screen(
            .events, context: context,
            load: { repository in
                let startedHere = await watch?.startedHere(on: repository) ?? []
                let commands = try await repository.commands()
                await refresh.loaded(running: commands.contains { !$0.state.isFinished })
                return SystemRows.events(commands, startedHere: startedHere)
            })
        refresh.screen = screen
        watch?.observe(screen) { [weak screen] in screen?.reload() }
        return screen
    }

    @MainActor
    static func updates(context: ScreenContext) -> ActivityScreen {
        screen(.updates, context: context, load: { SystemRows.updates(try await $0.updates()) })
    }
}

/// The log screen's level filter: all entries, then info, warn and error and above (`f`).
@MainActor
final class LogLevelFilter {
    private(set) var level: LogLevel?

    func next() {
        switch level {
        case nil: level = .info
        case .info?: level = .warn
        case .warn?: level = .error
        default: level = nil
        }
    }
}
