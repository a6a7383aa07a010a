import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Synchronization
import Testing

/// Records what happened to a slow request.
final class RequestProbe: Sendable {
    private let state = Mutex<(started: Int, cancelled: Int, finished: Int)>((0, 0, 0))
    var started: Int { state.withLock { $0.started } }
    var cancelled: Int { state.withLock { $0.cancelled } }
    var finished: Int { state.withLock { $0.finished } }

    func slowTitles(failing: Bool = false) async throws -> [String] {
        state.withLock { $0.started += 1 }
        do {
            try await Task.sleep(for: failing ? .milliseconds(10) : .seconds(30))
        } catch is CancellationError {
            state.withLock { $0.cancelled += 1 }
            throw CancellationError()
        }
        state.withLock { $0.finished += 1 }
        if failing { throw ProbeError.serverDown }
        return ["Dune", "Heat"]
    }

    enum ProbeError: Error, CustomStringConvertible {
        case serverDown
        var description: String { "The server is down" }
    }
}

/// A screen that loads through ``ScreenTasks``.
@MainActor
final class LoadingScreen: TerminalScreen {
    let title = "Slow"
    let movies = LoadingState<[String]>()
    let tasks = ScreenTasks()
    let operation: @Sendable () async throws -> [String]
    var keyHints: [KeyHint] { movies.failure != nil ? [KeyHint("r", "retry")] : [] }

    init(operation: @escaping @Sendable () async throws -> [String]) {
        self.operation = operation
    }

    func attach(_ display: DisplayInvalidator) { tasks.onChange = { display.setNeedsDisplay() } }
    func screenDidAppear() { if movies.value == nil { tasks.load(operation, into: movies) } }
    func screenWillBeReleased() { tasks.cancelAll() }

    func render(in canvas: inout Canvas, context: RenderContext) {
        movies.render(in: &canvas, tick: context.tick) { canvas, titles in
            for (row, title) in titles.enumerated() {
                canvas.write(title, at: Point(x: 0, y: row), style: canvas.theme.normal)
            }
        }
    }

    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        movies.handleRetry(key) ? .handled : .notHandled
    }
}

@MainActor
@Suite("Async loading")
struct LoadingTests {
    @Test func slowLoadShowsLoadingKeepsKeysWorkingAndLeavingCancels() async throws {
        let probe = RequestProbe()
        let environment = TestEnvironment()
        var screen: LoadingScreen?
        environment.factory = { entry in
            guard entry.route.as(MovieRoute.self) == .slow else { return nil }
            let made = LoadingScreen { try await probe.slowTitles() }
            screen = made
            return made
        }
        let (shell, terminal, _) = makeShell(environment: environment)
        try environment.coordinator.push(MovieRoute.slow)
        shell.render()
        #expect(terminal.contains("Loading…"))
        await eventually { probe.started > 0 }
        #expect(probe.started == 1)
        // Input still works while the request is outstanding: Esc pops the loading screen.
        shell.press("<Esc>")
        #expect(terminal.rows[2] == "Body of Library")
        let loader = try #require(screen)
        #expect(loader.tasks.cancelledCount == 1)
        #expect(loader.tasks.activeCount == 0)
        await eventually { probe.cancelled > 0 }
        #expect(probe.cancelled == 1)
        #expect(probe.finished == 0)
        #expect(loader.movies.isLoading)  // a cancelled load changes nothing
    }

    @Test func failureShowsErrorAndRRetries() async throws {
        let probe = RequestProbe()
        let environment = TestEnvironment()
        environment.factory = { entry in
            entry.route.as(MovieRoute.self) == .slow ? LoadingScreen { try await probe.slowTitles(failing: true) } : nil
        }
        let (shell, terminal, _) = makeShell(environment: environment)
        try environment.coordinator.push(MovieRoute.slow)
        shell.render()
        await eventually {
            shell.render()
            return terminal.contains("The server is down")
        }
        #expect(terminal.contains("Could not load"))
        #expect(terminal.contains("The server is down"))
        #expect(terminal.contains("Press r to retry"))
        #expect(terminal.rows[23].hasPrefix(" r retry"))
        shell.press("r")
        #expect(terminal.contains("Loading…"))
        await eventually { probe.started >= 2 }
        #expect(probe.started == 2)
    }

    @Test func runLoopRendersAsyncUpdatesAndQuits() async throws {
        let environment = TestEnvironment()
        let state = LoadingState<[String]>()
        let tasks = ScreenTasks()
        environment.factory = { entry in
            entry.route.as(MovieRoute.self) == .library ? ValueScreen(state: state) : nil
        }
        let terminal = InMemoryTerminal(width: 80, height: 24)
        let shell = Shell(environment: environment, backend: terminal)
        tasks.onChange = { shell.display.setNeedsDisplay() }
        let loop = Task { await shell.run() }
        try await Task.sleep(for: .milliseconds(50))
        #expect(terminal.contains("Loading…"))
        tasks.load({ ["Alien"] }, into: state)
        await eventually { terminal.contains("Alien") }
        #expect(terminal.contains("Alien"))
        terminal.enqueue(script: "q")
        await loop.value
        #expect(terminal.pendingKeys.isEmpty)
    }
}

@MainActor
final class ValueScreen: TerminalScreen {
    let title = "Values"
    let state: LoadingState<[String]>
    init(state: LoadingState<[String]>) { self.state = state }
    func render(in canvas: inout Canvas, context: RenderContext) {
        state.render(in: &canvas, tick: context.tick) { canvas, values in
            canvas.write(values.joined(separator: ", "), at: .zero, style: canvas.theme.normal)
        }
    }
    func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
}
