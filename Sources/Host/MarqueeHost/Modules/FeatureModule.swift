/// An in-process feature (Radarr, Sonarr, Settings, ...): a manifest plus a registration
/// function the host calls once at start-up.
///
/// ```swift
/// struct NotesModule: FeatureModule {
///     let manifest = ModuleManifest(id: "notes", displayName: "Notes", version: "1.0.0")
///     func register(with registrar: ModuleRegistrar) {
///         registrar.routes(NotesRoute.self) { $0.screens { route, context in NotesScreen(route, context) } }
///     }
/// }
/// ```
///
/// Feature modules never import each other: they talk through routing protocols
/// (`MarqueeContracts`) or deep links.
@MainActor
public protocol FeatureModule {
    /// Who the module is.
    var manifest: ModuleManifest { get }
    /// Registers routes, destinations, deep links, key commands, routing protocols and
    /// services. Throwing disables the module with the error as the reason.
    func register(with registrar: ModuleRegistrar) throws
}
