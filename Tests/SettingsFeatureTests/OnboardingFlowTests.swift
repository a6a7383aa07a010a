import Foundation
import MarqueeApp
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrSimulator
import SettingsFeature
import Testing

/// The first-run flow with no configuration file: welcome → first instance → tested → done,
/// or the demo servers; nothing is written before Finish.
@MainActor
@Suite(.serialized) struct OnboardingFlowTests {
    /// Starts the flow through the routing protocol, as the app does on a first run.
    private func start(_ fixture: SettingsFixture) throws -> OnboardingWelcomeScreen {
        fixture.flow.perform("startOnboarding", { host in try #require(host.router(SettingsRouting.self)).startOnboarding() }) {
            $0.present(SettingsModal.onboarding, style: .fullScreen)
        }
        return try fixture.flow.requireFocusedScreen(as: OnboardingWelcomeScreen.self)
    }

    private func fillIn(_ form: InstanceFormScreen, _ simulator: ServarrSimulator, key: String) {
        form.set(.kind, to: "Radarr")
        form.set(.name, to: "home")
        form.set(.url, to: simulator.radarrURL.absoluteString)
        form.set(.apiKey, to: key)
    }

    @Test func firstInstanceIsTestedThenSavedOnFinish() async throws {
        try await withSettingsFlow { fixture in
            _ = try start(fixture)
            fixture.flow.selectRow(0) { $0.push(SettingsModal.onboardingInstance) }
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)

            // A wrong key: the flow stays on the form with the server's answer and the fields.
            fillIn(form, fixture.simulator, key: "not-the-key")
            fixture.flow.perform("continue", { _ in form.save() })
            await fixture.flow.settle()
            fixture.flow.expectNoChange()
            #expect(form.testResult == .wrongAPIKey)
            #expect(form.form[.apiKey] == "not-the-key")
            #expect(!fixture.fileExists)

            form.set(.apiKey, to: fixture.simulator.apiKey)
            fixture.flow.perform("continue", { _ in form.save() })
            await fixture.flow.settle()
            fixture.flow.expect { $0.push(SettingsModal.onboardingDone) }
            let done = try fixture.flow.requireFocusedScreen(as: OnboardingDoneScreen.self)
            #expect(done.instance?.name == "home")
            #expect(!fixture.fileExists, "nothing is written before Finish")

            fixture.flow.answer("Finish") { $0.dismissAll() }
            #expect(fixture.fileMode == 0o600)
            let saved = try fixture.savedInstances()
            #expect(saved.map(\.name) == ["home"])
            #expect(saved.first?.apiKey.reveal() == fixture.simulator.apiKey)
            let change = try #require(fixture.applied.last)
            #expect(change.startsFresh)
            #expect(!change.isDemo)
            #expect(change.configuration.instances.map(\.url) == saved.map(\.url))
            fixture.flow.finish()
        }
    }

    @Test func quittingAtAnyStepWritesNoFile() async throws {
        try await withSettingsFlow { fixture in
            _ = try start(fixture)
            #expect(!fixture.fileExists)
            fixture.flow.selectRow(0) { $0.push(SettingsModal.onboardingInstance) }
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            fillIn(form, fixture.simulator, key: fixture.simulator.apiKey)
            #expect(form.hasUnsavedInput, "quitting here asks first")
            #expect(!fixture.fileExists)
            fixture.flow.perform("continue", { _ in form.save() })
            await fixture.flow.settle()
            fixture.flow.expect { $0.push(SettingsModal.onboardingDone) }
            #expect(!fixture.fileExists)

            // Back from the last step returns to the form with its fields.
            fixture.flow.answer("Back") { $0.pop() }
            #expect(try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self) === form)
            #expect(form.form[.name] == "home")
            // Esc out of the form, then out of the flow.
            fixture.flow.back { $0.pop() }
            fixture.flow.back { $0.dismiss() }
            #expect(!fixture.fileExists)
            #expect(!FileManager.default.fileExists(atPath: fixture.folder + "/marquee"))
            #expect(fixture.applied.isEmpty)
            fixture.flow.finish()
        }
    }

    @Test func demoServersAreUsedWithoutWritingAFile() async throws {
        try await withSettingsFlow { fixture in
            _ = try start(fixture)
            fixture.flow.selectRow(1)
            await fixture.flow.settle()
            fixture.flow.expect { $0.dismissAll() }
            let change = try #require(fixture.applied.last)
            #expect(change.isDemo)
            #expect(change.startsFresh)
            #expect(change.configuration.instances.map(\.url) == [fixture.simulator.radarrURL, fixture.simulator.sonarrURL])
            #expect(!fixture.fileExists)
            fixture.flow.finish()
        }
    }
}
