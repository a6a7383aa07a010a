import MarqueeNavigation

/// Several instances of a feature (two Radarr servers): one tab per instance, the feature's tab
/// in the tab bar showing the current one, switching, and restoring.
///
/// The default (first) instance lives on the feature's own tab (`radarr`), so links and
/// snapshots that name no instance show on it; every other instance has a tab of its own
/// (`radarr/4k`) that the tab bar never lists: the feature's tab stands for whichever of its
/// instances is current. A screen gets the services of the instance whose tab it is on.
extension ModuleHost {
    // MARK: Queries

    /// The instances of `feature`, in display order (empty when it has none).
    public func instances(of feature: FeatureID) -> [InstancePlace] {
        instancePlaces.filter { $0.feature == feature }
    }

    /// The default (first) instance of `feature`.
    public func defaultInstance(of feature: FeatureID) -> InstancePlace? {
        instancePlaces.first { $0.feature == feature }
    }

    /// The services the screens of `feature`'s instance `name` get; the host's own when the
    /// feature has no instances, nil when it has but none of that name.
    public func services(of feature: FeatureID, instance name: String) -> ServiceContainer? {
        let places = instances(of: feature)
        if places.isEmpty { return services }
        return places.first { $0.name == name }.flatMap { instanceServices[$0.tab] }
    }

    /// The instance whose stack is on `tab`, if any.
    public func instancePlace(ofTab tab: TabID) -> InstancePlace? {
        instancePlacesByTab[tab]
    }

    /// The instance of `feature` the feature's tab shows now: the last one selected, else the default.
    public func currentInstance(of feature: FeatureID) -> InstancePlace? {
        let tab = currentInstanceTabs[feature]
        return instancePlaces.first { $0.feature == feature && $0.tab == tab } ?? defaultInstance(of: feature)
    }

    /// The tab a tab-bar entry selects now and its title: the feature's current instance's tab,
    /// titled `Radarr · 4k` when the feature has several instances.
    public func shownTab(for descriptor: TabDescriptor) -> (id: TabID, title: String) {
        let instances = instances(of: descriptor.feature)
        guard instances.count > 1, let current = currentInstance(of: descriptor.feature) else { return (descriptor.id, descriptor.title) }
        return (current.tab, "\(descriptor.title) · \(current.name)")
    }

    /// The tab descriptor of `tab`: the feature's own, for an instance's tab too.
    public func descriptor(ofTab tab: TabID) -> TabDescriptor? {
        let feature = instancePlace(ofTab: tab)?.feature
        return tabs.first { $0.id == tab || $0.feature == feature }
    }

    /// The tab an entry is on: its parked tab's, else the selected one (modals are over it).
    func tab(holding id: EntryID) -> TabID {
        let state = coordinator.state
        if case .parkedTab(let tab, _)? = state.location(of: id) { return tab }
        return state.selectedTab
    }

    func noteSelectedInstance(_ tab: TabID) {
        if let place = instancePlace(ofTab: tab) { currentInstanceTabs[place.feature] = tab }
    }

    // MARK: Switching

    /// Shows the stack of `feature`'s instance `name` (with its root screen when it has none yet),
    /// as it was left. Refused while a dialog or sheet is open: it belongs to the instance shown.
    public func switchInstance(of feature: FeatureID, to name: String) throws {
        let instances = instances(of: feature)
        guard let place = instances.first(where: { $0.name == name }) else {
            throw InstanceError.unknownInstance(feature: feature, name: name, known: instances.map(\.name))
        }
        guard coordinator.state.modals.isEmpty else { throw InstanceError.dialogOpen }
        guard let root = descriptor(ofTab: place.tab)?.root else { return }
        try coordinator.transaction { tx throws(NavigationError) in
            try tx.selectTab(place.tab)
            if tx.state.stack.isEmpty { try tx.push(root, in: .root) }
        }
    }

    /// Switches the feature shown on the selected tab to its next instance (after the last, the first).
    public func switchToNextInstance() throws {
        guard let current = instancePlace(ofTab: coordinator.state.selectedTab) else { return }
        let instances = instances(of: current.feature)
        guard let index = instances.firstIndex(of: current), instances.count > 1 else { return }
        try switchInstance(of: current.feature, to: instances[(index + 1) % instances.count].name)
    }

    // MARK: Restoring

    /// Restores a saved state onto this host's tabs: a tab the state does not have (an instance
    /// added since, or a snapshot written before instances existed) starts with its root
    /// screen, and one this host does not have is dropped.
    public func restore(_ state: NavigationState) throws(NavigationError) {
        try coordinator.restore(state.fitted(to: coordinator.state.tabs))
        let selected = coordinator.state.selectedTab
        if coordinator.state.stack.isEmpty, let root = descriptor(ofTab: selected)?.root {
            try coordinator.push(root, in: .root)
        }
    }

    /// The tab of `feature`'s instance `name` in this host, for carrying stacks across hosts
    /// built from different configurations (an instance renamed, reordered or made default).
    public func tab(of feature: FeatureID, instance name: String) -> TabID? {
        instancePlaces.first { $0.feature == feature && $0.name == name }?.tab
    }

    // MARK: Building

    /// The places of `instances` on `tabs`: the first instance of a feature on the feature's
    /// tab, the others on tabs of their own. Instances of features without a tab, and a name
    /// repeated within a feature, are left out.
    static func place(_ instances: [ModuleInstance], on tabs: [TabDescriptor]) -> (places: [InstancePlace], services: [TabID: ServiceContainer]) {
        var places: [InstancePlace] = []
        var services: [TabID: ServiceContainer] = [:]
        for descriptor in tabs {
            var names = Set<String>()
            for instance in instances where instance.feature == descriptor.feature && names.insert(instance.name).inserted {
                let isDefault = names.count == 1
                let tab = isDefault ? descriptor.id : TabID("\(descriptor.id.rawValue)/\(instance.name)")
                places.append(InstancePlace(feature: descriptor.feature, name: instance.name, tab: tab, isDefault: isDefault))
                services[tab] = instance.services
            }
        }
        return (places, services)
    }

    /// The key that switches to the next instance of the focused feature.
    public static let nextInstanceKey = "I"

    /// `I` (next instance) for every feature with several instances.
    static func instanceCommands(for places: [InstancePlace], tabs: [TabDescriptor]) -> [KeyCommand] {
        tabs.compactMap { descriptor in
            guard places.filter({ $0.feature == descriptor.feature }).count > 1 else { return nil }
            var command = KeyCommand(nextInstanceKey, title: "Next \(descriptor.title) instance", scope: .feature(descriptor.feature)) { context in
                try context.host.switchToNextInstance()
            }
            command.feature = descriptor.feature
            return command
        }
    }

    /// The instance of `feature` the selected tab shows: the tab's, when it is one of the
    /// feature's instances, else the default (a sheet of the feature over another tab).
    public func shownInstance(of feature: FeatureID) -> InstancePlace? {
        if let place = instancePlace(ofTab: coordinator.state.selectedTab), place.feature == feature { return place }
        return defaultInstance(of: feature)
    }

    /// The other instances of `feature`, starting after the one shown and wrapping around.
    public func otherInstances(of feature: FeatureID) -> [InstancePlace] {
        let all = instances(of: feature)
        guard let shown = shownInstance(of: feature), let index = all.firstIndex(of: shown) else { return [] }
        return Array(all[(index + 1)...] + all[..<index])
    }

    /// The command palette's instance entries for the focused screen: "Radarr: switch to 4k" for
    /// each other instance of the selected tab's feature, and each available command on another
    /// instance once per other instance ("Add to 4k").
    public var instanceCommands: [InstanceCommand] {
        instanceCommands(from: keyCommands(for: coordinator.state.focusedEntry))
    }

    /// ``instanceCommands`` from the focused entry's key commands when the caller has them
    /// already (the shell computes them once per footer drawn).
    public func instanceCommands(from keyed: [KeyCommand]) -> [InstanceCommand] {
        var commands: [InstanceCommand] = []
        if modalsAreClosed, let current = instancePlace(ofTab: coordinator.state.selectedTab),
            let title = descriptor(ofTab: current.tab)?.title
        {
            for place in otherInstances(of: current.feature) {
                commands.append(
                    InstanceCommand(title: "\(title): switch to \(place.name)", feature: place.feature, instance: place.name) { host in
                        try host.switchInstance(of: place.feature, to: place.name)
                    })
            }
        }
        for command in keyed {
            guard let action = command.instanceAction, let title = command.instanceTitle else { continue }
            for place in otherInstances(of: command.feature) {
                commands.append(
                    InstanceCommand(title: title(place.name), feature: place.feature, instance: place.name) { host in
                        let focused = host.coordinator.state.focusedEntry
                        let context = KeyCommandContext(
                            host: host, focusedEntry: focused, screen: host.focusedScreen,
                            screenContext: ScreenContext(
                                entry: focused, feature: command.feature, host: host, tab: host.coordinator.state.selectedTab))
                        try action(context, place)
                    })
            }
        }
        return commands
    }

    private var modalsAreClosed: Bool { coordinator.state.modals.isEmpty }
}
