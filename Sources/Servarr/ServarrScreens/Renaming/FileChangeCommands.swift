import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// The key that previews renames (and Lidarr's retags) of "the item": `p` on the library (the
/// marked items, else the highlighted one), on an item's detail and on a part of it (a season).
/// The feature says which of its modal routes shows the preview for a screen.
public enum FileChangeCommands<Service: ServarrService> {
    /// The key, as docs/keys.md lists it under **Media item**.
    public static var key: String { "p" }

    /// Registers `p`: `preview` gives the route of the preview for the screen it is pressed on,
    /// and for the library's marked items (their ids; nil when nothing is marked).
    @MainActor
    public static func register(
        with registrar: ModuleRegistrar, title: String = "Preview renames",
        preview: @escaping @MainActor @Sendable (_ item: any MediaCommandTarget<Service>, _ markedIDs: [Int]?) -> Service.Modal?
    ) {
        registrar.keyCommand(key, title: title, on: (any MediaCommandTarget<Service>).self) { item, context in
            guard let route = preview(item, item.markedChange(.edit)?.ids) else { return }
            try context.screenContext.router(for: Service.Route.self, Service.Modal.self).present(route, style: .fullScreen)
        }
    }
}

extension ServarrModalScreens where Service: ServarrLibraryService {
    /// The preview of `kinds` (rename; Lidarr's rename and retag) for the library items
    /// `mediaIDs` (one of `season` when given), titled after the first kind.
    public func fileChanges(
        mediaIDs: [Int], season: Int? = nil, kinds: [FileChangeKind<Service.Repository>], context: ScreenContext
    ) -> any Screen {
        FileChangesScreen<Service>(mediaIDs: mediaIDs, season: season, kinds: kinds, context: context)
    }
}
