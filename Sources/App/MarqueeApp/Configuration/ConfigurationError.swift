import MarqueeNavigation

/// Why a configuration file could not be read or written: names the file, the line and the key
/// path (`sonarr[1].url`). Never contains an API key or any other value from the file.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The key path, e.g. `radarr[0].api_key`, when the problem is at a key.
    public var key: String?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, key: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `/home/me/.config/marquee/config.yml:7: radarr[0].url: not a valid http(s) URL`.
    ///
    /// As a last line of defence (say a key pasted where a key *name* belongs), anything that
    /// looks like a secret is masked (see ``Redaction``), and control characters from the file
    /// are escaped and long values cut (see `EchoedInput`), so the message is safe to print.
    public var description: String {
        var text = EchoedInput.escaped(file, maximumLength: 1_000)
        if let line { text += ":\(line)" }
        text += ": "
        if let key { text += EchoedInput.escaped(Redaction.redact(key)) + ": " }
        return text + EchoedInput.escaped(Redaction.redact(message), maximumLength: 1_000)
    }
}
