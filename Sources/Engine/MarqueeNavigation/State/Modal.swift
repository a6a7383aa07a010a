/// How a modal is presented.
public enum ModalStyle: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A sheet over its parent; `detents` are the heights it may take, first is the initial one.
    case sheet(detents: [SheetDetent])
    /// Covers everything below it.
    case fullScreen
    /// A small dialog. Alerts are always top-most, have no push path and nothing is presented
    /// over them.
    case alert

    /// A sheet with the default large detent.
    public static var sheet: ModalStyle { .sheet(detents: [.large]) }

    public var isAlert: Bool { if case .alert = self { true } else { false } }

    public var description: String {
        switch self {
        case .sheet(let detents): "sheet(\(detents.map(\.rawValue).joined(separator: ",")))"
        case .fullScreen: "fullScreen"
        case .alert: "alert"
        }
    }
}

/// The height a sheet takes.
public enum SheetDetent: String, Hashable, Codable, Sendable {
    case medium
    case large
}

/// Behaviour options of a presented modal.
public struct ModalOptions: Hashable, Codable, Sendable {
    /// When true, ``NavigationCoordinator/back()`` does not dismiss the modal (a form with
    /// unsaved input, a required onboarding step). Programmatic dismissal still works.
    public var isDismissalDisabled: Bool

    public init(isDismissalDisabled: Bool = false) {
        self.isDismissalDisabled = isDismissalDisabled
    }
}

/// A modal presented over the root stack (or over another modal), with its own push path.
public struct Modal: Hashable, Sendable, Identifiable, Codable, CustomStringConvertible {
    public let id: ModalID
    public let style: ModalStyle
    /// The first screen of the modal.
    public let root: Entry
    /// Screens pushed inside the modal, bottom first.
    public internal(set) var path: PersistentStack<Entry>
    public var options: ModalOptions

    public init(id: ModalID, style: ModalStyle, root: Entry, path: PersistentStack<Entry> = [], options: ModalOptions = .init()) {
        self.id = id
        self.style = style
        self.root = root
        self.path = path
        self.options = options
    }

    /// The visible screen of the modal: the top of its path, or its root.
    public var top: Entry { path.last ?? root }

    /// The root followed by the path.
    public var entries: [Entry] { [root] + Array(path) }

    public var description: String {
        "\(style) [\(entries.map(\.description).joined(separator: " > "))]"
    }
}
