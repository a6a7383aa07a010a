import Foundation
import HTTPTypes
import OpenAPIRuntime

/// OpenAPI server middleware of both servers: checks `X-Api-Key` (or the `apikey` query
/// parameter, as the real servers do) and applies the fault rules.
struct SimulatorMiddleware: ServerMiddleware {
    let service: SimulatedService
    let apiKey: String
    let faults: FaultInjector
    let hangLimit: Duration

    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let path = request.path ?? ""
        let pathOnly = String(path.prefix { $0 != "?" })
        let active = await faults.faults(service: service, operation: operationID, path: pathOnly)
        for fault in active {
            switch fault {
            case .latency(let milliseconds): try await Task.sleep(for: .milliseconds(milliseconds))
            case .timeout: await hang()
            default: break
            }
        }
        guard request.headerFields[Self.apiKeyField] == apiKey || Self.queryAPIKey(path) == apiKey,
            !active.contains(.unauthorized)
        else {
            return (HTTPResponse(status: .unauthorized), nil)
        }
        for fault in active {
            if case .serverError(let message) = fault {
                return Self.json(status: .internalServerError, ["message": message, "description": "Simulated failure"])
            }
        }
        // The simulator always answers JSON; the raw-body list operations are declared `*/*`,
        // which the generated stubs would check against an `Accept: application/json`.
        var request = request
        request.headerFields[.accept] = nil
        var response: HTTPResponse
        var responseBody: HTTPBody?
        do {
            (response, responseBody) = try await next(request, body, metadata)
        } catch let error as ServerError {
            if let failure = error.underlyingError as? SimulatorFailure { return failure.response }
            if error.operationInput == nil {
                // The request could not be read (a malformed parameter or body): the servers answer 400.
                return SimulatorFailure.badRequest(error.causeDescription).response
            }
            return Self.json(status: .internalServerError, ["message": error.causeDescription, "description": "\(error.underlyingError)"])
        }
        if response.headerFields[.contentType] == "*/*" {
            // Raw-body list operations: label them as the real servers do.
            response.headerFields[.contentType] = "application/json; charset=utf-8"
        }
        let transforms = active.filter {
            if case .rowsWithoutID = $0 { return true }
            return [.malformedJSON, .unknownEnumValues, .dotNetDates, .connectionDrop].contains($0)
        }
        guard !transforms.isEmpty else { return (response, responseBody) }
        var data = Data()
        if let responseBody { data = try await Data(collecting: responseBody, upTo: 64 * 1024 * 1024) }
        for fault in transforms {
            switch fault {
            case .unknownEnumValues: data = ResponseMangling.unknownEnumValues(data)
            case .dotNetDates: data = ResponseMangling.dotNetDates(data)
            case .malformedJSON: data = ResponseMangling.malformed(data)
            case .rowsWithoutID(let count): data = ResponseMangling.withoutIDs(data, rows: count)
            default: break
            }
        }
        if transforms.contains(.connectionDrop) {
            // Promise the full body, send a part of it, then fail the stream: the server closes
            // the connection mid-response.
            response.headerFields[.contentLength] = String(max(data.count, 64) + 1024)
            let partial = Array(data.prefix(16))
            let stream = AsyncThrowingStream<ArraySlice<UInt8>, any Error> { continuation in
                continuation.yield(partial[...])
                continuation.finish(throwing: SimulatedConnectionDrop())
            }
            return (response, HTTPBody(stream, length: .unknown, iterationBehavior: .single))
        }
        response.headerFields[.contentLength] = String(data.count)
        return (response, HTTPBody(data))
    }

    private func hang() async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: hangLimit)
        while clock.now < deadline, !(await faults.isShuttingDown), !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    static let apiKeyField = HTTPField.Name("X-Api-Key")!

    private static func queryAPIKey(_ path: String) -> String? {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "apikey" { return String(parts[1]) }
        }
        return nil
    }

    static func json(status: HTTPResponse.Status, _ object: [String: String]) -> (HTTPResponse, HTTPBody?) {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        var response = HTTPResponse(status: status)
        response.headerFields[.contentType] = "application/json; charset=utf-8"
        response.headerFields[.contentLength] = String(data.count)
        return (response, HTTPBody(data))
    }
}

struct SimulatedConnectionDrop: Error {}
