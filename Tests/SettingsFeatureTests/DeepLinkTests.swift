import MarqueeApp
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import SettingsFeature
import Testing

/// Every Settings screen is reachable by its link, modal ones included, and routes turn back
/// into links.
@MainActor
@Suite(.serialized) struct DeepLinkTests {
    @Test func everyScreenHasALink() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            let flow = fixture.flow
            flow.open("/settings") { _ in }
            #expect(flow.focusedScreen(as: SettingsOverviewScreen.self) != nil)
            flow.open("marquee://settings/instances") { $0.push(SettingsRoute.instances) }
            await flow.settle()
            #expect(flow.focusedScreen(as: InstancesScreen.self)?.rows.count == 1)
            flow.open("/settings/instances/add") { $0.present(SettingsModal.addInstance) }
            #expect(flow.focusedScreen(as: InstanceFormScreen.self)?.title == "Add instance")
            flow.open("/settings/instances/radarr/home/edit") {
                $0.dismiss()
                $0.present(SettingsModal.editInstance(kind: .radarr, name: "home"))
            }
            #expect(flow.focusedScreen(as: InstanceFormScreen.self)?.form[.name] == "home")
            flow.open("/settings/instances/radarr/home/remove") {
                $0.dismiss()
                $0.present(SettingsModal.removeInstance(kind: .radarr, name: "home"), style: .alert)
            }
            #expect(flow.focusedScreen(as: RemoveInstanceScreen.self)?.message.contains("‘home’") == true)
            for (path, route) in [("appearance", SettingsRoute.appearance), ("plugins", .plugins), ("about", .about)] {
                flow.open("/settings/\(path)") {
                    $0.dismissAll()
                    $0.setStack(SettingsRoute.overview, route)
                }
            }
            let about = try flow.requireFocusedScreen(as: AboutScreen.self)
            #expect(about.facts.map(\.label) == ["Version", "Mode", "Configuration", "State", "Log", "Plugins"])
            #expect(about.facts.first?.value == "Marquee 9.8.7")
            #expect(about.facts[2].value == fixture.path)
            flow.open("/settings/plugins/settings") {
                $0.setStack(SettingsRoute.overview, SettingsRoute.plugins, SettingsRoute.plugin(id: "settings"))
            }
            #expect(flow.focusedScreen(as: PluginDetailScreen.self)?.status?.isActive == true)
            flow.open("/settings/onboarding") {
                $0.setStack(SettingsRoute.overview)
                $0.present(SettingsModal.onboarding, style: .fullScreen)
            }
            #expect(flow.focusedScreen(as: OnboardingWelcomeScreen.self) != nil)
            flow.open("/settings/onboarding/instance") { $0.push(SettingsModal.onboardingInstance) }
            #expect(flow.focusedScreen(as: InstanceFormScreen.self)?.title == "Your first server")
            await flow.settle()
            flow.finish()
        }
    }

    @Test func routesTurnBackIntoLinks() async throws {
        try await withSettingsFlow { fixture in
            let links = fixture.flow.host.deepLinks
            #expect(links.link(for: SettingsRoute.instances) == "marquee://settings/instances")
            #expect(links.link(for: SettingsRoute.appearance) == "marquee://settings/appearance")
            #expect(links.link(for: SettingsRoute.plugin(id: "radarr")) == "marquee://settings/plugins/radarr")
            #expect(links.link(for: SettingsModal.editInstance(kind: .sonarr, name: "tv")) == "marquee://settings/instances/sonarr/tv/edit")
            #expect(links.link(for: SettingsModal.onboarding) == "marquee://settings/onboarding")
        }
    }

    @Test func aLinkWithAnUnknownKindIsRefused() async throws {
        try await withSettingsFlow { fixture in
            #expect(throws: NavigationError.self) { try fixture.flow.host.coordinator.open("/settings/instances/readarr/x/edit") }
        }
    }

    @Test func routingProtocolShowsTheInstances() async throws {
        try await withSettingsFlow(configuration: SettingsFixture.radarrHome) { fixture in
            fixture.flow.perform("showInstances", { host in try #require(host.router(SettingsRouting.self)).showInstances() }) {
                $0.push(SettingsRoute.instances)
            }
            await fixture.flow.settle()
            #expect(fixture.flow.focusedScreen(as: InstancesScreen.self)?.rows.count == 1)
            fixture.flow.finish()
        }
    }
}
