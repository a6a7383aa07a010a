import MarqueeHost
import MarqueeNavigation

extension ModuleRegistrar {
    /// The key of "Add to another instance".
    public static let addToAnotherInstanceKey = "A"

    /// Registers `A` "Add to another instance" on screens of type `S` (a detail, a library with
    /// its highlighted row), offered where the module has several instances: it switches to
    /// the next instance (the palette offers "Add to 4k" for each other one), keeping that
    /// instance's stack, and opens `sheet(screen)` there: the add flow with that instance's
    /// profiles and root folders, which says so when the title is already in its library.
    /// When `sheet` gives nil (no title shown, or the screen does not keep it) the command says
    /// it is not available here.
    ///
    /// ```swift
    /// registrar.addToAnotherInstance(on: MovieDetailScreen.self) { $0.movie.map { RadarrModal.addLookup(term: "tmdb:\($0.externalID)") } }
    /// ```
    public func addToAnotherInstance<S, Modal: Route>(on type: S.Type, sheet: @escaping @MainActor @Sendable (S) -> Modal?) {
        instanceCommand(Self.addToAnotherInstanceKey, title: "Add to another instance", instanceTitle: { "Add to \($0)" }, on: type) {
            screen, instance, context in
            guard let sheet = sheet(screen) else {
                throw KeyCommandError.notAvailable(key: Self.addToAnotherInstanceKey, title: "Add to another instance")
            }
            try context.host.switchInstance(of: instance.feature, to: instance.name)
            try context.host.coordinator.present(sheet)
        }
    }
}
