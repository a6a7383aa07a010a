import MarqueeNavigation

/// A key binding a module registers: the key, where it applies, a title for the help
/// screen, and what it does.
///
/// ```swift
/// registrar.keyCommand(KeyCommand("a", title: "Add movie", scope: .route(RadarrRoute.self)) { context in
///     try context.screenContext.router(RadarrRouting.self)?.startAddMovie(term: "")
/// })
/// ```
///
/// A command that only makes sense on some routes of a type says so with a condition on the
/// focused route; elsewhere it is not offered (not in the footer, the help or the palette) and
/// its key falls through to a less specific command, if any:
///
/// ```swift
/// registrar.keyCommand("m", title: "Toggle monitored", on: RadarrRoute.self,
///                      where: { !$0.isActivity }) { context in … }
/// ```
///
/// A command that acts on a screen names the screen's type (a class, or a protocol that
/// several screens adopt) and gets the focused screen typed; it is offered only where the
/// focused screen is one:
///
/// ```swift
/// registrar.keyCommand("m", title: "Toggle monitored", on: MovieLibraryScreen.self) { library, _ in
///     library.toggleMonitored()
/// }
/// ```
public struct KeyCommand: Sendable {
    /// Where a key command applies.
    public enum Scope: Hashable, Sendable, CustomStringConvertible {
        /// Everywhere.
        case global
        /// When the focused entry belongs to the feature.
        case feature(FeatureID)
        /// When the focused entry's route is of this type.
        case routeType(RouteTypeID)
        /// When the focused screen is of this type (see ``ScreenType``).
        case screenType(ScreenType)

        /// When the focused entry's route is an `R`.
        public static func route<R: Route>(_ type: R.Type) -> Scope { .routeType(R.routeTypeID) }

        public var description: String {
            switch self {
            case .global: "global"
            case .feature(let feature): "feature \(feature)"
            case .routeType(let type): "route \(type)"
            case .screenType(let type): "screen \(type)"
            }
        }

        /// Lower is more specific.
        var precedence: Int {
            switch self {
            case .screenType: -1
            case .routeType: 0
            case .feature: 1
            case .global: 2
            }
        }

        func applies(to entry: Entry?) -> Bool {
            switch self {
            case .global: true
            case .feature(let feature): entry?.route.feature == feature
            case .routeType(let type): entry?.route.typeID == type
            case .screenType: true
            }
        }
    }

    /// The key as the terminal layer names it: `"a"`, `"ctrl-r"`, `"enter"`.
    public let key: String
    /// What the help screen and the footer show.
    public let title: String
    /// Where the command applies.
    public let scope: Scope
    /// The module that registered the command (set by the registrar).
    public internal(set) var feature: FeatureID
    /// Whether the command is offered for a focused route its scope covers (`nil`: always).
    let condition: (@Sendable (AnyRoute) -> Bool)?
    /// Whether the focused screen is the command's screen type (screen-scoped commands only).
    let screenCondition: (@MainActor @Sendable (any Screen) -> Bool)?
    let action: @MainActor @Sendable (KeyCommandContext) throws -> Void
    /// For a command on another instance of the feature's service: what it does to a chosen
    /// instance, and its palette title for that instance ("Add to 4k").
    private(set) var instanceAction: (@MainActor @Sendable (KeyCommandContext, InstancePlace) throws -> Void)?
    private(set) var instanceTitle: (@Sendable (String) -> String)?

    /// Whether the command acts on another instance of the feature (offered only where the
    /// feature has several).
    public var actsOnAnotherInstance: Bool { instanceAction != nil }

    /// A key command; its module is set when it is registered.
    public init(
        _ key: String, title: String, scope: Scope = .global,
        action: @escaping @MainActor @Sendable (KeyCommandContext) throws -> Void
    ) {
        self.key = key
        self.title = title
        self.scope = scope
        self.feature = "*"
        self.condition = nil
        self.screenCondition = nil
        self.action = action
    }

    /// A key command offered only when the focused route is an `R` for which `condition`
    /// holds (its scope is ``Scope/route(_:)``). The condition should be cheap: it runs for
    /// every key press and every footer drawn.
    public init<R: Route>(
        _ key: String, title: String, on type: R.Type, where condition: @escaping @Sendable (R) -> Bool,
        action: @escaping @MainActor @Sendable (KeyCommandContext) throws -> Void
    ) {
        self.key = key
        self.title = title
        self.scope = .route(type)
        self.feature = "*"
        self.condition = { route in route.as(R.self).map(condition) ?? false }
        self.screenCondition = nil
        self.action = action
    }

    /// A command on screens of type `S` (a screen class, or a protocol screens adopt): offered
    /// only when the focused screen is an `S`, and `action` gets it typed.
    public init<S>(
        _ key: String, title: String, on type: S.Type,
        action: @escaping @MainActor @Sendable (S, KeyCommandContext) throws -> Void
    ) {
        self.key = key
        self.title = title
        self.scope = .screenType(ScreenType(type))
        self.feature = "*"
        self.condition = nil
        self.screenCondition = { $0 is S }
        self.action = { context in
            guard let screen = context.screen as? S else { throw KeyCommandError.notAvailable(key: key, title: title) }
            try action(screen, context)
        }
    }

    /// A command on screens of type `S` that acts on another instance of the feature's service
    /// (see ``ModuleRegistrar/instanceCommand(_:title:instanceTitle:on:action:)``): its key acts
    /// on the next instance after the one shown, the palette offers it for each other instance.
    public init<S>(
        _ key: String, title: String, instanceTitle: @escaping @Sendable (String) -> String, on type: S.Type,
        action: @escaping @MainActor @Sendable (S, InstancePlace, KeyCommandContext) throws -> Void
    ) {
        self.init(key, title: title, on: type) { screen, context in
            guard let place = context.host.otherInstances(of: context.screenContext.feature).first else {
                throw KeyCommandError.notAvailable(key: key, title: title)
            }
            try action(screen, place, context)
        }
        self.instanceAction = { context, place in
            guard let screen = context.screen as? S else { throw KeyCommandError.notAvailable(key: key, title: title) }
            try action(screen, place, context)
        }
        self.instanceTitle = instanceTitle
    }

    /// Whether the command is offered for the focused `entry` showing `screen`: its scope covers
    /// them, and its condition (if any) holds for the entry's route.
    @MainActor
    public func isAvailable(for entry: Entry?, screen: (any Screen)?) -> Bool {
        if let screenCondition {
            guard entry != nil, let screen else { return false }
            return screenCondition(screen)
        }
        return isAvailable(for: entry)
    }

    /// Whether the command is offered when `entry` is focused, as far as the entry tells: its
    /// scope covers the entry and its condition (if any) holds for the entry's route. A command
    /// on a screen type needs the screen (``isAvailable(for:screen:)``): here it is not offered.
    public func isAvailable(for entry: Entry?) -> Bool {
        guard screenCondition == nil, scope.applies(to: entry) else { return false }
        guard let condition else { return true }
        guard let entry else { return false }
        return condition(entry.route)
    }
}

/// A screen type a key command applies to (a class, or a protocol screens adopt), named for
/// validation messages and the help.
public struct ScreenType: Hashable, Sendable, CustomStringConvertible {
    private let id: ObjectIdentifier
    /// The type's name.
    public let name: String

    public init<S>(_ type: S.Type) {
        id = ObjectIdentifier(type)
        name = String(describing: type)
    }

    public static func == (lhs: ScreenType, rhs: ScreenType) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}

/// Why a key command did not run.
public enum KeyCommandError: Error, CustomStringConvertible {
    /// The command does not apply to the focused screen.
    case notAvailable(key: String, title: String)

    public var description: String {
        switch self {
        case .notAvailable(let key, let title): "\(title) (\(key)) is not available here"
        }
    }
}
