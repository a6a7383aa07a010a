import Foundation
import Yams

#if canImport(Glibc)
import Glibc
#endif

/// Where the configuration lives and how it is read and written.
///
/// The path is `$MARQUEE_CONFIG` if set, else `$XDG_CONFIG_HOME/marquee/config.yml`, else
/// `$HOME/.config/marquee/config.yml`. Writes are atomic (a temporary file in the same folder,
/// then a rename) and leave the file with mode 0600.
public struct ConfigurationFile: Sendable {
    /// The file's path.
    public let path: String
    /// The kinds of server the file lists, one top-level key each (`radarr:`), in the order
    /// they are read and written.
    public let kinds: [ServiceKind]
    /// The environment used for `${ENV}` interpolation and `~` expansion.
    public let environment: [String: String]

    /// A configuration file at an explicit path, listing instances of `kinds`.
    public init(path: String, kinds: [ServiceKind], environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.path = path
        self.kinds = kinds
        self.environment = environment
    }

    /// The configuration file the environment points at; nil when neither `MARQUEE_CONFIG`,
    /// `XDG_CONFIG_HOME` nor `HOME` is set.
    public init?(kinds: [ServiceKind], environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = Self.defaultPath(environment: environment) else { return nil }
        self.init(path: path, kinds: kinds, environment: environment)
    }

    /// The path the environment selects (see the type's documentation).
    public static func defaultPath(environment: [String: String]) -> String? {
        if let explicit = environment["MARQUEE_CONFIG"], !explicit.isEmpty { return explicit }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/marquee/config.yml"
        }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/marquee/config.yml" }
        return nil
    }

    /// Whether the file exists.
    public var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// The largest configuration file read, in bytes (4 MiB: tens of thousands of instances).
    /// Checking is linear in the file up to this size; a larger file is refused at once.
    public static let maximumSize = 4 << 20

    /// The largest API key file read, in bytes.
    public static let maximumKeyFileSize = 64 << 10

    /// Reads and validates the file. Returns nil when it does not exist.
    ///
    /// - Throws: ``ConfigurationError`` naming the file, line and key of the first problem;
    ///   for a file larger than ``maximumSize``, one giving its size (nothing of it is read).
    public func load() throws(ConfigurationError) -> Configuration? {
        guard exists else { return nil }
        let data = try RegularFile.read(path, atMost: Self.maximumSize) { message in ConfigurationError(file: path, message: message) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(file: path, message: "cannot read the file (is it UTF-8 text?)")
        }
        return try parse(text)
    }

    /// Validates configuration text as if it were this file's contents.
    public func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        guard text.utf8.count <= Self.maximumSize else {
            throw ConfigurationError(file: path, message: Self.tooLargeMessage(text.utf8.count, maximum: Self.maximumSize))
        }
        return try parser.parse(text)
    }

    /// The parser for this file, reading API key files of at most ``maximumKeyFileSize`` bytes.
    var parser: ConfigurationParser {
        ConfigurationParser(file: path, kinds: kinds, environment: environment) { keyFile in
            let data = try RegularFile.read(keyFile, atMost: Self.maximumKeyFileSize) { message in
                ConfigurationError(file: keyFile, message: message)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw ConfigurationError(file: keyFile, message: "not UTF-8 text")
            }
            return text
        }
    }

    private static func tooLargeMessage(_ size: Int?, maximum: Int) -> String {
        (size.map { "the file is \($0) bytes" } ?? "the file is too large") + "; at most \(maximum) bytes are read"
    }

    /// Writes `configuration` atomically with mode 0600, creating the folder (mode 0700).
    /// API keys are written as their templates (`${RADARR_API_KEY}`) or as `api_key_file`
    /// when they came from one, never resolved from the environment.
    public func save(_ configuration: Configuration) throws(ConfigurationError) {
        let text: String
        do {
            text = try Yams.serialize(node: Self.node(for: configuration, kinds: kinds))
        } catch {
            throw ConfigurationError(file: path, message: "cannot encode the configuration")
        }
        try AtomicFile.write(Data(text.utf8), to: path, mode: 0o600) { message in
            ConfigurationError(file: path, message: message)
        }
    }

    /// The keys of ``ConnectionOptions`` that are set, as the file writes them.
    private static func connectionFields(_ options: ConnectionOptions) -> [(Node, Node)] {
        func seconds(_ duration: Duration) -> Node {
            let (whole, fraction) = duration.components
            return fraction == 0 ? Node(String(whole)) : Node(String(Double(whole) + Double(fraction) / 1e18))
        }
        var fields: [(Node, Node)] = []
        if let timeout = options.connectTimeout { fields.append(("connect_timeout", seconds(timeout))) }
        if let timeout = options.readTimeout { fields.append(("read_timeout", seconds(timeout))) }
        if let limit = options.maximumResponseMiB { fields.append(("max_response_mib", Node(String(limit)))) }
        guard options.hasTLSOptions else { return fields }
        var tls: [(Node, Node)] = []
        if let file = options.certificateAuthorityFile { tls.append(("ca_file", Node(file.written))) }
        if let file = options.clientCertificateFile { tls.append(("client_certificate", Node(file.written))) }
        if let file = options.clientKeyFile { tls.append(("client_key", Node(file.written))) }
        if options.isInsecure { tls.append(("insecure", Node("true"))) }
        fields.append(("tls", Node.mapping(Node.Mapping(tls))))
        return fields
    }

    /// The YAML for `configuration`: its instances grouped by kind, in the order of `kinds`
    /// (a kind not among them, which reading never makes, after those).
    static func node(for configuration: Configuration, kinds: [ServiceKind]) -> Node {
        var pairs: [(Node, Node)] = []
        if let theme = configuration.theme { pairs.append(("theme", Node(theme))) }
        var listed = Set(kinds)
        let others = configuration.instances.map(\.kind).filter { listed.insert($0).inserted }
        for kind in kinds + others {
            let instances = configuration.instances(of: kind)
            guard !instances.isEmpty else { continue }
            let items: [Node] = instances.map { instance in
                var fields: [(Node, Node)] = [("name", Node(instance.name)), ("url", Node(instance.url.absoluteString))]
                if let file = instance.apiKeyFile {
                    fields.append(("api_key_file", Node(file)))
                } else {
                    fields.append(("api_key", Node((instance.apiKeyTemplate ?? instance.apiKey).reveal())))
                }
                if !instance.headers.isEmpty {
                    let headers = instance.headers.keys.sorted().map { (Node($0), Node(instance.headers[$0]!)) }
                    fields.append(("headers", Node.mapping(Node.Mapping(headers))))
                }
                fields += connectionFields(instance.connection)
                return Node.mapping(Node.Mapping(fields))
            }
            pairs.append((Node(kind.rawValue), Node.sequence(Node.Sequence(items))))
        }
        return Node.mapping(Node.Mapping(pairs))
    }
}
