import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import OpenAPIRuntime
import ServarrCore

/// Binds requests the way the servers' ASP.NET Core model binding does, once, before any route
/// (generated stub or plain route) sees them:
///
/// - paths match case-insensitively (`/api/v3/qualityProfile`), query parameter names too
///   (`pagesize=`): both are folded to the specs' spelling;
/// - `+` in a query string is a space (`start=2026-09-28+00:42:43`);
/// - booleans bind case-insensitively (`unmonitored=True`, `deleteFiles=FALSE`);
/// - JSON property names bind case-insensitively (`"QualityProfileId"`) and numbers bind from
///   strings (`"tvdbId": "700000"`, `"tags": ["1"]`), as System.Text.Json does with
///   `AllowReadingFromString`;
/// - `PUT /resource/{id?}`: without an id in the path, the body's `id` is the one (`PUT /movie`).
///
/// The names and types come from the three specs (``SpecVocabulary``, generated).
struct RequestBinding<Next: HTTPResponder>: HTTPResponder where Next.Context == BasicRequestContext {
    let next: Next

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        var head = request.head
        var target = head.path.map(RequestTarget.normalize) ?? "/"
        guard request.head.method != .get, request.head.method != .head else {
            head.path = target
            return try await next.respond(to: Request(head: head, body: request.body), context: context)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: RequestTarget.bodyLimit)
        } catch {
            return Response(status: .contentTooLarge)
        }
        var data = Data(buffer: buffer)
        var object: Any?
        if let first = data.first(where: { !$0.isWhitespace }), first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
            let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        {
            let (bound, changed) = JSONBinding.bind(parsed)
            object = bound
            if changed, let encoded = try? JSONSerialization.data(withJSONObject: bound, options: [.fragmentsAllowed]) {
                data = encoded
                head.headerFields[.contentLength] = String(encoded.count)
            }
        }
        if head.method == .put, let id = (object as? [String: Any]).flatMap({ JSONBinding.integer($0["id"]) }),
            RequestTarget.takesIDFromBody(target)
        {
            target = RequestTarget.appending(id, to: target)
        }
        head.path = target
        return try await next.respond(to: Request(head: head, body: .init(buffer: ByteBuffer(data: data))), context: context)
    }
}

/// JSON bodies as System.Text.Json reads them with the servers' settings.
enum JSONBinding {
    /// `value` with property names spelled as the specs spell them and numeric properties sent
    /// as strings turned into numbers; `changed` is false when nothing needed it.
    static func bind(_ value: Any) -> (value: Any, changed: Bool) {
        if let object = value as? [String: Any] {
            var changed = false
            var result: [String: Any] = [:]
            result.reserveCapacity(object.count)
            for (name, member) in object {
                let lowered = name.lowercased()
                let spelled = SpecVocabulary.propertyNames[lowered] ?? name
                var (bound, memberChanged) = bind(member)
                if SpecVocabulary.numericProperties.contains(lowered) {
                    let (number, converted) = numbers(in: bound)
                    bound = number
                    memberChanged = memberChanged || converted
                }
                changed = changed || memberChanged || spelled != name
                result[spelled] = bound
            }
            return (result, changed)
        }
        if let array = value as? [Any] {
            var changed = false
            let result = array.map { element in
                let (bound, elementChanged) = bind(element)
                changed = changed || elementChanged
                return bound
            }
            return (result, changed)
        }
        return (value, false)
    }

    /// A number for a string that spells one (and the same for each element of a list).
    private static func numbers(in value: Any) -> (Any, Bool) {
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let integer = Int64(trimmed) { return (NSNumber(value: integer), true) }
            if let real = Double(trimmed), real.isFinite { return (NSNumber(value: real), true) }
            return (value, false)
        }
        if let array = value as? [Any] {
            var changed = false
            let result = array.map { element in
                let (number, converted) = numbers(in: element)
                changed = changed || converted
                return number
            }
            return (result, changed)
        }
        return (value, false)
    }

    /// An integer JSON value (not a boolean), or nil.
    static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber, UpstreamKind.of(number) == .integer else { return nil }
        return number.intValue
    }
}

/// Whether a JSON number from `JSONSerialization` is a boolean, an integer or a real.
enum UpstreamKind {
    case boolean, integer, real

    static func of(_ number: NSNumber) -> UpstreamKind {
        let type = String(cString: number.objCType)
        if type == "c" || type == "B" { return .boolean }
        if type == "d" || type == "f" { return number.doubleValue.rounded() == number.doubleValue ? .integer : .real }
        return .integer
    }
}

/// The path and query of a request, as the servers match them.
enum RequestTarget {
    /// The largest request body read (the servers' Kestrel limit is 30 MB; the simulator's is smaller).
    static let bodyLimit = 16 * 1024 * 1024

    /// Lowercases the path, spells query parameter names as the specs do, reads `+` as a space
    /// and lowercases boolean values.
    static func normalize(_ target: String) -> String {
        guard let mark = target.firstIndex(of: "?") else { return target.lowercased() }
        let path = target[..<mark].lowercased()
        let pairs = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let rawName = pair.prefix { $0 != "=" }
            let name = SpecVocabulary.queryNames[rawName.lowercased()] ?? String(rawName)
            var value = String(pair.dropFirst(rawName.count + 1)).replacingOccurrences(of: "+", with: "%20")
            if SpecVocabulary.booleanQueryParameters.contains(name.lowercased()), ["true", "false"].contains(value.lowercased()) {
                value = value.lowercased()
            }
            return pair.count == rawName.count ? name : name + "=" + value
        }
        return path + "?" + pairs.joined(separator: "&")
    }

    /// Whether `target` (normalized) is a `PUT /resource` whose id may come from the body.
    static func takesIDFromBody(_ target: String) -> Bool {
        let path = target.prefix { $0 != "?" }
        let trimmed = path.hasSuffix("/") ? path.dropLast() : path[...]
        guard let api = trimmed.range(of: "/api/") else { return false }
        return SpecVocabulary.optionalIDPaths.contains(String(trimmed[trimmed.index(after: api.lowerBound)...]))
    }

    /// `target` with `/id` appended to its path.
    static func appending(_ id: Int, to target: String) -> String {
        let mark = target.firstIndex(of: "?") ?? target.endIndex
        var path = String(target[..<mark])
        if path.hasSuffix("/") { path.removeLast() }
        return path + "/\(id)" + target[mark...]
    }
}

/// Reads query dates the way the servers do: date-time with or without fractions (seven
/// digits), with or without a zone, and date only (`2026-11-20`, midnight UTC).
struct LenientDateTranscoder: DateTranscoder {
    func encode(_ date: Date) throws -> String { ServarrDate.format(date) }

    func decode(_ text: String) throws -> Date {
        guard let date = ServarrDate.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "'\(text)' is not a valid date"))
        }
        return date
    }
}

extension UInt8 {
    fileprivate var isWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
}
