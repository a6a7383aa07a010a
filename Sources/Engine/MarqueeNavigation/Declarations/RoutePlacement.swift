/// Where a declared route stands: at the bottom of a tab, pushed on another route, or
/// presented over another route. A deep link to the route builds its whole destination from
/// this, recursively: the route under it is placed by its own declaration.
///
/// ```swift
/// .root(of: "radarr")                                   // the tab's first screen
/// .push(on: RadarrRoute.library)                        // on the library's stack (or its modal's path)
/// .present(.alert, over: RadarrRoute.movie(id: id))     // a new modal over the movie
/// ```
public struct RoutePlacement: Sendable {
    indirect enum Kind: Sendable {
        case root(TabID?)
        /// On the parent; the parent placed by its declaration, or as given.
        case push(AnyRoute, RoutePlacement?)
        case present(ModalStyle, AnyRoute, RoutePlacement?)
    }

    let kind: Kind

    /// Whether the route is the first screen of a tab.
    public var isTabRoot: Bool {
        if case .root = kind { true } else { false }
    }

    /// Whether the route is presented as a modal.
    public var isPresented: Bool {
        if case .present = kind { true } else { false }
    }

    /// The first screen of `tab` (nil: of whichever tab is selected).
    public static func root(of tab: TabID?) -> RoutePlacement { RoutePlacement(kind: .root(tab)) }

    /// Pushed on `parent`: onto the root stack, or onto the path of the modal `parent` is in.
    /// `parent` stands where its own declaration says, unless `placed` says otherwise.
    public static func push(on parent: some Route, placed: RoutePlacement? = nil) -> RoutePlacement {
        RoutePlacement(kind: .push(AnyRoute(parent), placed))
    }

    /// Presented as a new modal over `parent` (placed by its declaration, unless `placed` says otherwise).
    public static func present(_ style: ModalStyle = .sheet, over parent: some Route, placed: RoutePlacement? = nil) -> RoutePlacement {
        RoutePlacement(kind: .present(style, AnyRoute(parent), placed))
    }
}
