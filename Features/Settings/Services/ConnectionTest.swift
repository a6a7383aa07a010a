import MarqueeApp
import ServarrCore

/// Tests the connection to a configured instance: `GET /api/v3/system/status` (or the root its
/// kind's ``ServiceProbe`` names) with its API key and headers, checking that the server is of the
/// expected kind.
///
/// ```swift
/// let result = await ConnectionTest.run(instance, probes: settings.probes, timeout: .seconds(10))
/// print(result) // "Connected: Radarr 5.14.0.9383"
/// ```
public enum ConnectionTest {
    /// Tests one instance.
    public static func run(_ instance: ServiceInstance, probes: [ServiceProbe], timeout: Duration = .seconds(10)) async -> ConnectionTestResult {
        guard let probe = probes.first(where: { $0.kind == instance.kind }) else {
            return .unreachable(reason: "this build of Marquee cannot talk to \(instance.kind.name)")
        }
        let configuration = instance.serviceConfiguration(timeout: timeout)
        do {
            let status = try await probe.status(configuration)
            let expected = instance.kind.name
            guard status.appName.caseInsensitiveCompare(expected) == .orderedSame else {
                if probes.contains(where: { $0.kind == ServiceKind(rawValue: status.appName.lowercased()) }) {
                    return .wrongKind(expected: instance.kind, found: status.appName)
                }
                let name = status.appName.isEmpty ? "no application name" : "it says it is ‘\(status.appName)’"
                return .notAServer(expected: instance.kind, detail: name)
            }
            return .connected(appName: status.appName, version: status.version)
        } catch let error as ServarrError {
            return result(for: error, kind: instance.kind, apiRoot: probe.apiRoot, timeout: timeout)
        } catch {
            return .unreachable(reason: "\(error)")
        }
    }

    /// Tests several instances in parallel; the results are in the instances' order.
    public static func run(_ instances: [ServiceInstance], probes: [ServiceProbe], timeout: Duration = .seconds(10)) async -> [ConnectionTestResult] {
        await withTaskGroup(of: (Int, ConnectionTestResult).self) { group in
            for (index, instance) in instances.enumerated() {
                group.addTask { (index, await run(instance, probes: probes, timeout: timeout)) }
            }
            var results = [ConnectionTestResult?](repeating: nil, count: instances.count)
            for await (index, result) in group { results[index] = result }
            return results.map { $0 ?? .unreachable(reason: "not tested") }
        }
    }

    private static func result(for error: ServarrError, kind: ServiceKind, apiRoot: String, timeout: Duration) -> ConnectionTestResult {
        switch error {
        case .unauthorized: .wrongAPIKey
        case .challenged, .redirectedElsewhere, .answerTooLarge: .unreachable(reason: error.description)
        case .timeout: .timedOut(after: timeout)
        case .unreachable(let reason): .unreachable(reason: reason)
        case .notFound: .notAServer(expected: kind, detail: "it has no /\(apiRoot)/system/status (HTTP 404)")
        case .undecodable: .notAServer(expected: kind, detail: "its answer is not a system status")
        case .unreadable(_, let problem): .notAServer(expected: kind, detail: "it " + problem.explanation)
        case .rejected(let status, _): .notAServer(expected: kind, detail: "it refused the request (HTTP \(status))")
        case .serverError(let status, let message): .serverError(message: message ?? "HTTP \(status)")
        }
    }
}
