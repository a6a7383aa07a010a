import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The last step of the first-run flow: the tested instance and where it will be saved.
/// Finish writes the configuration file (atomically, mode 0600), closes the flow and switches
/// the app to the new instance; Back returns to the form. If the file cannot be written the
/// step stays and says why.
@MainActor
public final class OnboardingDoneScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Finish", "Back"]
    public let title = "Done"
    /// Why the file could not be written, if it could not.
    public private(set) var failure: String?
    private var focus = 0
    private let session: OnboardingSession
    private let environment: SettingsEnvironment?
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    private var display: DisplayInvalidator?

    init(session: OnboardingSession, context: ScreenContext) {
        self.session = session
        environment = context.services.resolve(SettingsEnvironment.self)
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
    }

    /// What will be saved.
    public var instance: ServiceInstance? { session.instance }

    public func answer(_ answer: String) throws {
        guard answer == "Finish" else {
            _ = try router.pop()
            return
        }
        guard let environment, let file = environment.file else {
            failure = "No configuration path: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME"
            return
        }
        guard let instance = session.instance else {
            failure = "No server was tested yet: go back and test one"
            return
        }
        do {
            let saved = try file.update { configuration throws(ConfigurationError) in
                configuration.instances.removeAll { $0.kind == instance.kind && $0.name == instance.name }
                configuration.instances.append(instance)
            }
            router.dismissAll()
            environment.isDemo = false
            environment.use(saved, startsFresh: true)
        } catch {
            failure = "Not saved: \(error.description)"
            display?.setNeedsDisplay()
        }
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("←→", "choose"), KeyHint("enter", "confirm")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let width = canvas.size.width - 2
        var lines = TextLines()
        lines.append("Step 3 of 3 · All set", theme.accent.adding(.bold))
        lines.append("", theme.normal)
        if let instance = session.instance {
            lines.appendWrapped(
                "\(instance.kind.name) ‘\(instance.name)’ at \(instance.displayURL)",
                width: width, theme.normal)
        }
        if let result = session.result { lines.appendWrapped("✓ " + result.description, width: width, theme.success) }
        lines.append("", theme.normal)
        lines.appendWrapped(
            "Finish saves it to \(environment?.configurationPath ?? "the configuration file") (readable only by you) "
                + "and opens your library. Add more servers later under Settings › Instances.", width: width, theme.muted)
        if let failure {
            lines.append("", theme.normal)
            lines.appendWrapped(failure, width: width, theme.error)
        }
        let row = lines.draw(in: &canvas) + 1
        guard row < canvas.size.height else { return }
        var x = 1
        for (index, answer) in answers.enumerated() {
            x += canvas.write("[ \(answer) ]", at: Point(x: x, y: row), style: index == focus ? theme.selection : theme.accent) + 2
        }
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .left, .backTab: focus = 0
        case .right, .tab: focus = 1
        case .enter: try? answer(answers[focus])
        default: return .notHandled
        }
        display?.setNeedsDisplay()
        return .handled
    }
}
