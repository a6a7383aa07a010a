import Foundation

extension ConfigurationFile {
    /// Where ``update(_:)`` keeps the previous contents of the file: `<path>.bak`, mode 0600.
    public var backupPath: String { path + ".bak" }

    /// Reads the file, applies `change`, and writes the result atomically with mode 0600.
    ///
    /// A file that cannot be read or does not validate is never overwritten: its error is
    /// thrown and the file is left exactly as it was. Before an existing file is replaced, its
    /// contents are copied to ``backupPath``, because the rewrite does not keep comments or
    /// formatting (see docs/configuration.md). A missing file starts from an empty
    /// configuration.
    ///
    /// - Returns: The configuration as written.
    @discardableResult
    public func update(_ change: (inout Configuration) throws(ConfigurationError) -> Void) throws(ConfigurationError) -> Configuration {
        var configuration = try load() ?? Configuration()
        try change(&configuration)
        if let duplicate = configuration.duplicateInstance {
            throw ConfigurationError(
                file: path, key: duplicate.kind.rawValue,
                message: "duplicate instance name ‘\(duplicate.name)’")
        }
        if let data = FileManager.default.contents(atPath: path) {
            try AtomicFile.write(data, to: backupPath, mode: 0o600) { message in
                ConfigurationError(file: backupPath, message: message)
            }
        }
        try save(configuration)
        return configuration
    }

    /// Replaces `${NAME}` references in `text` with the environment's values, as the file's
    /// values are (for a key typed as `${RADARR_API_KEY}` in the Settings form).
    ///
    /// - Parameter key: The key path named in the error, e.g. `radarr[0].api_key`.
    /// - Throws: ``ConfigurationError`` naming the missing variable (never a value).
    public func resolvingEnvironment(in text: String, key: String) throws(ConfigurationError) -> String {
        try parser.interpolated(text, node: nil, key: key)
    }
}

extension Configuration {
    /// Moves `instance` (found by kind and name) to `position` among the instances of its kind;
    /// the first of a kind is its default. Instances of other kinds keep their places.
    ///
    /// - Throws: ``ConfigurationError`` when the instance is not in the configuration (the file
    ///   changed meanwhile) or `position` is out of range.
    public mutating func move(_ instance: ServiceInstance, toPositionAmongKind position: Int, file: String) throws(ConfigurationError) {
        let sameKind = instances.indices.filter { instances[$0].kind == instance.kind }
        guard let slot = sameKind.firstIndex(where: { instances[$0].name == instance.name }) else {
            throw ConfigurationError(file: file, message: "the \(instance.kind.rawValue) instance ‘\(instance.name)’ is not in the file")
        }
        guard sameKind.indices.contains(position) else {
            throw ConfigurationError(file: file, message: "there is no place \(position + 1) among the \(instance.kind.rawValue) instances")
        }
        var kind = sameKind.map { instances[$0] }
        let moved = kind.remove(at: slot)
        kind.insert(moved, at: position)
        for (slot, index) in sameKind.enumerated() { instances[index] = kind[slot] }
    }

    /// The first instance whose name another instance of the same kind already has.
    public var duplicateInstance: ServiceInstance? {
        var seen = Set<String>()
        return instances.first { !seen.insert("\($0.kind.rawValue)/\($0.name)").inserted }
    }
}
