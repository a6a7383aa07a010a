import MarqueeApp
import MarqueeHost
import MarqueeNavigation

/// The Settings deep links: one per screen, modal ones included.
///
/// | Link | Shows |
/// |---|---|
/// | `/settings` | the sections |
/// | `/settings/instances` | the instances |
/// | `/settings/instances/add` | the add sheet over the instances |
/// | `/settings/instances/:kind/:name/edit` | the edit sheet for an instance |
/// | `/settings/instances/:kind/:name/remove` | the remove alert for an instance |
/// | `/settings/appearance` | the theme |
/// | `/settings/plugins` | the modules and plugins |
/// | `/settings/plugins/:id` | one module |
/// | `/settings/about` | version and paths |
/// | `/settings/onboarding` | the first-run flow (full-screen) |
/// | `/settings/onboarding/instance` | its instance form |
enum SettingsLinks {
    static let tab: TabID = "settings"

    static func stack(_ route: SettingsRoute...) -> [any Route] { [SettingsRoute.overview] + route }

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        registrar.deepLink(
            "/settings", summary: "Settings", route: SettingsRoute.self,
            destination: { _ throws(DeepLinkError) in NavigationDestination(tab: tab, stack: stack()) },
            parameters: { route in route == .overview ? [:] : nil })
        let sections: [(String, String, SettingsRoute)] = [
            ("instances", "The Radarr and Sonarr instances", .instances),
            ("appearance", "The theme", .appearance),
            ("plugins", "Modules and plugins", .plugins),
            ("about", "Version and paths", .about),
        ]
        for (path, summary, route) in sections {
            registrar.deepLink(
                "/settings/\(path)", summary: summary, route: SettingsRoute.self,
                destination: { _ throws(DeepLinkError) in NavigationDestination(tab: tab, stack: stack(route)) },
                parameters: { candidate in candidate == route ? [:] : nil })
        }
        registrar.deepLink(
            "/settings/plugins/:id", summary: "One module", route: SettingsRoute.self,
            destination: { parameters throws(DeepLinkError) in
                let id: String = try parameters.value("id")
                return NavigationDestination(tab: tab, stack: stack(.plugins, .plugin(id: id)))
            },
            parameters: { route in if case .plugin(let id) = route { ["id": id] } else { nil } })
        registrar.deepLink(
            "/settings/instances/add", summary: "Add an instance", route: SettingsModal.self,
            destination: { _ throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: stack(.instances), modals: [ModalDestination(SettingsModal.addInstance)])
            },
            parameters: { route in route == .addInstance ? [:] : nil })
        registrar.deepLink(
            "/settings/instances/:kind/:name/edit", summary: "Edit an instance", route: SettingsModal.self,
            destination: { parameters throws(DeepLinkError) in
                let (kind, name) = try instance(parameters, pattern: "/settings/instances/:kind/:name/edit")
                return NavigationDestination(tab: tab, stack: stack(.instances),
                                             modals: [ModalDestination(SettingsModal.editInstance(kind: kind, name: name))])
            },
            parameters: { route in
                if case .editInstance(let kind, let name) = route { ["kind": kind.rawValue, "name": name] } else { nil }
            })
        registrar.deepLink(
            "/settings/instances/:kind/:name/remove", summary: "Remove an instance", route: SettingsModal.self,
            destination: { parameters throws(DeepLinkError) in
                let (kind, name) = try instance(parameters, pattern: "/settings/instances/:kind/:name/remove")
                return NavigationDestination(tab: tab, stack: stack(.instances),
                                             modals: [ModalDestination(SettingsModal.removeInstance(kind: kind, name: name), style: .alert)])
            },
            parameters: { route in
                if case .removeInstance(let kind, let name) = route { ["kind": kind.rawValue, "name": name] } else { nil }
            })
        registrar.deepLink(
            "/settings/onboarding", summary: "The first-run setup", route: SettingsModal.self,
            destination: { _ throws(DeepLinkError) in
                NavigationDestination(tab: tab, stack: stack(), modals: [ModalDestination(SettingsModal.onboarding, style: .fullScreen)])
            },
            parameters: { route in route == .onboarding ? [:] : nil })
        registrar.deepLink("/settings/onboarding/instance", summary: "The first-run setup: the first instance") { _ throws(DeepLinkError) in
            NavigationDestination(tab: tab, stack: stack(), modals: [
                ModalDestination(SettingsModal.onboarding, style: .fullScreen, path: [SettingsModal.onboardingInstance]),
            ])
        }
    }

    private static func instance(_ parameters: DeepLinkParameters, pattern: String) throws(DeepLinkError) -> (ServiceKind, String) {
        let kindText: String = try parameters.value("kind")
        let name: String = try parameters.value("name")
        guard let kind = ServiceKind(rawValue: kindText) else {
            throw DeepLinkError.invalidParameter(name: "kind", value: kindText, expected: "radarr or sonarr", pattern: pattern)
        }
        return (kind, name)
    }
}
