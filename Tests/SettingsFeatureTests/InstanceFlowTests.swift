import Foundation
import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrSimulator
import SettingsFeature
import Testing

/// Adding, editing and removing instances against the simulator over loopback, exhaustive:
/// what the user sees, what the file holds afterwards, and what the app is asked to apply.
@MainActor
@Suite(.serialized) struct InstanceFlowTests {
    /// Opens the instances list and waits for the connection checks.
    private func openInstances(_ fixture: SettingsFixture) async throws -> InstancesScreen {
        fixture.flow.open("/settings/instances") { $0.push(SettingsRoute.instances) }
        await fixture.flow.settle()
        return try fixture.flow.requireFocusedScreen(as: InstancesScreen.self)
    }

    private func openAddSheet(_ fixture: SettingsFixture, from list: InstancesScreen) throws -> InstanceFormScreen {
        fixture.flow.perform("add", { _ in try list.add() }) { $0.present(SettingsModal.addInstance) }
        return try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
    }

    @Test func listShowsEveryInstanceWithItsServerVersion() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let list = try await openInstances(fixture)
            #expect(list.rows.map(\.instance.name) == ["home"])
            #expect(list.rows.first?.status == .connected(appName: "Radarr", version: "5.14.0.9383"))
            #expect(list.rows.first?.statusText == "✓ Radarr 5.14.0.9383")
            #expect(list.isEditable)
            fixture.flow.finish()
        }
    }

    @Test func addingAnInstanceWritesThePrivateFileAndAppliesIt() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let original = try #require(fixture.fileText)
            let list = try await openInstances(fixture)
            let form = try openAddSheet(fixture, from: list)
            form.set(.kind, to: "Sonarr")
            form.set(.name, to: "tv")
            form.set(.url, to: fixture.simulator.sonarrURL.absoluteString)
            form.set(.apiKey, to: fixture.simulator.apiKey)
            form.set(.headers, to: "X-Forwarded-User: me")
            #expect(form.hasUnsavedInput)

            form.testConnection()
            await fixture.flow.settle()
            #expect(form.testResult == .connected(appName: "Sonarr", version: "4.0.10.2544"))
            fixture.flow.expectNoChange()

            fixture.flow.perform("save", { _ in form.save() }) { $0.dismiss() }
            let saved = try fixture.savedInstances()
            #expect(saved.map(\.name) == ["home", "tv"])
            #expect(saved.last?.kind == .sonarr)
            #expect(saved.last?.url == fixture.simulator.sonarrURL)
            #expect(saved.last?.apiKey.reveal() == fixture.simulator.apiKey)
            #expect(saved.last?.headers == ["X-Forwarded-User": "me"])
            #expect(fixture.fileMode == 0o600)
            // The rewrite drops comments, so the previous file is kept next to it.
            #expect(try String(contentsOfFile: fixture.file.backupPath, encoding: .utf8) == original)
            #expect(fixture.applied.last?.configuration.instances.map(\.name) == ["home", "tv"])
            #expect(fixture.applied.last?.startsFresh == false)

            // Back on the list, the new instance shows with its status; as the only Sonarr it is the default.
            await fixture.flow.settle()
            #expect(list.rows.map(\.instance.name) == ["home", "tv"])
            #expect(list.rows.last?.status == .connected(appName: "Sonarr", version: "4.0.10.2544"))
            #expect(list.rows.map(\.isDefault) == [true, true])
            fixture.flow.finish()
        }
    }

    @Test func validationErrorsKeepEveryEnteredField() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let before = fixture.fileText
            let list = try await openInstances(fixture)
            let form = try openAddSheet(fixture, from: list)
            form.set(.name, to: "home")
            form.set(.url, to: "nas.local:7878")
            form.set(.headers, to: "X-Token")
            fixture.flow.perform("save", { _ in form.save() })
            fixture.flow.expectNoChange()
            #expect(
                form.form.messages == [
                    .name: "Another Radarr instance is named ‘home’",
                    .url: "Start with http:// or https://",
                    .apiKey: "The API key is required",
                    .headers: "Write each header as ‘Name: value’, separated by ;",
                ])
            #expect(form.form[.name] == "home")
            #expect(form.form[.url] == "nas.local:7878")
            #expect(form.form[.headers] == "X-Token")
            #expect(fixture.fileText == before)
            #expect(fixture.applied.isEmpty)

            // Fixing the fields saves; a second Radarr is not the default.
            form.set(.name, to: "second")
            form.set(.url, to: "http://nas.local:7878/radarr")
            form.set(.apiKey, to: "0123456789abcdef")
            form.set(.headers, to: "")
            fixture.flow.perform("save again", { _ in form.save() }) { $0.dismiss() }
            #expect(
                try fixture.savedInstances().map(\.url.absoluteString)
                    == [fixture.simulator.radarrURL.absoluteString, "http://nas.local:7878/radarr"])
            await fixture.flow.settle()
            #expect(list.rows.map(\.isDefault) == [true, false])
            fixture.flow.finish()
        }
    }

    /// Radarr `home`, `4k` and `anime`, and Sonarr `tv`, all on the simulator.
    private static func threeRadarrsAndASonarr(_ simulator: ServarrSimulator) -> String {
        let radarr = "url: \(simulator.radarrURL.absoluteString)\n    api_key: \(simulator.apiKey)"
        let sonarr = "url: \(simulator.sonarrURL.absoluteString)\n    api_key: \(simulator.apiKey)"
        return "radarr:\n  - name: home\n    \(radarr)\n  - name: 4k\n    \(radarr)\n  - name: anime\n    \(radarr)\n"
            + "sonarr:\n  - name: tv\n    \(sonarr)\n"
    }

    @Test func reorderingAndChoosingTheDefaultRewriteTheOrderOfItsKindOnly() async throws {
        try await withSettingsFlow(configuration: Self.threeRadarrsAndASonarr) { fixture in
            let list = try await openInstances(fixture)
            #expect(list.rows.map(\.isDefault) == [true, false, false, true])
            #expect(list.keyHints.contains { $0.title == "make default" })

            // `*` on anime: it becomes the first Radarr (the default); Sonarr keeps its place.
            list.makeDefault(at: 2)
            #expect(try fixture.savedInstances().map(\.name) == ["anime", "home", "4k", "tv"])
            #expect(fixture.applied.last?.configuration.instances.map(\.name) == ["anime", "home", "4k", "tv"])
            #expect(list.rows.map(\.instance.name) == ["anime", "home", "4k", "tv"])
            #expect(list.rows.map(\.isDefault) == [true, false, false, true])
            #expect(list.selectedInstance?.name == "anime")

            // J moves it down one among the Radarr instances; past the end of its kind nothing moves.
            list.move(at: 0, by: 1)
            #expect(try fixture.savedInstances().map(\.name) == ["home", "anime", "4k", "tv"])
            #expect(list.selectedInstance?.name == "anime")
            list.move(at: 2, by: 1)
            list.move(at: 3, by: -1)
            #expect(try fixture.savedInstances().map(\.name) == ["home", "anime", "4k", "tv"])
            #expect(fixture.applied.count == 2)
            // The old contents are kept next to the file.
            #expect(FileManager.default.fileExists(atPath: fixture.path + ".bak"))
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func reorderingACorruptFileChangesNothingAndSaysWhy() async throws {
        try await withSettingsFlow(configuration: Self.threeRadarrsAndASonarr) { fixture in
            let list = try await openInstances(fixture)
            try "radarr: [unclosed".write(toFile: fixture.path, atomically: true, encoding: .utf8)
            list.makeDefault(at: 2)
            #expect(fixture.fileText == "radarr: [unclosed")
            #expect(fixture.applied.isEmpty)
            #expect(list.changeError?.hasPrefix("Not moved: ") == true)
            // The list now shows why the file cannot be changed, and refuses further moves.
            #expect(!list.isEditable)
            list.move(at: 0, by: 1)
            #expect(fixture.fileText == "radarr: [unclosed")
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func testConnectionReportsPreciseErrors() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let list = try await openInstances(fixture)
            let form = try openAddSheet(fixture, from: list)
            let simulator = fixture.simulator
            form.set(.name, to: "probe")
            form.set(.url, to: simulator.radarrURL.absoluteString)

            form.set(.apiKey, to: "wrong-key")
            form.testConnection()
            await fixture.flow.settle()
            #expect(form.testResult == .wrongAPIKey)
            #expect(form.testResult?.description.contains("401") == true)

            form.set(.apiKey, to: simulator.apiKey)
            form.set(.url, to: "http://127.0.0.1:1")
            form.testConnection()
            await fixture.flow.settle()
            guard case .unreachable? = form.testResult else {
                Issue.record("expected unreachable, got \(String(describing: form.testResult))")
                return
            }

            form.set(.url, to: simulator.radarrURL.absoluteString)
            await simulator.faults.add(FaultRule(.malformedJSON, service: .radarr, operation: "get/api/v3/system/status", remaining: 1))
            form.testConnection()
            await fixture.flow.settle()
            guard case .notAServer(.radarr, let detail)? = form.testResult, detail.hasPrefix("it answered with broken JSON") else {
                Issue.record("expected a broken-JSON answer, got \(String(describing: form.testResult))")
                return
            }

            form.set(.url, to: simulator.sonarrURL.absoluteString)
            form.testConnection()
            await fixture.flow.settle()
            #expect(form.testResult == .wrongKind(expected: .radarr, found: "Sonarr"))
            #expect(form.testResult?.description == "This is a Sonarr server, not Radarr")

            form.set(.url, to: simulator.radarrURL.absoluteString)
            form.testConnection()
            await fixture.flow.settle()
            #expect(form.testResult == .connected(appName: "Radarr", version: "5.14.0.9383"))
            // Testing writes nothing.
            #expect(try fixture.savedInstances().map(\.name) == ["home"])
            fixture.flow.finish()
        }
    }

    @Test func aServerThatDoesNotAnswerTimesOut() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            fixture.environment.connectionTimeout = .seconds(1)
            await fixture.simulator.faults.add(FaultRule(.timeout, service: .radarr, operation: "get/api/v3/system/status"))
            let list = try await openInstances(fixture)
            #expect(list.rows.first?.statusText == "✗ timed out")
            fixture.flow.perform("edit", { _ in try list.selectRow(at: 0) }) {
                $0.present(SettingsModal.editInstance(kind: .radarr, name: "home"))
            }
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            form.testConnection()
            await fixture.flow.settle()
            #expect(form.testResult == .timedOut(after: .seconds(1)))
            #expect(form.testResult?.description == "The server did not answer within 1 s")
            await fixture.simulator.faults.clear()
            fixture.flow.finish()
        }
    }

    @Test func editingKeepsTheKeyReferenceAndRenames() async throws {
        try await withSettingsFlow(
            configuration: { simulator in
                """
                radarr:
                  - name: home
                    url: \(simulator.radarrURL.absoluteString)
                    api_key: ${TEST_RADARR_KEY}
                """
            }, environmentVariables: ["TEST_RADARR_KEY": "placeholder"]
        ) { fixture in
            fixture.flow.open("/settings/instances/radarr/home/edit") {
                $0.push(SettingsRoute.instances)
                $0.present(SettingsModal.editInstance(kind: .radarr, name: "home"))
            }
            await fixture.flow.settle()
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            #expect(form.form[.name] == "home")
            #expect(form.form[.apiKey] == "${TEST_RADARR_KEY}")
            #expect(!form.form.isKeyRevealed)
            form.toggleKeyVisibility()
            #expect(form.form.isKeyRevealed)
            form.set(.name, to: "living-room")
            fixture.flow.perform("save", { _ in form.save() }) { $0.dismiss() }
            let text = try #require(fixture.fileText)
            #expect(text.contains("api_key: ${TEST_RADARR_KEY}"))
            #expect(!text.contains("placeholder"))
            #expect(try fixture.savedInstances().map(\.name) == ["living-room"])
            await fixture.flow.settle()
            let list = try fixture.flow.requireFocusedScreen(as: InstancesScreen.self)
            #expect(list.rows.map(\.instance.name) == ["living-room"])
            fixture.flow.finish()
        }
    }

    @Test func savingAnUnchangedEditWritesNothing() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let before = fixture.fileText
            fixture.flow.open("/settings/instances/radarr/home/edit") {
                $0.push(SettingsRoute.instances)
                $0.present(SettingsModal.editInstance(kind: .radarr, name: "home"))
            }
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            form.testConnection()
            await fixture.flow.settle()
            #expect(form.testResult?.isSuccess == true)
            // Editing a field clears the result: it was about the old values.
            form.set(.url, to: "http://other:7878")
            #expect(form.testResult == nil)
            form.set(.url, to: fixture.simulator.radarrURL.absoluteString)
            fixture.flow.perform("save", { _ in form.save() }) { $0.dismiss() }
            #expect(fixture.fileText == before, "the comment survives: nothing was rewritten")
            #expect(!FileManager.default.fileExists(atPath: fixture.file.backupPath))
            #expect(fixture.applied.isEmpty)
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func removingAsksFirstAndCancelKeepsTheInstance() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let before = fixture.fileText
            let list = try await openInstances(fixture)
            fixture.flow.perform("remove", { _ in try list.remove(at: 0) }) {
                $0.present(SettingsModal.removeInstance(kind: .radarr, name: "home"), style: .alert)
            }
            let alert = try fixture.flow.requireFocusedScreen(as: RemoveInstanceScreen.self)
            #expect(alert.message == "Remove the Radarr instance ‘home’ from the configuration file?")
            fixture.flow.answer("Cancel") { $0.dismiss() }
            #expect(fixture.fileText == before)
            #expect(fixture.applied.isEmpty)

            fixture.flow.perform("remove", { _ in try list.remove(at: 0) }) {
                $0.present(SettingsModal.removeInstance(kind: .radarr, name: "home"), style: .alert)
            }
            fixture.flow.answer("Remove") { $0.dismiss() }
            #expect(try fixture.savedInstances().isEmpty)
            #expect(fixture.fileMode == 0o600)
            #expect(fixture.applied.last?.configuration.instances.isEmpty == true)
            await fixture.flow.settle()
            #expect(list.rows.isEmpty)
            fixture.flow.finish()
        }
    }

    @Test func cancellingAtEveryDepthWritesNothing() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let before = fixture.fileText
            fixture.flow.selectRow(0) { $0.push(SettingsRoute.instances) }
            await fixture.flow.settle()
            let list = try fixture.flow.requireFocusedScreen(as: InstancesScreen.self)

            // The add sheet, with typed input, then Esc.
            let form = try openAddSheet(fixture, from: list)
            form.set(.name, to: "half-typed")
            form.testConnection()
            await fixture.flow.settle()
            fixture.flow.back { $0.dismiss() }

            // The edit sheet, changed, then Esc.
            fixture.flow.perform("edit", { _ in try list.selectRow(at: 0) }) {
                $0.present(SettingsModal.editInstance(kind: .radarr, name: "home"))
            }
            try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self).set(.url, to: "http://elsewhere:7878")
            fixture.flow.back { $0.dismiss() }

            // The remove alert, then Esc.
            fixture.flow.perform("remove", { _ in try list.remove(at: 0) }) {
                $0.present(SettingsModal.removeInstance(kind: .radarr, name: "home"), style: .alert)
            }
            fixture.flow.back { $0.dismiss() }

            // The list, then back to the sections.
            fixture.flow.back { $0.pop() }
            #expect(fixture.flow.focusedScreen(as: SettingsOverviewScreen.self) != nil)
            #expect(fixture.fileText == before)
            #expect(!FileManager.default.fileExists(atPath: fixture.file.backupPath))
            #expect(fixture.applied.isEmpty)
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func aCorruptFileIsReportedAndNeverOverwritten() async throws {
        let corrupt = "radarr:\n  - name: home\n    url: [not closed\n"
        try await withSettingsFlow(configuration: { _ in corrupt }) { fixture in
            let list = try await openInstances(fixture)
            #expect(list.rows.isEmpty)
            #expect(!list.isEditable)
            let reason = try #require(list.readOnlyReason)
            #expect(reason.contains("cannot be read, so Marquee will not change it"))
            #expect(reason.contains(fixture.path + ":4: invalid YAML"))
            fixture.flow.perform("add", { _ in try list.add() })
            fixture.flow.expectNoChange()

            // Even through a link, the form refuses to save and keeps what was typed.
            fixture.flow.open("/settings/instances/add") { $0.present(SettingsModal.addInstance) }
            let form = try fixture.flow.requireFocusedScreen(as: InstanceFormScreen.self)
            #expect(form.failure?.contains("cannot be read") == true)
            form.set(.name, to: "new")
            form.set(.url, to: fixture.simulator.radarrURL.absoluteString)
            form.set(.apiKey, to: fixture.simulator.apiKey)
            fixture.flow.perform("save", { _ in form.save() })
            fixture.flow.expectNoChange()
            #expect(form.form[.name] == "new")
            #expect(fixture.fileText == corrupt)
            #expect(fixture.applied.isEmpty)

            // The appearance screen refuses too.
            fixture.flow.open("/settings/appearance") {
                $0.dismiss()
                $0.setStack(SettingsRoute.overview, SettingsRoute.appearance)
            }
            let appearance = try fixture.flow.requireFocusedScreen(as: AppearanceScreen.self)
            try appearance.selectRow(at: 1)
            #expect(appearance.isFailure)
            #expect(appearance.notice?.hasPrefix("Not saved: \(fixture.path):4: invalid YAML") == true)
            #expect(fixture.fileText == corrupt)
            await fixture.flow.settle()
            fixture.flow.finish()
        }
    }

    @Test func demoModeListsTheDemoServersReadOnly() async throws {
        try await withSettingsFlow(isDemo: true) { fixture in
            let list = try await openInstances(fixture)
            #expect(list.rows.map(\.instance.kind) == [.radarr, .sonarr])
            #expect(list.rows.allSatisfy { $0.status?.isSuccess == true })
            #expect(!list.isEditable)
            #expect(list.readOnlyReason?.hasPrefix("Demo mode") == true)
            fixture.flow.perform("add", { _ in try list.add() })
            fixture.flow.expectNoChange()
            #expect(!fixture.fileExists)
            fixture.flow.finish()
        }
    }
}
