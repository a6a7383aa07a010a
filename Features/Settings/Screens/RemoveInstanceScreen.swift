import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// "Remove this instance?" in an alert over the instances. Remove rewrites the configuration
/// file without it and dismisses the alert; if the file cannot be changed the alert stays and
/// says why. Cancel (or Esc) changes nothing.
@MainActor
public final class RemoveInstanceScreen: Screen, TerminalScreen, DialogAnswering {
    public let answers = ["Remove", "Cancel"]
    /// The instance's kind and name.
    public let kind: ServiceKind
    public let name: String
    /// Why the removal failed, if it did.
    public private(set) var failure: String?
    private var dialog: DialogState
    private let environment: SettingsEnvironment?
    private let router: FeatureRouter<SettingsRoute, SettingsModal>
    private var display: DisplayInvalidator?

    init(kind: ServiceKind, name: String, context: ScreenContext) {
        self.kind = kind
        self.name = name
        environment = context.services.resolve(SettingsEnvironment.self)
        router = context.router(for: SettingsRoute.self, SettingsModal.self)
        dialog = DialogState(title: "Remove instance?", message: "", buttons: answers, defaultButton: 1, isDestructive: true)
    }

    public var title: String { dialog.title }

    /// The question (or the failure) shown.
    public var message: String {
        failure ?? "Remove the \(kind.name) instance ‘\(name)’ from the configuration file?"
    }

    public func answer(_ answer: String) throws {
        guard answer == "Remove" else { return try router.dismiss() }
        guard let environment, let file = environment.file, !environment.isDemo else {
            failure = "The configuration file is not used in demo mode"
            return
        }
        let kind = self.kind, name = self.name
        do {
            let updated = try file.update { configuration throws(ConfigurationError) in
                guard let index = configuration.instances.firstIndex(where: { $0.kind == kind && $0.name == name }) else {
                    throw ConfigurationError(file: file.path, message: "the \(kind.rawValue) instance ‘\(name)’ is not in the file")
                }
                configuration.instances.remove(at: index)
            }
            try router.dismiss()
            environment.use(updated)
        } catch let error as ConfigurationError {
            failure = "Not removed: \(error.description)"
            display?.setNeedsDisplay()
        }
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("←→", "choose"), KeyHint("enter", "confirm")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        ConfirmationBody(message: message, isFailure: failure != nil, dialog: dialog).render(in: &canvas)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        guard dialog.handle(key) else { return .notHandled }
        switch dialog.outcome {
        case .chose(let index)?: try? answer(answers[index])
        case .cancelled?: try? answer("Cancel")
        case nil: break
        }
        dialog = DialogState(title: dialog.title, message: "", buttons: answers, defaultButton: dialog.focus, isDestructive: true)
        display?.setNeedsDisplay()
        return .handled
    }
}
