import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import SettingsFeature
import Testing

/// Esc out of a form with typed, unsaved input asks first ("Discard changes?"): Keep editing
/// returns to the form as it was, Discard leaves it and writes nothing.
@MainActor
@Suite(.serialized) struct DiscardInputFlowTests {
    /// Presses Esc on the focused form as the shell does; returns whether the form took the key.
    private func pressEscape(_ form: InstanceFormScreen, _ host: MarqueeHost.ModuleHost) -> KeyResult? {
        guard let entry = host.coordinator.state.focusedEntry else { return nil }
        return form.handle(.escape, context: ScreenInput(entry: entry, coordinator: host.coordinator, viewport: Size(width: 80, height: 20)))
    }

    private func openAddSheet(_ fixture: SettingsFixture) throws -> InstanceFormScreen {
        fixture.flow.open("/settings/instances/add") {
            $0.push(SettingsRoute.instances)
            $0.present(SettingsModal.addInstance)
        }
        return try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
    }

    @Test func escWithInputAsksAndKeepEditingKeepsEveryField() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let before = fixture.fileText
            let form = try openAddSheet(fixture)
            form.set(.name, to: "tv")
            form.set(.url, to: "http://nas.local:8989")
            fixture.flow.perform("esc", { host in #expect(pressEscape(form, host) == .handled) }) {
                $0.present(SettingsModal.discardInput, style: .alert)
            }
            let alert = try fixture.flow.requireFocusedScreen(as: DiscardInputScreen.self)
            #expect(alert.answers == ["Discard", "Keep editing"])
            fixture.flow.answer("Keep editing") { $0.dismiss() }
            #expect(try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self) === form)
            #expect(form.form[.name] == "tv")
            #expect(form.form[.url] == "http://nas.local:8989")
            #expect(form.hasUnsavedInput)
            #expect(fixture.fileText == before)
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func discardLeavesTheSheetAndWritesNothing() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let before = fixture.fileText
            let form = try openAddSheet(fixture)
            form.set(.name, to: "tv")
            fixture.flow.perform("esc", { host in #expect(pressEscape(form, host) == .handled) }) {
                $0.present(SettingsModal.discardInput, style: .alert)
            }
            fixture.flow.answer("Discard") {
                $0.dismiss()
                $0.dismiss()
            }
            #expect(fixture.flow.focusedScreen(as: InstancesScreen.self) != nil)
            #expect(fixture.fileText == before)
            #expect(fixture.applied.isEmpty)
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func escWithoutInputLeavesWithoutAsking() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            fixture.flow.open("/settings/instances/radarr/home/edit") {
                $0.push(SettingsRoute.instances)
                $0.present(SettingsModal.editInstance(kind: .radarr, name: "home"))
            }
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            // Typing then restoring the value leaves nothing to lose.
            form.set(.name, to: "living-room")
            form.set(.name, to: "home")
            #expect(!form.hasUnsavedInput)
            fixture.flow.perform("esc", { host in #expect(pressEscape(form, host) == .notHandled) })
            fixture.flow.expectNoChange()
            fixture.flow.perform("cancel", { _ in form.cancel() }) { $0.dismiss() }
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func onboardingFormAsksBeforeGoingBackToTheWelcome() async throws {
        try await withSettingsFlow { fixture in
            fixture.flow.open("/settings/onboarding/instance") {
                $0.present(SettingsModal.onboarding, style: .fullScreen)
                $0.push(SettingsModal.onboardingInstance)
            }
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            form.set(.name, to: "home")
            fixture.flow.perform("esc", { host in #expect(pressEscape(form, host) == .handled) }) {
                $0.present(SettingsModal.discardInput, style: .alert)
            }
            fixture.flow.answer("Keep editing") { $0.dismiss() }
            #expect(form.form[.name] == "home")

            fixture.flow.perform("esc", { host in #expect(pressEscape(form, host) == .handled) }) {
                $0.present(SettingsModal.discardInput, style: .alert)
            }
            fixture.flow.answer("Discard") {
                $0.dismiss()
                $0.pop()
            }
            #expect(fixture.flow.focusedScreen(as: OnboardingWelcomeScreen.self) != nil)
            #expect(!fixture.fileExists)
            #expect(fixture.applied.isEmpty)
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }
}
