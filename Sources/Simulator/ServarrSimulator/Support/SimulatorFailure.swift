import Foundation
import HTTPTypes
import OpenAPIRuntime

/// A request the simulator refuses, answered in the shapes Radarr and Sonarr use.
///
/// Handlers throw it; ``SimulatorMiddleware`` turns it into the response:
/// - `notFound`, `badRequest` and `conflict`: `{"message": ..., "description": ...}` with 404, 400 or 409;
/// - `serverError`: 500 with the same body, for what fails inside the servers (a list of ids one
///   of which is gone);
/// - `validation`: 400 with a JSON list of FluentValidation failures
///   (`[{"propertyName", "errorMessage", "attemptedValue", "severity", "errorCode"}]`).
enum SimulatorFailure: Error, Equatable {
    case notFound(String)
    case badRequest(String)
    /// 409: the request conflicts with the stored data (a tag still in use).
    case conflict(String)
    /// 500: the server failed with `exception` (`System.ApplicationException`) saying `message`.
    case serverError(String, exception: String)
    case validation([ValidationFailure])

    /// A single validation failure of one property.
    static func invalid(
        _ property: String, _ message: String, attempted: AttemptedValue = .null,
        code: String = "PredicateValidator"
    ) -> SimulatorFailure {
        .validation([ValidationFailure(propertyName: property, errorMessage: message, attemptedValue: attempted, errorCode: code)])
    }

    /// A 400 for a request that does not read (a query value of the wrong type, a body that is not
    /// JSON), worded as the generated stubs worded it.
    static func unreadable(_ detail: String) -> SimulatorFailure {
        .badRequest("An error occurred while attempting to parse the request: DecodingError: \(detail) (underlying error: <nil>).")
    }

    /// A 400 for a value that is not a `type` (`page=abc`).
    static func unreadable(typeOf type: Any.Type) -> SimulatorFailure {
        unreadable("typeMismatch \(type) - at : Failed to convert to the requested type.")
    }

    /// The HTTP response the real servers send for this failure.
    var response: (HTTPResponse, HTTPBody?) {
        switch self {
        case .notFound(let message):
            return Self.json(
                status: .notFound, ErrorBody(message: message, description: "NzbDrone.Core.Datastore.ModelNotFoundException: \(message)"))
        case .badRequest(let message):
            return Self.json(
                status: .badRequest, ErrorBody(message: message, description: "NzbDrone.Core.Exceptions.BadRequestException: \(message)"))
        case .conflict(let message):
            return Self.json(
                status: .conflict, ErrorBody(message: message, description: "NzbDrone.Core.Datastore.ModelConflictException: \(message)"))
        case .serverError(let message, let exception):
            return Self.json(status: .internalServerError, ErrorBody(message: message, description: "\(exception): \(message)"))
        case .validation(let failures):
            return Self.json(status: .badRequest, failures)
        }
    }

    /// `{"message", "description"}`: the servers' error body.
    struct ErrorBody: Encodable {
        var message: String
        var description: String
    }

    static func json(status: HTTPResponse.Status, _ value: some Encodable) -> (HTTPResponse, HTTPBody?) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        var response = HTTPResponse(status: status)
        response.headerFields[.contentType] = "application/json; charset=utf-8"
        response.headerFields[.contentLength] = String(data.count)
        return (response, HTTPBody(data))
    }
}

/// One FluentValidation failure, as Radarr and Sonarr serialize it.
struct ValidationFailure: Encodable, Equatable {
    var propertyName: String
    var errorMessage: String
    var attemptedValue: AttemptedValue
    var severity = "error"
    var errorCode: String
}

/// The value a validation failure names (any JSON scalar).
enum AttemptedValue: Encodable, Equatable {
    case null
    case string(String)
    case integer(Int)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .string(let text): try container.encode(text)
        case .integer(let value): try container.encode(value)
        }
    }
}
