import Foundation

/// What the app sends to a plugin runner (the payload of a frame, see ``RunnerChannel``).
package enum RunnerRequest: Codable, Sendable, Hashable {
    /// Load the library at `path` (the first request; exactly once).
    case load(path: String)
    /// Call an action of the loaded plugin.
    case call(action: String, input: ActionInput)
    /// The answer to the runner's last ``HostCallback`` that expects one.
    case answer(CallbackAnswer)
}

/// The arguments of an action call.
package enum ActionInput: Codable, Sendable, Hashable {
    /// Typed values, one per declared argument (`ExternalPlugin.call(action:arguments:)`).
    case arguments([PluginValue])
    /// Screen data the runner binds through the action's `params`
    /// (`ExternalPlugin.call(action:screenData:)`).
    case screenData([String: String])
}

/// The app's answer to a host callback: the C status (0 success) and, for `setting`, the text.
package struct CallbackAnswer: Codable, Sendable, Hashable {
    package var status: Int32
    package var text: String?

    package init(status: Int32, text: String? = nil) {
        self.status = status
        self.text = text
    }
}

/// What a plugin runner sends to the app.
package enum RunnerReply: Codable, Sendable, Hashable {
    /// The library loaded; its manifest's JSON text (the app validates it again).
    case loaded(manifest: String)
    /// The library was rejected.
    case rejected(PluginLoadError)
    /// The action returned (nil for `void`).
    case returned(PluginValue?)
    /// The action failed.
    case failed(PluginCallError)
    /// The plugin called the host API during a load or a call. Every callback but `log`
    /// waits for a ``RunnerRequest/answer(_:)``.
    case callback(HostCallback)
}

/// A call the plugin made through its `marquee_host_api` table. It carries no plugin id:
/// the app knows which plugin each runner serves.
package enum HostCallback: Codable, Sendable, Hashable {
    case navigate(url: String)
    case present(url: String)
    case dismiss
    case log(level: Int32, message: String)
    case setting(name: String)

    /// Whether the runner waits for an answer (`log` returns nothing).
    package var expectsAnswer: Bool {
        if case .log = self { false } else { true }
    }
}

/// Encodes and decodes message payloads (JSON; non-finite doubles as strings).
package enum RunnerCoding {
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return Array(try encoder.encode(value))
    }

    package static func decode<Message: Decodable>(_ type: Message.Type, from bytes: [UInt8]) throws -> Message {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return try decoder.decode(type, from: Data(bytes))
    }
}
