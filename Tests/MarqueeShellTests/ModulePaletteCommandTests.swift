import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// A module's palette command: offered by name in `:`, never in the footer or the help (it has
/// no key), run with Enter, and what it did shown as a toast; its error on the status line.
@MainActor
@Suite struct ModulePaletteCommandTests {
    enum LampRoute: Route {
        static let feature: FeatureID = "lamp"
        case room
    }

    final class RoomScreen: TerminalScreen {
        let title = "Room"
        func render(in canvas: inout Canvas, context: RenderContext) {}
        func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
    }

    @MainActor final class Lamp {
        var colour = "white"
    }

    struct LampModule: FeatureModule {
        let manifest = ModuleManifest(id: "lamp", displayName: "Lamp", version: "1.0.0", tab: ModuleTab(title: "Lamp", key: "1", order: 1))
        let lamp: Lamp

        func register(with registrar: ModuleRegistrar) {
            registrar.routes(LampRoute.self) { routes in
                routes.route("/lamp", "The room", .room, .root(of: "lamp")) { _ in RoomScreen() }
            }
            let lamp = lamp
            for colour in ["red", "blue"] {
                registrar.paletteCommand("lamp-\(colour)", title: "Paint the lamp \(colour)") { _ in
                    lamp.colour = colour
                    return "Lamp painted \(colour)"
                }
            }
            registrar.paletteCommand("lamp-break", title: "Break the lamp") { _ in throw LampBroken() }
        }
    }

    struct LampBroken: Error, CustomStringConvertible {
        var description: String { "the bulb is glued in" }
    }

    private func type(_ text: String, into shell: Shell) {
        for key in Key.script(text) { shell.handle(key) }
    }

    @Test func aPaletteCommandRunsByNameAndSaysWhatItDid() throws {
        let lamp = Lamp()
        let host = ModuleHost(modules: [LampModule(lamp: lamp)])
        let terminal = InMemoryTerminal(width: 80, height: 16)
        let shell = Shell(environment: HostShellEnvironment(host: host), backend: terminal)
        try host.coordinator.open("/lamp")
        shell.render()
        #expect(!terminal.screenText.joined(separator: "\n").contains("Paint"), "no key: not in the footer")

        type(":lamp blue", into: shell)
        shell.render()
        #expect(terminal.screenText.contains { $0.contains("lamp-blue") && $0.contains("Paint the lamp blue") })
        shell.handle(.enter)
        shell.render()
        #expect(lamp.colour == "blue")
        #expect(shell.display.lastToast?.message == "Lamp painted blue")
        #expect(terminal.screenText.contains { $0.contains("Lamp painted blue") })

        type(":lamp-break", into: shell)
        shell.handle(.enter)
        shell.render()
        #expect(lamp.colour == "blue")
        #expect(terminal.screenText.contains { $0.contains("Break the lamp: the bulb is glued in") })

        shell.handle(.character("?"))
        shell.render()
        #expect(!terminal.screenText.joined(separator: "\n").contains("Paint the lamp"), "no key: not in the help")
    }
}
