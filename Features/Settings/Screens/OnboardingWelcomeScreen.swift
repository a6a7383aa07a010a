import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The first step of the first-run flow (full-screen): what Marquee is, and two choices: add
/// a server (pushes the instance form inside the flow) or use the built-in demo servers
/// (starts them and switches the app to them, writing no file).
@MainActor
public final class OnboardingWelcomeScreen: Screen, TerminalScreen, ChoiceList {
    /// The choices, in order.
    public let choices: [String]

    public let title = "Welcome"
    /// Whether the demo servers are starting.
    public private(set) var isStartingDemo = false
    /// Why the demo servers could not start, if they could not.
    public private(set) var failure: String?
    private let environment: SettingsEnvironment?
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    private let tasks: TaskTracker
    var list = ListState(itemCount: 2)
    private(set) var display: DisplayInvalidator?

    init(context: ScreenContext) {
        environment = context.services.resolve(SettingsEnvironment.self)
        choices = ["Add a \(ServiceKind.names(of: environment?.kinds ?? [], joinedBy: "or")) server", "Use the demo servers"]
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
        tasks = context.tasks
    }

    public func selectRow(at index: Int) throws {
        guard choices.indices.contains(index) else { throw SettingsScreenError.noSuchRow(index) }
        list.select(index)
        if index == 0 {
            _ = try router.pushInsideModal(.onboardingInstance)
        } else {
            startDemo()
        }
    }

    private func startDemo() {
        guard !isStartingDemo, let environment else { return }
        guard let start = environment.startDemoServers else {
            failure = "This build cannot start the demo servers"
            return
        }
        isStartingDemo = true
        failure = nil
        let router = self.router
        tasks.track { [weak self] in
            do {
                let configuration = try await start()
                router.dismissAll()
                environment.isDemo = true
                environment.use(configuration, startsFresh: true)
            } catch {
                self?.failure = "The demo servers could not start: \(error)"
            }
            self?.isStartingDemo = false
            self?.display?.setNeedsDisplay()
        }
        display?.setNeedsDisplay()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("enter", "choose")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width - 2
        var lines = TextLines()
        lines.append("Welcome to Marquee", theme.accent.adding(.bold))
        lines.append("", theme.normal)
        lines.appendWrapped(
            "A keyboard-driven terminal frontend for \(ServiceKind.names(of: environment?.kinds ?? [], joinedBy: "and")).", width: width, theme.normal
        )
        lines.append("", theme.normal)
        lines.appendWrapped(
            "There is no configuration file yet. Add your first server (Marquee tests the connection, "
                + "then saves it to \(environment?.configurationPath ?? "the configuration file")), "
                + "or look around with the built-in demo servers (nothing is saved).", width: width, theme.muted)
        lines.append("", theme.normal)
        let top = lines.draw(in: &canvas)
        list.pageSize = choices.count
        canvas.clipped(to: Rect(x: 1, y: top, width: max(0, canvas.size.width - 2), height: choices.count)) { body in
            ListView(state: list) { [choices] index in ListRow(choices[index]) }.render(in: &body)
        }
        var status = TextLines()
        if isStartingDemo { status.append("Starting the demo servers…", theme.muted) }
        if let failure { status.appendWrapped(failure, width: width, theme.error) }
        status.draw(in: &canvas, from: top + choices.count + 1)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult { handleChoiceKey(key) }
}
