// HelloSwift — an example Marquee plugin written in Swift.
//
// It imports only the C header target (CMarqueePlugin) and exports plain C symbols with
// `@_cdecl`, so no Swift type ever crosses the library boundary.
// Build: swift build --product HelloSwift   (produces .build/debug/libHelloSwift.so)

import CMarqueePlugin

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let manifest = """
    {
      "id": "hello-swift",
      "name": "Hello Swift",
      "version": "0.2.0",
      "routes": [{"pattern": "/hello", "screen": "greeting"}],
      "screens": [
        {"id": "greeting", "kind": "form", "title": "Greeting",
         "fields": [{"key": "text", "label": "Text", "type": "string", "required": true},
                    {"key": "factor", "label": "Factor", "type": "f64", "default": "1"}],
         "submit": "shout"}
      ],
      "actions": [
        {"id": "shout", "symbol": "hello_shout", "args": ["string"], "params": ["text"], "returns": "string"},
        {"id": "count-words", "symbol": "hello_count_words", "args": ["string"], "returns": "i64"},
        {"id": "scale", "symbol": "hello_scale", "args": ["f64", "bool"], "returns": "f64"},
        {"id": "is-even", "symbol": "hello_is_even", "args": ["i32"], "returns": "bool"},
        {"id": "present-greeting", "symbol": "hello_present_greeting", "args": [], "returns": "void"},
        {"id": "check-limit", "symbol": "hello_check_limit", "args": ["i64"], "returns": "i32", "errors": "nonzero"}
      ]
    }
    """

/// The host table handed to the entry point. Written once by the entry function, which the
/// host calls before any action; read-only afterwards.
nonisolated(unsafe) private var host: UnsafePointer<marquee_host_api>?

/// The message for the last failed action; owned by this plugin.
nonisolated(unsafe) private var lastError: UnsafeMutablePointer<CChar>?

nonisolated(unsafe) private let descriptor: UnsafePointer<marquee_plugin_descriptor> = {
    let pointer = UnsafeMutablePointer<marquee_plugin_descriptor>.allocate(capacity: 1)
    pointer.initialize(
        to: marquee_plugin_descriptor(
            abi_version: MARQUEE_PLUGIN_ABI_VERSION,
            manifest_json: UnsafePointer(strdup(manifest)),
            free_string: { free($0) },  // string actions return strdup()ed copies
            last_error: { UnsafePointer(lastError) }
        ))
    return UnsafePointer(pointer)
}()

private func fail(_ message: String) {
    free(lastError)
    lastError = strdup(message)
}

@_cdecl("marquee_plugin_entry")
public func marqueePluginEntry(
    _ api: UnsafePointer<marquee_host_api>?
) -> UnsafePointer<marquee_plugin_descriptor>? {
    host = api
    return descriptor
}

@_cdecl("hello_shout")
public func helloShout(_ text: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    guard let text else { return nil }
    return strdup(String(cString: text).uppercased() + "!")
}

@_cdecl("hello_count_words")
public func helloCountWords(_ text: UnsafePointer<CChar>?) -> Int64 {
    guard let text else { return 0 }
    return Int64(String(cString: text).split(whereSeparator: { $0 == " " }).count)
}

@_cdecl("hello_scale")
public func helloScale(_ value: Double, _ negate: Bool) -> Double {
    negate ? -value * 2 : value * 2
}

@_cdecl("hello_is_even")
public func helloIsEven(_ value: Int32) -> Bool {
    value % 2 == 0
}

@_cdecl("hello_present_greeting")
public func helloPresentGreeting() {
    guard let host else { return }
    host.pointee.log(Int32(MARQUEE_LOG_INFO.rawValue), "presenting the greeting")
    _ = host.pointee.present("/hello")
}

@_cdecl("hello_check_limit")
public func helloCheckLimit(_ value: Int64) -> Int32 {
    guard value <= 100 else {
        fail("\(value) is over the limit of 100")
        return 7
    }
    return 0
}
