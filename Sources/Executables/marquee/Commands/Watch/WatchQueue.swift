import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeNavigation
import ServarrCore

extension WatchCommands {
    /// `marquee watch queue`: every instance's downloads in one table, redrawn every interval.
    struct Queue: ServiceCommand {
        static let configuration = CommandConfiguration(
            abstract: "A live table of every \(ServiceKind.names(of: serviceKinds, joinedBy: "and")) instance's downloads (exits on Ctrl-C).",
            discussion: """
                Redraws every --interval on a terminal. With --once, or when standard output is \
                not a terminal, it prints the queues once and exits (--output json gives one \
                array whose records carry `instance` and `service`). An instance that cannot be \
                reached is named under the table; exit code 3 when none can.
                Examples:
                  marquee watch queue
                  marquee watch queue --interval 2s --demo
                  marquee watch queue --instance 4k --instance anime
                  marquee watch queue --once --output json | jq 'map(select(.status == "warning"))'
                """
        )

        @Option(help: "How often to redraw: 5s, 500ms…")
        var interval = WaitLimit(.seconds(5))

        @Flag(help: "Print the queues once and exit.")
        var once = false

        @Flag(help: "Start the built-in simulator and watch its instances.")
        var demo = false

        @Option(name: [.customShort("o"), .long], help: "table, json or yaml.")
        var output: OutputFormat = .table

        @Flag(help: "Show times in UTC instead of the local time zone.")
        var utc = false

        @Option(help: "Watch only the instances of this name (of any service); repeat for several. Default: every instance.")
        var instance: [String] = []

        func validate() throws {
            guard interval.duration >= .milliseconds(200) else { throw ValidationError("--interval must be at least 200ms") }
        }

        @MainActor
        func execute() async throws(AppFailure) {
            let servers = demo ? try await DemoServers.start() : nil
            let failure: AppFailure?
            do throws(AppFailure) {
                let configuration = if let servers { servers.configuration } else { try ServiceTarget.loadConfiguration() }
                try await watch(configuration)
                failure = nil
            } catch {
                failure = error
            }
            await servers?.shutdown()
            if let failure { throw failure }
        }

        /// Prints the queues of `configuration`'s instances, once or until interrupted.
        @MainActor
        private func watch(_ configuration: Configuration) async throws(AppFailure) {
            let known = configuration.instances.map(\.name)
            if let unknown = instance.first(where: { !known.contains($0) }) {
                var seen = Set<String>()
                let names = known.filter { seen.insert($0).inserted }.joined(separator: ", ")
                throw AppFailure(
                    code: .usage,
                    message: "marquee: no instance is named ‘\(EchoedInput.escaped(unknown))’ (instances: \(names.isEmpty ? "none" : names))")
            }
            let chosen = configuration.instances.filter { instance.isEmpty || instance.contains($0.name) }
            let services = chosen.compactMap { instance -> (ServiceInstance, any ServarrClient)? in
                Marquee.serviceCommands.first { $0.kind == instance.kind }.map { (instance, $0.client(for: instance)) }
            }
            guard !services.isEmpty else { throw AppFailure(code: .usage, message: "marquee: no instance is configured") }
            let live = !once && isatty(STDOUT_FILENO) == 1 && output == .table
            repeat {
                let (rows, failures) = await Self.collect(services)
                let writer = OutputWriter(format: output, timeStyle: TimeStyle(utc: utc), width: TerminalWidth.current())
                if live { StandardOutput.write("\u{1B}[H\u{1B}[2J", terminator: "") }
                do {
                    try writer.write(rows)
                } catch {
                    throw AppFailure(code: error.code, message: "marquee: \(error.message)")
                }
                for failure in failures {
                    if live { StandardOutput.write(failure.message) } else { printError(failure.message) }
                }
                if !live {
                    if failures.count == services.count { throw AppFailure(code: .connection, message: "marquee: no instance could be reached") }
                    return
                }
                StandardOutput.write("\(rows.count) download(s) · every \(interval) · Ctrl-C to quit")
                try? await Task.sleep(for: interval.duration)
            } while true
        }

        /// Every instance's queue, fetched in parallel, in configuration order. Each child task
        /// labels its own rows with the instance it asked, so an answer can only land under the
        /// service and instance that sent it, whatever order the answers arrive in.
        static func collect(_ services: [(ServiceInstance, any ServarrClient)]) async -> ([InstanceQueueRow], [AppFailure]) {
            await withTaskGroup(of: (position: Int, result: Result<[InstanceQueueRow], AppFailure>).self) { group in
                for position in services.indices {
                    let instance = services[position].0, service = services[position].1
                    group.addTask { [position, instance, service] in
                        do {
                            let items = try await service.queue(limit: 1000).records
                            let rows = items.map {
                                InstanceQueueRow(
                                    instance: instance.name, service: instance.kind.rawValue, row: QueueRow(item: $0, mediaKey: service.mediaKey))
                            }
                            return (position, .success(rows))
                        } catch {
                            return (position, .failure(ServiceTarget.failure(error, at: instance)))
                        }
                    }
                }
                var results = [Result<[InstanceQueueRow], AppFailure>?](repeating: nil, count: services.count)
                for await answer in group { results[answer.position] = answer.result }
                var rows: [InstanceQueueRow] = []
                var failures: [AppFailure] = []
                for result in results {
                    switch result {
                    case .success(let instanceRows)?: rows += instanceRows
                    case .failure(let failure)?: failures.append(failure)
                    case nil: break
                    }
                }
                return (rows, failures)
            }
        }
    }
}

/// A queue item with the instance it belongs to (`marquee watch queue`).
struct InstanceQueueRow: OutputRecord {
    var instance: String
    var service: String
    var row: QueueRow

    var fields: [OutputField] {
        [OutputField("instance", .string(instance)), OutputField("service", .string(service))] + row.fields
    }

    static let columns = [TableColumn("service", "SERVICE"), TableColumn("instance", "INSTANCE")] + QueueRow.columns
}
