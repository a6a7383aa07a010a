/// The snapshot document written and read by hand as ``JSONValue``s.
///
/// Only route values go through `Codable` (they are the features' types); the envelope (tabs,
/// entries, ids, modals) is built and read directly, which is most of the work in a snapshot
/// and far cheaper than Swift's generic `Codable` machinery. The format is exactly what
/// `NavigationState`'s `Codable` conformance writes.
enum SnapshotJSON {
    // MARK: Writing

    static func document(for state: NavigationState) throws -> JSONValue {
        let tabs: [JSONValue] = try state.tabs.map { tab in
            .object(["id": .string(tab.rawValue), "stack": .array(try (state.stack(for: tab) ?? []).map(entry))])
        }
        let modals: [JSONValue] = try state.modals.map { modal in
            .object([
                "id": .number(Double(modal.id.rawValue)),
                "style": try JSONValueEncoder().encode(modal.style),
                "root": try entry(modal.root),
                "path": .array(try modal.path.map(entry)),
                "options": .object(["isDismissalDisabled": .bool(modal.options.isDismissalDisabled)]),
            ])
        }
        return .object([
            "schemaVersion": .number(Double(NavigationSnapshotCodec.currentSchemaVersion)),
            "selectedTab": .string(state.selectedTab.rawValue),
            "tabs": .array(tabs),
            "modals": .array(modals),
            "nextID": .number(Double(state.nextID)),
        ])
    }

    private static func entry(_ entry: Entry) throws -> JSONValue {
        .object([
            "id": .number(Double(entry.id.rawValue)),
            "route": .object([
                "feature": .string(entry.route.feature.rawValue),
                "type": .string(type(of: entry.route.base).typeName),
                "value": try JSONValueEncoder().encode(entry.route.base),
            ]),
        ])
    }

    // MARK: Reading

    /// Reads a current-version document. Entries of features the registry does not know are
    /// dropped into `warnings`; anything malformed throws ``SnapshotError/corrupt(detail:)``
    /// naming the place.
    static func state(from document: JSONValue, registry: RouteRegistry, warnings: inout [SnapshotWarning]) throws(SnapshotError) -> NavigationState {
        let tabsJSON = try array(member("tabs", of: document, at: ""), at: "tabs")
        guard !tabsJSON.isEmpty else { throw .corrupt(detail: "a snapshot needs at least one tab at tabs") }
        var order: [TabID] = []
        var stacks: [TabID: PersistentStack<Entry>] = [:]
        for (index, tabJSON) in tabsJSON.enumerated() {
            let place = "tabs[\(index)]"
            let id = TabID(try string(member("id", of: tabJSON, at: place), at: place + ".id"))
            var stack = PersistentStack<Entry>()
            for (position, entryJSON) in try array(member("stack", of: tabJSON, at: place), at: place + ".stack").enumerated() {
                let entryPlace = "\(place).stack[\(position)]"
                switch try entry(from: entryJSON, at: entryPlace, registry: registry) {
                case .success(let entry): stack.append(entry)
                case .failure(let unknown):
                    warnings.append(SnapshotWarning(message: "dropped entry at tabs.\(index).stack.\(position): \(unknown)"))
                }
            }
            order.append(id)
            stacks[id] = stack
        }
        let selected = TabID(try string(member("selectedTab", of: document, at: ""), at: "selectedTab"))
        guard let selectedStack = stacks.removeValue(forKey: selected) else {
            throw .corrupt(detail: "selected tab '\(selected)' is not one of the tabs at selectedTab")
        }
        var state = NavigationState(tabs: order)
        state.stack = selectedStack
        state.tabTable = TabTable(order: order, selected: selected, parked: stacks)

        var modals = PersistentStack<Modal>()
        for (depth, modalJSON) in try array(member("modals", of: document, at: ""), at: "modals").enumerated() {
            let place = "modals[\(depth)]"
            let id = ModalID(rawValue: try unsigned(member("id", of: modalJSON, at: place), at: place + ".id"))
            let style: ModalStyle
            do {
                style = try JSONValueDecoder().decode(ModalStyle.self, from: try member("style", of: modalJSON, at: place))
            } catch let error as SnapshotError {
                throw error
            } catch {
                throw .corrupt(detail: "unknown modal style at \(place).style")
            }
            var options = ModalOptions()
            if case .object(let members)? = modalJSON["options"], case .bool(let disabled)? = members["isDismissalDisabled"] {
                options.isDismissalDisabled = disabled
            }
            let root: Entry
            switch try entry(from: member("root", of: modalJSON, at: place), at: place + ".root", registry: registry) {
            case .success(let entry): root = entry
            case .failure(let unknown):
                warnings.append(SnapshotWarning(message: "dropped \(id) (\(style)) with its path: \(unknown)"))
                continue
            }
            var path = PersistentStack<Entry>()
            for (position, entryJSON) in try array(member("path", of: modalJSON, at: place), at: place + ".path").enumerated() {
                switch try entry(from: entryJSON, at: "\(place).path[\(position)]", registry: registry) {
                case .success(let entry): path.append(entry)
                case .failure(let unknown):
                    warnings.append(SnapshotWarning(message: "dropped entry at modals.\(depth).path.\(position): \(unknown)"))
                }
            }
            modals.append(Modal(id: id, style: style, root: root, path: path, options: options))
        }
        state.modals = modals

        let largest = Swift.max(state.allEntries.map(\.id.rawValue).max() ?? 0, state.modals.map(\.id.rawValue).max() ?? 0)
        var nextID: UInt64 = 1
        if let stored = document["nextID"] { nextID = try unsigned(stored, at: "nextID") }
        state.nextID = Swift.max(nextID, largest + 1)
        return state
    }

    private static func entry(from json: JSONValue, at place: String, registry: RouteRegistry) throws(SnapshotError) -> Result<Entry, UnknownRouteType> {
        let id = EntryID(rawValue: try unsigned(member("id", of: json, at: place), at: place + ".id"))
        let routeJSON = try member("route", of: json, at: place)
        let routePlace = place + ".route"
        let typeID = RouteTypeID(
            feature: FeatureID(try string(member("feature", of: routeJSON, at: routePlace), at: routePlace + ".feature")),
            name: try string(member("type", of: routeJSON, at: routePlace), at: routePlace + ".type"))
        guard let routeType = registry.routeType(for: typeID) else {
            return .failure(UnknownRouteType(typeID: typeID, featureIsRegistered: registry.isRegistered(typeID.feature)))
        }
        let value = try member("value", of: routeJSON, at: routePlace)
        do {
            let route = try routeType.init(from: JSONValueDecoder.ValueDecoder(value: value, codingPath: [], userInfo: [:]))
            return .success(Entry(id: id, route: AnyRoute(erasing: route)))
        } catch {
            let detail = NavigationSnapshotCodec.describe(error).description
            throw .corrupt(detail: "route \(typeID) at \(routePlace).value does not decode: \(detail)")
        }
    }

    // MARK: Typed access with places

    private static func member(_ key: String, of json: JSONValue, at place: String) throws(SnapshotError) -> JSONValue {
        guard case .object(let members) = json else {
            throw .corrupt(detail: "expected an object \(place.isEmpty ? "at the top level" : "at \(place)"), found \(json.kind)")
        }
        guard let value = members[key] else {
            throw .corrupt(detail: "missing '\(key)' \(place.isEmpty ? "at the top level" : "at \(place)")")
        }
        return value
    }

    private static func array(_ json: JSONValue, at place: String) throws(SnapshotError) -> [JSONValue] {
        guard case .array(let elements) = json else { throw .corrupt(detail: "expected an array at \(place), found \(json.kind)") }
        return elements
    }

    private static func string(_ json: JSONValue, at place: String) throws(SnapshotError) -> String {
        guard case .string(let text) = json else { throw .corrupt(detail: "expected String at \(place), found \(json.kind)") }
        return text
    }

    private static func unsigned(_ json: JSONValue, at place: String) throws(SnapshotError) -> UInt64 {
        guard case .number(let number) = json, let value = UInt64(exactly: number) else {
            throw .corrupt(detail: "expected UInt64 at \(place), found \(json.kind)")
        }
        return value
    }
}
