extension PluginManifest {
    /// Checks the raw manifest's rules and builds the validated model.
    init(validating raw: RawManifest) throws(PluginManifestError) {
        let id = PluginID(raw.id)
        guard id.isWellFormed else {
            throw .invalid("id \"\(raw.id)\" must be 1-64 lowercase letters, digits, '-', '_' or '.'")
        }
        guard !raw.version.isEmpty else { throw .invalid("version is empty") }

        let actions = try Self.validate(actions: raw.actions ?? [])
        let actionIDs = Set(actions.map(\.id))
        let screens = try Self.validate(screens: raw.screens ?? [], actionIDs: actionIDs)
        let routes = try Self.validate(routes: raw.routes ?? [], screenIDs: Set(screens.map(\.id)))

        self.id = id
        self.name = raw.name ?? raw.id
        self.version = raw.version
        self.routes = routes
        self.screens = screens
        self.actions = actions
    }

    private static func validate(actions raw: [RawManifest.Action]) throws(PluginManifestError) -> [PluginAction] {
        var seen = Set<String>()
        var actions: [PluginAction] = []
        for action in raw {
            guard !action.id.isEmpty, seen.insert(action.id).inserted else {
                throw .invalid("action id \"\(action.id)\" is empty or declared twice")
            }
            guard isCIdentifier(action.symbol) else {
                throw .invalid("action \"\(action.id)\": symbol \"\(action.symbol)\" is not a C identifier")
            }
            var types: [PluginType] = []
            for (index, name) in action.args.enumerated() {
                guard let type = PluginType(rawValue: name) else {
                    throw .unknownType(name, declaredBy: "action \"\(action.id)\" argument \(index + 1)")
                }
                types.append(type)
            }
            guard let returnType = PluginReturnType(manifestName: action.returns) else {
                throw .unknownType(action.returns, declaredBy: "action \"\(action.id)\" return value")
            }
            guard let errors = PluginAction.ErrorConvention(rawValue: action.errors ?? "none") else {
                throw .invalid(
                    "action \"\(action.id)\": errors \"\(action.errors ?? "")\" must be none, nonzero or negative")
            }
            if errors != .none, returnType != .value(.int32), returnType != .value(.int64) {
                throw .invalid("action \"\(action.id)\": errors \"\(errors.rawValue)\" needs an i32 or i64 return")
            }
            if let params = action.params, params.count != types.count {
                throw .invalid(
                    "action \"\(action.id)\": \(params.count) params for \(types.count) args")
            }
            actions.append(
                PluginAction(
                    id: action.id, symbol: action.symbol, argumentTypes: types, returnType: returnType,
                    errors: errors, parameterNames: action.params))
        }
        return actions
    }

    private static func validate(
        screens raw: [RawManifest.Screen], actionIDs: Set<String>
    ) throws(PluginManifestError) -> [ManifestScreen] {
        var seen = Set<String>()
        var screens: [ManifestScreen] = []
        for screen in raw {
            guard !screen.id.isEmpty, seen.insert(screen.id).inserted else {
                throw .invalid("screen id \"\(screen.id)\" is empty or declared twice")
            }
            guard let kind = ManifestScreen.Kind(rawValue: screen.kind) else {
                throw .invalid("screen \"\(screen.id)\": kind \"\(screen.kind)\" must be list, detail or form")
            }
            var keys = Set<String>()
            var fields: [PluginField] = []
            for field in screen.fields ?? [] {
                guard !field.key.isEmpty, keys.insert(field.key).inserted else {
                    throw .invalid("screen \"\(screen.id)\": field key \"\(field.key)\" is empty or used twice")
                }
                guard let type = PluginType(rawValue: field.type) else {
                    throw .unknownType(field.type, declaredBy: "screen \"\(screen.id)\" field \"\(field.key)\"")
                }
                if let text = field.default, PluginValue(parsing: text, as: type) == nil {
                    throw .invalid("screen \"\(screen.id)\" field \"\(field.key)\": default \"\(text)\" is not a \(type)")
                }
                fields.append(
                    PluginField(
                        key: field.key, label: field.label ?? field.key, type: type,
                        isRequired: field.required ?? false, defaultValue: field.default))
            }
            for action in screen.actions ?? [] where !actionIDs.contains(action) {
                throw .invalid("screen \"\(screen.id)\" offers undeclared action \"\(action)\"")
            }
            if let submit = screen.submit {
                guard kind == .form else { throw .invalid("screen \"\(screen.id)\": only forms have a submit action") }
                guard actionIDs.contains(submit) else {
                    throw .invalid("screen \"\(screen.id)\" submits undeclared action \"\(submit)\"")
                }
            }
            screens.append(
                ManifestScreen(
                    id: screen.id, kind: kind, title: screen.title ?? screen.id, fields: fields,
                    actions: screen.actions ?? [], submitAction: screen.submit))
        }
        return screens
    }

    private static func validate(
        routes raw: [RawManifest.Route], screenIDs: Set<String>
    ) throws(PluginManifestError) -> [ManifestLink] {
        var patterns = Set<String>()
        for route in raw {
            guard route.pattern.hasPrefix("/"), !route.pattern.contains("//") else {
                throw .invalid("route pattern \"\(route.pattern)\" must start with a single '/'")
            }
            guard patterns.insert(route.pattern).inserted else {
                throw .invalid("route pattern \"\(route.pattern)\" is declared twice")
            }
            guard screenIDs.contains(route.screen) else {
                throw .invalid("route \"\(route.pattern)\" opens undeclared screen \"\(route.screen)\"")
            }
        }
        return raw.map { ManifestLink(pattern: $0.pattern, screen: $0.screen) }
    }

    private static func isCIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                true
            default: false
            }
        }
    }
}
