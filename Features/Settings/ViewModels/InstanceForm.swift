import Foundation
import MarqueeApp
import MarqueeTerminal

/// The fields of the add/edit instance form (kind, name, URL, API key, headers), their
/// validation, and the instance they describe.
///
/// Headers are typed on one line as `Name: value; Other-Name: value`. An API key may be typed
/// as `${VARIABLE}`: the file then keeps the reference and the key is read from the
/// environment. When editing an instance whose key comes from `api_key_file`, an empty key
/// field keeps the file.
public struct InstanceForm: Hashable, Sendable {
    /// The field ids, in order.
    public enum Field: String, CaseIterable, Sendable {
        case kind, name, url, apiKey, headers
    }

    /// The form's fields, focus and validation messages.
    public var state: FormState
    /// The instance being edited (nil when adding).
    public let original: ServiceInstance?
    private let initial: FormState

    /// A form for a new instance (of `kind`, else the first of `kinds`) or for editing
    /// `original`; its Kind picker offers `kinds` (and the instance's own kind, should it be
    /// none of them).
    public init(editing original: ServiceInstance? = nil, kinds: [ServiceKind], kind: ServiceKind? = nil) {
        self.original = original
        let chosen = original?.kind ?? kind
        let kinds = kinds + (chosen.map { kinds.contains($0) ? [] : [$0] } ?? [])
        let keyText: String
        let keyPlaceholder: String
        if let original, let file = original.apiKeyFile {
            keyText = ""
            keyPlaceholder = "read from \(file) (leave empty to keep)"
        } else {
            keyText = original.map { ($0.apiKeyTemplate ?? $0.apiKey).reveal() } ?? ""
            keyPlaceholder = "Settings › General › Security, or ${VARIABLE}"
        }
        state = FormState(fields: [
            .picker(
                Field.kind.rawValue, label: "Kind", options: kinds.map(\.name),
                selected: chosen.flatMap { kinds.firstIndex(of: $0) } ?? 0),
            .text(Field.name.rawValue, label: "Name", text: original?.name ?? "", placeholder: "e.g. home"),
            // Credentials in the URL are shown masked; left as shown, they are kept.
            .text(
                Field.url.rawValue, label: "URL", text: original?.displayURL ?? "",
                placeholder: "e.g. http://nas.local:7878"),
            .text(Field.apiKey.rawValue, label: "API key", text: keyText, placeholder: keyPlaceholder, isMasked: true),
            .text(
                Field.headers.rawValue, label: "Headers", text: Self.headerText(original?.headers ?? [:]),
                placeholder: "optional: Name: value; Other: value", isMasked: true),
        ])
        initial = state
    }

    // MARK: Values

    /// The text of a field (the kind's display name for ``Field/kind``).
    public subscript(field: Field) -> String {
        get { state[field.rawValue]?.stringValue ?? "" }
        set {
            guard var formField = state[field.rawValue] else { return }
            switch formField.value {
            case .text(var text):
                text.text = newValue
                formField.value = .text(text)
            case .picker(let options, let selected):
                let index = options.firstIndex { $0.caseInsensitiveCompare(newValue) == .orderedSame } ?? selected
                formField.value = .picker(options: options, selected: index)
            case .toggle:
                formField.value = .toggle(newValue == "true")
            }
            formField.validationMessage = nil
            state[field.rawValue] = formField
        }
    }

    /// The chosen kind.
    public var kind: ServiceKind {
        ServiceKind(rawValue: self[.kind].lowercased())
    }

    /// Whether the API key and the header values are shown in clear (both are masked until
    /// Ctrl-R reveals them).
    public var isKeyRevealed: Bool {
        get {
            if case .text(let text)? = state[Field.apiKey.rawValue]?.value { return !text.isMasked }
            return false
        }
        set {
            // Header values are credentials as often as not (`Authorization: Bearer …`): they
            // are masked and revealed with the key.
            for secret in [Field.apiKey, Field.headers] {
                guard var field = state[secret.rawValue], case .text(var text) = field.value else { continue }
                text.isMasked = !newValue
                field.value = .text(text)
                state[secret.rawValue] = field
            }
        }
    }

    /// Whether anything differs from the form as it opened.
    public var hasChanges: Bool {
        Field.allCases.contains { field in
            state[field.rawValue]?.stringValue != initial[field.rawValue]?.stringValue
        }
    }

    /// The validation messages shown, by field.
    public var messages: [Field: String] {
        var messages: [Field: String] = [:]
        for field in Field.allCases {
            if let message = state[field.rawValue]?.validationMessage { messages[field] = message }
        }
        return messages
    }

    // MARK: Validation

    /// Validates every field and returns the instance the form describes, or nil with a
    /// message under each invalid field (the entered text is kept).
    ///
    /// - Parameters:
    ///   - others: The other instances (a name must be unique per kind).
    ///   - file: Resolves `${VARIABLE}` keys with its environment.
    public mutating func validate(against others: [ServiceInstance], file: ConfigurationFile?) -> ServiceInstance? {
        let kind = self.kind
        let name = self[.name].trimmingCharacters(in: .whitespaces)
        let urlText = self[.url].trimmingCharacters(in: .whitespaces)
        let keyText = self[.apiKey].trimmingCharacters(in: .whitespaces)
        let original = self.original

        var url: URL?
        var key: (secret: Secret, template: Secret?, file: String?)?
        var headers: [String: String] = [:]
        var keyProblem: String?
        if keyText.isEmpty, let original, original.apiKeyFile != nil {
            key = (original.apiKey, nil, original.apiKeyFile)
        } else if keyText.isEmpty {
            keyProblem = "The API key is required"
        } else if keyText.contains("${") {
            do {
                let resolved = try (file ?? ConfigurationFile(path: "config.yml", kinds: [])).resolvingEnvironment(in: keyText, key: "api_key")
                key = resolved.isEmpty ? nil : (Secret(resolved), Secret(keyText), nil)
                if resolved.isEmpty { keyProblem = "The variable is empty" }
            } catch {
                keyProblem = error.message
            }
        } else {
            key = (Secret(keyText), nil, nil)
        }
        let headerResult = Self.headers(from: self[.headers])

        state.validate { field in
            switch Field(rawValue: field.id) {
            case .name:
                if name.isEmpty { return "The name is required" }
                if others.contains(where: { $0.kind == kind && $0.name == name }) {
                    return "Another \(kind.name) instance is named ‘\(name)’"
                }
                return nil
            case .url:
                if urlText.isEmpty { return "The URL is required" }
                guard let parsed = Self.url(from: urlText, original: original), let scheme = parsed.scheme?.lowercased(),
                    scheme == "http" || scheme == "https"
                else {
                    return "Start with http:// or https://"
                }
                guard let host = parsed.host, !host.isEmpty else { return "The URL needs a host name" }
                url = parsed
                return nil
            case .apiKey:
                return keyProblem
            case .headers:
                switch headerResult {
                case .success(let parsed):
                    headers = parsed
                    return nil
                case .failure(let problem):
                    return problem.message
                }
            case .kind, nil:
                return nil
            }
        }
        guard let url, let key, messages.isEmpty else { return nil }
        return ServiceInstance(
            kind: kind, name: name, url: url, apiKey: key.secret, apiKeyTemplate: key.template,
            apiKeyFile: key.file, headers: headers, connection: original?.connection ?? ConnectionOptions())
    }

    /// The URL typed, with the original's credentials put back where the form showed them
    /// masked (`http://••••@nas:7878` as shown, or with another host or port typed).
    static func url(from text: String, original: ServiceInstance?) -> URL? {
        guard let original else { return URL(string: text) }
        if text == original.displayURL { return original.url }
        let masked = "://" + Secret.mask + "@"
        let originalText = original.url.absoluteString
        guard text.contains(masked), let start = originalText.range(of: "://"),
            let end = originalText[start.upperBound...].firstIndex(of: "@")
        else { return URL(string: text) }
        let credentials = originalText[start.upperBound..<end]
        return URL(string: text.replacingOccurrences(of: masked, with: "://" + credentials + "@"))
    }

    /// Why the header line does not parse.
    struct HeaderProblem: Error {
        var message: String
    }

    /// Parses `Name: value; Other: value`.
    static func headers(from text: String) -> Result<[String: String], HeaderProblem> {
        var headers: [String: String] = [:]
        for part in text.split(separator: ";") {
            let item = part.trimmingCharacters(in: .whitespaces)
            guard !item.isEmpty else { continue }
            guard let colon = item.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "Write each header as ‘Name: value’, separated by ;"))
            }
            let name = item[..<colon].trimmingCharacters(in: .whitespaces)
            let value = item[item.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                return .failure(HeaderProblem(message: "‘\(name)’ is not a valid header name"))
            }
            headers[name] = value
        }
        return .success(headers)
    }

    /// The header line for `headers`, sorted by name.
    static func headerText(_ headers: [String: String]) -> String {
        headers.keys.sorted().map { "\($0): \(headers[$0]!)" }.joined(separator: "; ")
    }
}
