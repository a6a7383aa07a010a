import Foundation
import MarqueeApp
import MarqueeNavigation
import ServarrCore
import SettingsFeature

/// Where a scripting command runs: the configured instance `--instance` names (else the first
/// of the service), or the simulator's with `--demo`. Every failure after the instance is
/// chosen names it and its URL (secrets masked) and maps to Marquee's exit codes.
enum ServiceTarget {
    /// Chooses the instance, connects with `connect`, runs `body`, and stops the demo
    /// simulator afterwards.
    @MainActor
    static func run<Service>(
        _ kind: ServiceKind, options: CommonOptions,
        connect: (ServiceInstance) -> Service,
        body: (Service, OutputWriter) async throws -> Void
    ) async throws(AppFailure) {
        let servers = options.demo ? try await DemoServers.start() : nil
        let outcome: AppFailure?
        do throws(AppFailure) {
            let configuration = if let servers { servers.configuration } else { try loadConfiguration() }
            let instance = try choose(kind, named: options.instance, in: configuration)
            do {
                try await body(connect(instance), options.writer)
                outcome = nil
            } catch {
                outcome = failure(error, at: instance)
            }
        } catch {
            outcome = error
        }
        await servers?.shutdown()
        if let outcome { throw outcome }
    }

    /// The configuration file's instances.
    ///
    /// - Throws: ``AppFailure`` (exit code 2) when there is no file or it is invalid.
    static func loadConfiguration(
        kinds: [ServiceKind] = serviceKinds, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(AppFailure) -> Configuration {
        guard let file = ConfigurationFile(kinds: kinds, environment: environment) else {
            throw AppFailure(code: .usage, message: "marquee: cannot tell where the configuration lives: set MARQUEE_CONFIG, XDG_CONFIG_HOME or HOME")
        }
        let loaded: Configuration?
        do {
            loaded = try file.load()
        } catch {
            throw AppFailure(code: .usage, message: "marquee: invalid configuration: \(error)")
        }
        guard let loaded else {
            throw AppFailure(code: .usage, message: "marquee: no configuration at \(file.path): run `marquee` to set up an instance, or use --demo")
        }
        for warning in loaded.insecureWarnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        return loaded
    }

    /// The instance of `kind` named `name`, else the first of `kind`.
    ///
    /// - Throws: ``AppFailure`` (exit code 2) when there is none, or none by that name.
    static func choose(_ kind: ServiceKind, named name: String?, in configuration: Configuration) throws(AppFailure) -> ServiceInstance {
        let candidates = configuration.instances.filter { $0.kind == kind }
        let configured =
            candidates.isEmpty
            ? "none is configured"
            : "configured: " + candidates.map { EchoedInput.escaped($0.name) }.joined(separator: ", ")
        guard let name else {
            guard let first = candidates.first else {
                throw AppFailure(code: .usage, message: "marquee: no \(kind.rawValue) instance is configured; add one in Settings, or use --demo")
            }
            return first
        }
        guard let match = candidates.first(where: { $0.name == name }) else {
            throw AppFailure(code: .usage, message: "marquee: no \(kind.rawValue) instance named \"\(EchoedInput.escaped(name))\" (\(configured))")
        }
        return match
    }

    /// The connection settings of `instance`.
    static func serviceConfiguration(for instance: ServiceInstance) -> ServiceConfiguration {
        instance.serviceConfiguration()
    }

    /// `error` as a failure naming `instance`: connection and authentication failures exit 3,
    /// bad input 2, anything else 1.
    static func failure(_ error: any Error, at instance: ServiceInstance) -> AppFailure {
        let place = "\(instance.kind.rawValue) \"\(EchoedInput.escaped(instance.name))\" at \(instance.displayURL)"
        let code: MarqueeApp.ExitCode
        let message: String
        switch error {
        case let error as CommandError:
            (code, message) = (error.code, error.message)
        case let error as ServarrError:
            switch error {
            case .unreachable, .timeout, .unauthorized, .challenged, .redirectedElsewhere: code = .connection
            default: code = .runtime
            }
            message = ServarrError.userMessage(for: error)
        case is CancellationError:
            (code, message) = (.runtime, "cancelled")
        default:
            (code, message) = (.runtime, "\(error)")
        }
        return AppFailure(code: code, message: Redaction.redact("marquee: \(place): \(message)"))
    }
}
