import Foundation
import Yams

/// Reads configuration YAML into a ``Configuration``, validating keys and types itself so that
/// every error names a line and a key path.
struct ConfigurationParser {
    var file: String
    /// The kinds of server the file may list, one top-level key each, in the order their
    /// instances are read.
    var kinds: [ServiceKind]
    var environment: [String: String]
    var readFile: (String) throws -> String

    /// `theme` and one key per kind of server: a new kind is accepted as soon as it is given.
    private var topLevelKeys: Set<String> { Set(["theme"] + kinds.map(\.rawValue)) }
    /// "lidarr, radarr, sonarr, theme", for the messages.
    private var topLevelKeyList: String { topLevelKeys.sorted().joined(separator: ", ") }
    private static let instanceKeys: Set<String> = [
        "name", "url", "api_key", "api_key_file", "headers", "connect_timeout", "read_timeout", "max_response_mib", "tls",
    ]
    private static let instanceKeyList = instanceKeys.sorted().joined(separator: ", ")
    private static let tlsKeys: Set<String> = ["ca_file", "client_certificate", "client_key", "insecure"]

    func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error)
        } catch {
            throw ConfigurationError(file: file, message: "not valid YAML")
        }
        guard let root else { return Configuration() }
        guard let mapping = root.mapping else {
            throw fail(root, key: nil, "expected a mapping with the keys \(topLevelKeyList)")
        }
        let topLevelKeys = topLevelKeys, topLevelKeyList = topLevelKeyList
        var configuration = Configuration()
        var seen: [ServiceKind: [ServiceInstance]] = [:]
        // Names per kind, for the duplicate check: one hash lookup per instance keeps
        // checking linear in the number of instances.
        var names: [ServiceKind: Set<String>] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard topLevelKeys.contains(key) else {
                throw fail(keyNode, key: key, "unknown key (expected one of: \(topLevelKeyList))")
            }
            if key == "theme" {
                let theme = try string(value, key: "theme")
                guard Configuration.themeNames.contains(theme) else {
                    throw fail(value, key: "theme", "unknown theme ‘\(theme)’ (expected one of: \(Configuration.themeNames.joined(separator: ", ")))")
                }
                configuration.theme = theme
                continue
            }
            let kind = ServiceKind(rawValue: key)
            if case .scalar(let scalar) = value, scalar.string.isEmpty || scalar.tag.rawValue.hasSuffix("null") {
                continue
            }
            guard let sequence = value.sequence else {
                throw fail(value, key: key, "expected a list of instances")
            }
            for (index, item) in sequence.enumerated() {
                let instance = try parseInstance(item, kind: kind, path: "\(key)[\(index)]")
                guard names[kind, default: []].insert(instance.name).inserted else {
                    throw fail(
                        item, key: "\(key)[\(index)].name",
                        "duplicate instance name ‘\(instance.name)’")
                }
                seen[kind, default: []].append(instance)
            }
        }
        configuration.instances = kinds.flatMap { seen[$0] ?? [] }
        return configuration
    }

    private func parseInstance(_ node: Node, kind: ServiceKind, path: String) throws(ConfigurationError) -> ServiceInstance {
        guard let mapping = node.mapping else {
            throw fail(node, key: path, "expected a mapping with name, url and api_key or api_key_file")
        }
        var values: [String: Node] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard Self.instanceKeys.contains(key) else {
                throw fail(
                    keyNode, key: "\(path).\(key)",
                    "unknown key (expected one of: \(Self.instanceKeyList))")
            }
            values[key] = value
        }
        guard let nameNode = values["name"] else { throw fail(node, key: "\(path).name", "required key is missing") }
        let name = try interpolated(try string(nameNode, key: "\(path).name"), node: nameNode, key: "\(path).name")
        guard !name.isEmpty else { throw fail(nameNode, key: "\(path).name", "must not be empty") }

        guard let urlNode = values["url"] else { throw fail(node, key: "\(path).url", "required key is missing") }
        let urlText = try interpolated(try string(urlNode, key: "\(path).url"), node: urlNode, key: "\(path).url")
        guard let url = URL(string: urlText), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else {
            throw fail(urlNode, key: "\(path).url", "not a valid http(s) URL")
        }
        if let port = Self.portText(of: urlText), !(Int(port).map { (1...65_535).contains($0) } ?? false) {
            // Read from the text: `URL` reads a port past Int's range as none at all.
            throw fail(urlNode, key: "\(path).url", "the port \(port.prefix(12)) is not a port (1–65535)")
        }

        let apiKey: Secret
        var template: Secret?
        var keyFile: String?
        switch (values["api_key"], values["api_key_file"]) {
        case (nil, nil):
            throw fail(node, key: "\(path).api_key", "required key is missing (set api_key or api_key_file)")
        case (.some, .some):
            throw fail(values["api_key_file"], key: "\(path).api_key_file", "set either api_key or api_key_file, not both")
        case (let keyNode?, nil):
            let raw = try string(keyNode, key: "\(path).api_key")
            template = Secret(raw)
            apiKey = Secret(try interpolated(raw, node: keyNode, key: "\(path).api_key"))
            guard !apiKey.isEmpty else { throw fail(keyNode, key: "\(path).api_key", "must not be empty") }
        case (nil, let fileNode?):
            let raw = try string(fileNode, key: "\(path).api_key_file")
            keyFile = raw
            let resolved = expandingTilde(try interpolated(raw, node: fileNode, key: "\(path).api_key_file"))
            let contents: String
            do {
                contents = try readFile(resolved)
            } catch {
                let reason = (error as? ConfigurationError).map { ": \($0.message)" } ?? ""
                throw fail(fileNode, key: "\(path).api_key_file", "cannot read the key file \(resolved)\(reason)")
            }
            apiKey = Secret(contents.trimmingCharacters(in: .whitespacesAndNewlines))
            guard !apiKey.isEmpty else { throw fail(fileNode, key: "\(path).api_key_file", "the key file \(resolved) is empty") }
        }

        var headers: [String: String] = [:]
        if let headersNode = values["headers"] {
            guard let headerMapping = headersNode.mapping else {
                throw fail(headersNode, key: "\(path).headers", "expected a mapping of header names to values")
            }
            for (keyNode, value) in headerMapping {
                let header = keyNode.string ?? ""
                let key = "\(path).headers.\(header)"
                guard !header.isEmpty, header.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw fail(keyNode, key: key, "not a valid header name")
                }
                headers[header] = try interpolated(try string(value, key: key), node: value, key: key)
            }
        }
        return ServiceInstance(
            kind: kind, name: name, url: url, apiKey: apiKey, apiKeyTemplate: template,
            apiKeyFile: keyFile, headers: headers, connection: try connectionOptions(values, path: path))
    }

    /// `connect_timeout`, `read_timeout`, `max_response_mib` and `tls` of an instance.
    private func connectionOptions(_ values: [String: Node], path: String) throws(ConfigurationError) -> ConnectionOptions {
        var options = ConnectionOptions()
        if let node = values["connect_timeout"] {
            options.connectTimeout = .milliseconds(try number(node, key: "\(path).connect_timeout", in: 0.001...3600) * 1000)
        }
        if let node = values["read_timeout"] {
            options.readTimeout = .milliseconds(try number(node, key: "\(path).read_timeout", in: 0.001...3600) * 1000)
        }
        if let node = values["max_response_mib"] {
            let key = "\(path).max_response_mib"
            let value = try number(node, key: key, in: 1...65536)
            guard value == value.rounded() else { throw fail(node, key: key, "expected a whole number of MiB") }
            options.maximumResponseMiB = Int(value)
        }
        guard let tlsNode = values["tls"] else { return options }
        guard let mapping = tlsNode.mapping else {
            throw fail(tlsNode, key: "\(path).tls", "expected a mapping with ca_file, client_certificate, client_key or insecure")
        }
        var tls: [String: Node] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard Self.tlsKeys.contains(key) else {
                throw fail(keyNode, key: "\(path).tls.\(key)", "unknown key (expected one of: \(Self.tlsKeys.sorted().joined(separator: ", ")))")
            }
            tls[key] = value
        }
        options.certificateAuthorityFile = try file(tls["ca_file"], key: "\(path).tls.ca_file")
        options.clientCertificateFile = try file(tls["client_certificate"], key: "\(path).tls.client_certificate")
        options.clientKeyFile = try file(tls["client_key"], key: "\(path).tls.client_key")
        if (options.clientCertificateFile == nil) != (options.clientKeyFile == nil) {
            let missing = options.clientKeyFile == nil ? "client_key" : "client_certificate"
            throw fail(tlsNode, key: "\(path).tls.\(missing)", "required with \(missing == "client_key" ? "client_certificate" : "client_key")")
        }
        if let node = tls["insecure"] {
            let text = try string(node, key: "\(path).tls.insecure").lowercased()
            guard text == "true" || text == "false" else { throw fail(node, key: "\(path).tls.insecure", "expected true or false") }
            options.isInsecure = text == "true"
        }
        return options
    }

    /// A number within `range` (seconds, MiB).
    private func number(_ node: Node, key: String, in range: ClosedRange<Double>) throws(ConfigurationError) -> Double {
        guard let value = Double(try string(node, key: key)), value.isFinite else { throw fail(node, key: key, "expected a number") }
        guard range.contains(value) else {
            func text(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
            throw fail(node, key: key, "must be between \(text(range.lowerBound)) and \(text(range.upperBound))")
        }
        return value
    }

    /// A file the instance names, which must be readable now.
    private func file(_ node: Node?, key: String) throws(ConfigurationError) -> ConfiguredPath? {
        guard let node else { return nil }
        let written = try string(node, key: key)
        let path = expandingTilde(try interpolated(written, node: node, key: key))
        guard !path.isEmpty else { throw fail(node, key: key, "must not be empty") }
        do {
            _ = try readFile(path)
        } catch {
            throw fail(node, key: key, "cannot read the file \(path)")
        }
        return ConfiguredPath(written: written, path: path)
    }

    /// The port as written in `url` (`http://user@host:8080/x` gives `8080`, `http://[::1]:99`
    /// gives `99`); nil when it names none.
    static func portText(of url: String) -> Substring? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        var authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") { authority = authority[authority.index(after: close)...] }
        guard let colon = authority.lastIndex(of: ":") else { return nil }
        let port = authority[authority.index(after: colon)...]
        return port.isEmpty ? nil : port
    }

    // MARK: Values

    private func string(_ node: Node, key: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else {
            throw fail(node, key: key, node.mapping != nil ? "expected a string, found a mapping" : "expected a string, found a list")
        }
        return scalar.string
    }

    /// Replaces `${NAME}` with the environment variable NAME; a missing variable is an error
    /// naming it (never the value around it).
    func interpolated(_ text: String, node: Node?, key: String) throws(ConfigurationError) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                throw fail(node, key: key, "unterminated ${ in value")
            }
            let name = String(rest[start.upperBound..<end])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw fail(node, key: key, "‘${\(name)}’ is not a valid environment variable reference")
            }
            guard let value = environment[name] else {
                throw fail(node, key: key, "environment variable \(name) is not set")
            }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst()
    }

    // MARK: Errors

    private func fail(_ node: Node?, key: String?, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node?.mark?.line, key: key, message: message)
    }

    private func syntaxError(_ error: YamlError) -> ConfigurationError {
        // The YAML text is deliberately left out: the offending line may hold an API key.
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return ConfigurationError(file: file, line: mark.line, message: "invalid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ConfigurationError(
                file: file, line: context.mark.line, key: duplicates.first,
                message: "duplicate key")
        case .reader(let problem, _, _, _):
            return ConfigurationError(file: file, message: "cannot read the file: \(problem)")
        default:
            return ConfigurationError(file: file, message: "not valid YAML")
        }
    }
}
