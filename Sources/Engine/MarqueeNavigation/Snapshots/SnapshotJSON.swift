import MarqueeJSON

/// The snapshot document, written and read by hand.
///
/// Only route values (the features' types) and modal styles go through `Codable`; the envelope
/// (tabs, entries, ids, modals) is written straight into a ``JSONWriter`` and read straight from
/// a ``JSONTape``, which is most of the work in a snapshot and far cheaper than building
/// and walking `Codable` containers. Object keys are written sorted, so equal states give equal
/// bytes. This is also the format of `NavigationState`'s `Codable` conformance.
enum SnapshotJSON {
    // MARK: Writing

    static func text(for state: NavigationState, registry: RouteRegistry? = nil) throws -> [UInt8] {
        var writer = JSONWriter(capacity: 128 * (state.allEntries.count + 4))
        var entries = EntryWriter(registry: registry)
        let encoder = JSONTreeEncoder()
        writer.beginObject()
        writer.key("modals")
        writer.beginArray()
        for modal in state.modals {
            writer.beginObject()
            writer.key("id")
            writer.integer(modal.id.rawValue)
            writer.key("options")
            writer.beginObject()
            writer.key("isDismissalDisabled")
            writer.bool(modal.options.isDismissalDisabled)
            writer.endObject()
            writer.key("path")
            writer.beginArray()
            for entry in modal.path { try entries.write(entry, into: &writer) }
            writer.endArray()
            writer.key("root")
            try entries.write(modal.root, into: &writer)
            writer.key("style")
            try encoder.encode(modal.style, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key("nextID")
        writer.integer(state.nextID)
        writer.key("schemaVersion")
        writer.integer(UInt64(NavigationSnapshotCodec.currentSchemaVersion))
        writer.key("selectedTab")
        writer.string(state.selectedTab.rawValue)
        writer.key("tabs")
        writer.beginArray()
        for tab in state.tabs {
            writer.beginObject()
            writer.key("id")
            writer.string(tab.rawValue)
            writer.key("stack")
            writer.beginArray()
            for entry in state.stack(for: tab) ?? [] { try entries.write(entry, into: &writer) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// Writes entries, remembering what it learnt about the last route type (snapshots repeat a
    /// few types many times; the default ``Route/typeName`` is computed by reflection).
    /// Declared route types (``RouteTable``) are written as their link paths.
    private struct EntryWriter {
        let encoder = JSONTreeEncoder()
        let registry: RouteRegistry?
        var lastRouteType: (type: ObjectIdentifier, name: String, text: (any DeclaredRouteTable)?)?

        init(registry: RouteRegistry?) {
            self.registry = registry
        }

        mutating func write(_ entry: Entry, into writer: inout JSONWriter) throws {
            let routeType = type(of: entry.route.base)
            let name: String
            let textType: (any DeclaredRouteTable)?
            if let last = lastRouteType, last.type == ObjectIdentifier(routeType) {
                (name, textType) = (last.name, last.text)
            } else {
                (name, textType) = (routeType.typeName, registry?.declaration(of: routeType))
                lastRouteType = (ObjectIdentifier(routeType), name, textType)
            }
            writer.beginObject()
            writer.key("id")
            writer.integer(entry.id.rawValue)
            writer.key("route")
            writer.beginObject()
            writer.key("feature")
            writer.string(routeType.feature.rawValue)
            if let text = textType?.text(of: entry.route.base) {
                writer.key("text")
                writer.string(text)
                writer.key("type")
                writer.string(name)
            } else {
                writer.key("type")
                writer.string(name)
                writer.key("value")
                try encoder.encode(entry.route.base, into: &writer)
            }
            writer.endObject()
            writer.endObject()
        }
    }

    // MARK: Reading

    /// Reads a current-version document. Entries of features the registry does not know are
    /// dropped into `warnings`; anything malformed throws ``SnapshotError/corrupt(detail:)``
    /// naming the place.
    /// `maximumDepth` bounds every list (tabs, each stack, modals, each modal's path): a longer
    /// one throws ``SnapshotError/tooDeep(place:count:maximum:)`` before any of it is read.
    static func state(
        from document: JSONTape, registry: RouteRegistry,
        maximumDepth: Int = NavigationSnapshotCodec.defaultMaximumDepth,
        warnings: inout [SnapshotWarning]
    ) throws(SnapshotError) -> NavigationState {
        var reader = Reader(document: document, registry: registry)
        let root = document.root
        func bounded(_ list: Int, at place: String) throws(SnapshotError) -> Int {
            let count = document.count(at: list)
            guard count <= maximumDepth else { throw .tooDeep(place: place, count: count, maximum: maximumDepth) }
            return list
        }
        let tabsJSON = try bounded(reader.array(reader.member("tabs", of: root, at: ""), at: "tabs"), at: "tabs")
        guard document.count(at: tabsJSON) > 0 else { throw .corrupt(detail: "a snapshot needs at least one tab at tabs") }
        var order: [TabID] = []
        var stacks: [TabID: PersistentStack<Entry>] = [:]
        for (index, tabJSON) in document.elements(of: tabsJSON).enumerated() {
            let place = "tabs[\(index)]"
            let id = TabID(try reader.string(reader.member("id", of: tabJSON, at: place), at: place + ".id"))
            var stack = PersistentStack<Entry>()
            let stackJSON = try bounded(
                reader.array(reader.member("stack", of: tabJSON, at: place), at: place + ".stack"),
                at: place + ".stack")
            for (position, entryJSON) in document.elements(of: stackJSON).enumerated() {
                switch try reader.entry(at: entryJSON, under: stack.last?.route, place: "\(place).stack[\(position)]") {
                case .success(let entry): stack.append(entry)
                case .failure(let unknown):
                    warnings.append(SnapshotWarning(message: "dropped entry at tabs.\(index).stack.\(position): \(unknown)"))
                }
            }
            order.append(id)
            stacks[id] = stack
        }
        let selected = TabID(try reader.string(reader.member("selectedTab", of: root, at: ""), at: "selectedTab"))
        guard let selectedStack = stacks.removeValue(forKey: selected) else {
            throw .corrupt(detail: "selected tab '\(selected)' is not one of the tabs at selectedTab")
        }
        var state = NavigationState(tabs: order)
        state.stack = selectedStack
        state.tabTable = TabTable(order: order, selected: selected, parked: stacks)

        var modals = PersistentStack<Modal>()
        let modalsJSON = try bounded(reader.array(reader.member("modals", of: root, at: ""), at: "modals"), at: "modals")
        for (depth, modalJSON) in document.elements(of: modalsJSON).enumerated() {
            let place = "modals[\(depth)]"
            let id = ModalID(rawValue: try reader.unsigned(reader.member("id", of: modalJSON, at: place), at: place + ".id"))
            let styleJSON = try reader.member("style", of: modalJSON, at: place)
            let style: ModalStyle
            do {
                style = try ModalStyle(from: JSONTapeDecoder(tape: document, index: styleJSON))
            } catch {
                throw .corrupt(detail: "unknown modal style at \(place).style")
            }
            var options = ModalOptions()
            if document.kind(at: modalJSON) == .object, let optionsJSON = document.member("options", in: modalJSON),
                document.kind(at: optionsJSON) == .object, let disabled = document.member("isDismissalDisabled", in: optionsJSON),
                document.kind(at: disabled) == .bool
            {
                options.isDismissalDisabled = document.bool(at: disabled)
            }
            let root: Entry
            let under = modals.last.map { $0.path.last ?? $0.root }?.route ?? state.stack.last?.route
            switch try reader.entry(at: reader.member("root", of: modalJSON, at: place), under: under, place: place + ".root") {
            case .success(let entry): root = entry
            case .failure(let unknown):
                warnings.append(SnapshotWarning(message: "dropped \(id) (\(style)) with its path: \(unknown)"))
                continue
            }
            var path = PersistentStack<Entry>()
            let pathJSON = try bounded(
                reader.array(reader.member("path", of: modalJSON, at: place), at: place + ".path"),
                at: place + ".path")
            for (position, entryJSON) in document.elements(of: pathJSON).enumerated() {
                switch try reader.entry(at: entryJSON, under: path.last?.route ?? root.route, place: "\(place).path[\(position)]") {
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
        if let stored = document.member("nextID", in: root) { nextID = try reader.unsigned(stored, at: "nextID") }
        state.nextID = Swift.max(nextID, largest + 1)
        return state
    }

    /// Reads entries and typed fields of one document, naming the place of anything malformed.
    private struct Reader {
        let document: JSONTape
        let registry: RouteRegistry
        /// The last route type looked up: snapshots repeat a few types many times.
        var lastRouteType: (feature: String, name: String, type: (any Route.Type)?, text: (any DeclaredRouteTable)?)?

        init(document: JSONTape, registry: RouteRegistry) {
            self.document = document
            self.registry = registry
        }

        /// Reads an entry; `under` is the route it stood on (older snapshot texts may need it).
        mutating func entry(
            at json: Int, under: @autoclosure () -> AnyRoute?, place: @autoclosure () -> String
        ) throws(SnapshotError) -> Result<Entry, UnknownRouteType> {
            let id = EntryID(rawValue: try unsigned(member("id", of: json, at: place()), at: place() + ".id"))
            func routePlace() -> String { place() + ".route" }
            let routeJSON = try member("route", of: json, at: place())
            let featureJSON = try stringToken(member("feature", of: routeJSON, at: routePlace()), at: routePlace() + ".feature")
            let nameJSON = try stringToken(member("type", of: routeJSON, at: routePlace()), at: routePlace() + ".type")
            let routeType: (any Route.Type)?
            let textType: (any DeclaredRouteTable)?
            if let last = lastRouteType, document.string(at: featureJSON, equals: last.feature), document.string(at: nameJSON, equals: last.name) {
                (routeType, textType) = (last.type, last.text)
            } else {
                let typeID = RouteTypeID(feature: FeatureID(document.string(at: featureJSON)), name: document.string(at: nameJSON))
                routeType = registry.routeType(for: typeID)
                textType = routeType.flatMap(registry.declaration(of:))
                lastRouteType = (typeID.feature.rawValue, typeID.name, routeType, textType)
            }
            guard let routeType else {
                let typeID = RouteTypeID(feature: FeatureID(document.string(at: featureJSON)), name: document.string(at: nameJSON))
                return .failure(UnknownRouteType(typeID: typeID, featureIsRegistered: registry.isRegistered(typeID.feature)))
            }
            if let textJSON = document.member("text", in: routeJSON) {
                let text = try string(textJSON, at: routePlace() + ".text")
                guard let textType else {
                    throw .corrupt(
                        detail: "route \(routeType.routeTypeID) at \(routePlace()).text is written as text, which this route type does not read")
                }
                guard let route = textType.route(fromText: text, under: under) else {
                    throw .corrupt(detail: "route \(routeType.routeTypeID) at \(routePlace()).text does not read '\(EchoedInput.escaped(text))'")
                }
                return .success(Entry(id: id, route: AnyRoute(unchecked: route)))
            }
            let value = try member("value", of: routeJSON, at: routePlace())
            do {
                let route = try routeType.init(from: JSONTapeDecoder(tape: document, index: value))
                return .success(Entry(id: id, route: AnyRoute(unchecked: route)))
            } catch {
                let detail = NavigationSnapshotCodec.describe(error).description
                throw .corrupt(detail: "route \(routeType.routeTypeID) at \(routePlace()).value does not decode: \(detail)")
            }
        }

        func member(_ key: StaticString, of json: Int, at place: @autoclosure () -> String) throws(SnapshotError) -> Int {
            guard document.kind(at: json) == .object else {
                let place = place()
                throw .corrupt(
                    detail: "expected an object \(place.isEmpty ? "at the top level" : "at \(place)"), found \(document.kind(at: json).phrase)")
            }
            guard let value = document.member(key, in: json) else {
                let place = place()
                throw .corrupt(detail: "missing '\(key)' \(place.isEmpty ? "at the top level" : "at \(place)")")
            }
            return value
        }

        func array(_ json: Int, at place: @autoclosure () -> String) throws(SnapshotError) -> Int {
            guard document.kind(at: json) == .array else {
                throw .corrupt(detail: "expected an array at \(place()), found \(document.kind(at: json).phrase)")
            }
            return json
        }

        func string(_ json: Int, at place: @autoclosure () -> String) throws(SnapshotError) -> String {
            document.string(at: try stringToken(json, at: place()))
        }

        /// `json` itself, once checked to be a string.
        func stringToken(_ json: Int, at place: @autoclosure () -> String) throws(SnapshotError) -> Int {
            guard document.kind(at: json) == .string else {
                throw .corrupt(detail: "expected String at \(place()), found \(document.kind(at: json).phrase)")
            }
            return json
        }

        /// An entry, modal or next id: a whole number up to ``NavigationSnapshotCodec/maximumIdentifier``
        /// (so that counting on from the largest one cannot overflow).
        func unsigned(_ json: Int, at place: @autoclosure () -> String) throws(SnapshotError) -> UInt64 {
            guard let value = document.unsignedInteger(at: json) else {
                throw .corrupt(detail: "expected UInt64 at \(place()), found \(document.kind(at: json).phrase)")
            }
            guard value <= NavigationSnapshotCodec.maximumIdentifier else {
                throw .corrupt(detail: "the id \(value) at \(place()) is too large (at most \(NavigationSnapshotCodec.maximumIdentifier))")
            }
            return value
        }
    }
}
