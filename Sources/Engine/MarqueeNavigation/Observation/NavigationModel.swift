import Observation

/// An `@Observable` picture of a coordinator's state, for SwiftUI and any other observer:
/// the selected tab, each tab's path, and the presented modals, each with its own path.
///
/// ```swift
/// let model = NavigationModel(coordinator: coordinator)
/// TabView(selection: $model.selectedTab) { ... }                      // docs/swiftui.md
/// NavigationStack(path: $tab.path) { ... }
/// ```
///
/// The model is updated once per change the coordinator commits (a transaction of many steps
/// is one update), and only the parts the change touched are written: a push on one tab
/// notifies observers of that tab's path and no one else. Its setters are write-backs: they
/// send the matching operation to the coordinator (a shorter path pops to its last entry), so
/// guards see them like any other intent.
@MainActor
@Observable
public final class NavigationModel {
    /// The coordinator the model mirrors and writes back to.
    @ObservationIgnored public let coordinator: NavigationCoordinator
    /// Every tab, in display order.
    public private(set) var tabs: [TabModel]
    /// The presented modals, bottom first (sheets, full-screen covers and alerts).
    public private(set) var modals: [ModalModel]
    private var shownTab: TabID

    @ObservationIgnored private var seenTabs: TabTable
    @ObservationIgnored private var selectedIndex: Int

    /// Mirrors `coordinator` from now on (a coordinator has at most one model; a new one
    /// replaces the old).
    public init(coordinator: NavigationCoordinator) {
        self.coordinator = coordinator
        let state = coordinator.state
        shownTab = state.selectedTab
        seenTabs = state.tabTable
        tabs = []
        modals = []
        selectedIndex = 0
        tabs = state.tabs.map { TabModel(id: $0, stack: state.stack(for: $0) ?? [], model: self) }
        selectedIndex = tabs.firstIndex { $0.id == state.selectedTab } ?? 0
        modals = state.modals.map { ModalModel($0, model: self) }
        coordinator.model = self
    }

    /// The selected tab. Setting it selects the tab (`TabView(selection:)` writes here).
    public var selectedTab: TabID {
        get { shownTab }
        set { _ = try? coordinator.selectTab(newValue) }
    }

    /// The tab `id`, if the state has it.
    public func tab(_ id: TabID) -> TabModel? { tabs.first { $0.id == id } }

    /// The modal presented directly over the modal at `depth` (nil: over the tabs), if any.
    public func modal(over depth: Int?) -> ModalModel? {
        let index = depth.map { $0 + 1 } ?? 0
        return index >= 0 && index < modals.count ? modals[index] : nil
    }

    /// The sheet presented directly over `depth` (nil: over the tabs), if the modal there is one.
    /// SwiftUI: `.sheet(item:)` on the view at that depth.
    public func sheet(over depth: Int?) -> ModalModel? {
        modal(over: depth).flatMap { $0.isSheet ? $0 : nil }
    }

    /// The full-screen cover presented directly over `depth`, if the modal there is one.
    public func fullScreenCover(over depth: Int?) -> ModalModel? {
        modal(over: depth).flatMap { $0.style == .fullScreen ? $0 : nil }
    }

    /// The alert presented directly over `depth`, if the modal there is one.
    public func alert(over depth: Int?) -> ModalModel? {
        modal(over: depth).flatMap { $0.style.isAlert ? $0 : nil }
    }

    /// The alert, when the top modal is one (alerts are always top-most).
    public var alert: ModalModel? {
        guard let top = modals.last, top.style.isAlert else { return nil }
        return top
    }

    /// Dismisses `modal` and everything over it (a sheet swiped down, an alert answered).
    public func dismiss(_ modal: ModalModel) {
        _ = try? coordinator.dismiss(modal.id)
    }

    /// Dismisses the modal presented directly over `depth` (nil: over the tabs), and everything
    /// over it; nothing when none is. What SwiftUI's write-back of a nil item or a false flag does.
    public func dismissModal(over depth: Int?) {
        if let modal = modal(over: depth) { dismiss(modal) }
    }

    // MARK: Following the coordinator

    /// Writes what changed between the last state seen and the coordinator's. O(1) when only the
    /// selected tab's stack changed and no modal is presented; O(modals) when modals are.
    ///
    /// The model keeps no copy of a stack, only its ``StackFingerprint``: a copy would share
    /// the coordinator's storage, and the coordinator could no longer push in place. After a
    /// restore (where entry ids may come back with other routes) everything read is announced.
    ///
    /// It reads the coordinator's state field by field: taking the state as an argument would
    /// copy it (three retains and releases) on every push.
    func update(reason: ChangeReason) {
        let isRestore = reason == .restore
        if coordinator.state.tabTable !== seenTabs || isRestore {
            updateTabs(coordinator.state, isRestore: isRestore)
        } else if selectedIndex < _tabs.count {
            _tabs[selectedIndex].show(coordinator.state.stack.fingerprint, isRestore: false)
        }
        if !coordinator.state.modals.isEmpty || !_modals.isEmpty {
            updateModals(coordinator.state.modals, isRestore: isRestore)
        }
    }

    private func updateTabs(_ state: NavigationState, isRestore: Bool) {
        seenTabs = state.tabTable
        if tabs.map(\.id) != state.tabs {
            let kept = Dictionary(tabs.map { ($0.id, $0) }) { first, _ in first }
            tabs = state.tabs.map { kept[$0] ?? TabModel(id: $0, stack: [], model: self) }
        }
        for tab in tabs { tab.show((state.stack(for: tab.id) ?? []).fingerprint, isRestore: isRestore) }
        selectedIndex = tabs.firstIndex { $0.id == state.selectedTab } ?? 0
        if shownTab != state.selectedTab { shownTab = state.selectedTab }
    }

    private func updateModals(_ presented: PersistentStack<Modal>, isRestore: Bool) {
        var kept = 0
        while kept < _modals.count, kept < presented.count, _modals[kept].shows(presented[kept], isRestore: isRestore) {
            _modals[kept].show(presented[kept].path.fingerprint, isRestore: isRestore)
            kept += 1
        }
        guard kept < _modals.count || kept < presented.count else { return }
        modals = Array(modals.prefix(kept)) + presented[kept...].map { ModalModel($0, model: self) }
    }

    // MARK: Write-backs

    /// Makes `stack` (a tab's root stack or a modal's path, starting after `base`) show `path`:
    /// a prefix pops to its last entry (entry ids kept); entries past the common prefix that
    /// are not in the stack are pushed as new entries of their routes.
    func write(_ path: [Entry], over stack: PersistentStack<Entry>, dropping base: Int, below floor: EntryID?, in context: NavigationContext) {
        var common = 0
        while common < path.count, base + common < stack.count, stack[base + common].id == path[common].id { common += 1 }
        guard common < path.count || base + common < stack.count else { return }
        try? coordinator.transaction(reason: .back) { transaction throws(NavigationError) in
            if base + common < stack.count {
                let target = common > 0 ? path[common - 1].id : floor
                if let target { try transaction.popTo(target) }
            }
            for entry in path[common...] { try transaction.push(entry.route, in: context) }
        }
    }
}

/// What tells two versions of a stack apart without holding either: its count and its first
/// and last entry ids. Entry ids are never reused within a state's history, so a stack that
/// changed differs in one of them (a restore, which may bring ids back, is announced whole).
struct StackFingerprint: Equatable {
    let count: Int
    let first: EntryID?
    let last: EntryID?

    init(count: Int, first: EntryID?, last: EntryID?) {
        self.count = count
        self.first = first
        self.last = last
    }
}

extension PersistentStack where Element == Entry {
    /// The stack's ``StackFingerprint`` (read in place: no entry is copied).
    var fingerprint: StackFingerprint {
        StackFingerprint(count: count, first: isEmpty ? nil : id(at: 0), last: isEmpty ? nil : id(at: count - 1))
    }
}

/// One tab of a ``NavigationModel``: its first screen and the path pushed over it.
///
/// Observable by hand rather than with `@Observable`: a change is announced to the
/// registrar only when something read the stack since the last announcement (nothing can be
/// tracking it otherwise), so a push nobody watches costs a flag test. The stack
/// itself is read from the coordinator when asked for; the model holds no copy of it.
@MainActor
public final class TabModel: Identifiable, Observable {
    /// The tab.
    public let id: TabID
    private var fingerprint: StackFingerprint
    /// Whether the stack was read since the last announced change.
    private var isRead = false
    private unowned let model: NavigationModel
    private let registrar = ObservationRegistrar()

    init(id: TabID, stack: PersistentStack<Entry>, model: NavigationModel) {
        self.id = id
        fingerprint = stack.fingerprint
        self.model = model
    }

    /// The tab's root stack as the coordinator has it now.
    private var stack: PersistentStack<Entry> { model.coordinator.state.stack(for: id) ?? [] }

    /// The tab's root stack (tracked). Its fingerprint is taken now: a later change is
    /// announced when the stack differs from what was read.
    var seen: PersistentStack<Entry> {
        registrar.access(self, keyPath: \.seen)
        let stack = stack
        isRead = true
        fingerprint = stack.fingerprint
        return stack
    }

    /// Notes that the stack may have changed to `newFingerprint`: when it was read since the
    /// last announcement and differs from what was read (after a restore, even when it does
    /// not), announces the change. Nothing is computed for a stack nobody read.
    func show(_ newFingerprint: @autoclosure () -> StackFingerprint, isRestore: Bool) {
        guard isRead else { return }
        guard isRestore || fingerprint != newFingerprint() else { return }
        isRead = false
        registrar.withMutation(of: self, keyPath: \.seen) {}
    }

    /// The first screen of the tab (the root of its `NavigationStack`).
    public var root: Entry? { seen.first }

    /// The screens pushed over the root, bottom first. Setting a shorter path pops to its
    /// last entry (what SwiftUI writes back when the user goes back).
    public var path: [Entry] {
        get { Array(seen.dropFirst()) }
        set {
            let stack = stack
            guard let root = stack.first else { return }
            model.write(newValue, over: stack, dropping: 1, below: root.id, in: .root)
        }
    }

    /// Every entry of the tab's root stack, bottom first.
    public var entries: PersistentStack<Entry> { seen }
}

/// One presented modal of a ``NavigationModel``: its style, its first screen and its path.
/// Observable by hand, as ``TabModel`` is.
@MainActor
public final class ModalModel: Identifiable, Observable {
    /// The modal.
    public let id: ModalID
    /// How it is presented.
    public let style: ModalStyle
    /// Its first screen.
    public let root: Entry
    private var fingerprint: StackFingerprint
    private var isRead = false
    private unowned let model: NavigationModel
    private let registrar = ObservationRegistrar()

    init(_ modal: Modal, model: NavigationModel) {
        id = modal.id
        style = modal.style
        root = modal.root
        fingerprint = modal.path.fingerprint
        self.model = model
    }

    /// Whether this model shows `modal` (after a restore, the same id may come back with
    /// another root or style).
    func shows(_ modal: Modal, isRestore: Bool) -> Bool {
        id == modal.id && (!isRestore || (root == modal.root && style == modal.style))
    }

    /// The modal's path as the coordinator has it now (empty once it is dismissed).
    private var stack: PersistentStack<Entry> {
        guard let depth = model.coordinator.depth(of: id) else { return [] }
        return model.coordinator.state.modals[depth].path
    }

    /// The modal's path (tracked); its fingerprint is taken now, as ``TabModel`` does.
    var seen: PersistentStack<Entry> {
        registrar.access(self, keyPath: \.seen)
        let stack = stack
        isRead = true
        fingerprint = stack.fingerprint
        return stack
    }

    /// Notes that the path may have changed to `newFingerprint`, announcing it as
    /// ``TabModel`` does.
    func show(_ newFingerprint: @autoclosure () -> StackFingerprint, isRestore: Bool) {
        guard isRead else { return }
        guard isRestore || fingerprint != newFingerprint() else { return }
        isRead = false
        registrar.withMutation(of: self, keyPath: \.seen) {}
    }

    /// The screens pushed inside the modal, bottom first. Setting a shorter path pops to its
    /// last entry (or to the modal's root).
    public var path: [Entry] {
        get { Array(seen) }
        set {
            guard let depth = model.coordinator.depth(of: id) else { return }
            model.write(newValue, over: stack, dropping: 0, below: root.id, in: .modal(depth: depth))
        }
    }

    /// Whether the modal is a sheet (of any detents).
    public var isSheet: Bool { if case .sheet = style { true } else { false } }
}
