import ArgumentParser
import Foundation
import ServarrCore
import Yams

/// `marquee <service> export profiles`: the instance's quality profiles and custom formats as
/// YAML (`-o json` for JSON), by name, for `apply` on another instance of the service.
struct ExportProfiles<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: "Write the quality profiles and custom formats as YAML (for apply).",
            discussion: """
                Profiles and formats are written by name (qualities, cutoff and scores too), so \
                the file applies to another instance of the service.
                Examples:
                  marquee \(Group.name) export profiles > profiles.yml
                  marquee \(Group.name) export profiles --instance 4k -o json
                """
        )
    }

    @Argument(help: "profiles") var noun: ProfilesNoun
    @OptionGroup var options: CommonOptions

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            async let profiles = service.repository.qualityProfileListing()
            let formats = try await service.repository.customFormatListing()
            var writer = writer
            if writer.format == .table { writer.format = .yaml }
            try writer.write(ProfileSet(profiles: try await profiles.elements, formats: formats.elements))
        }
    }
}

/// `marquee <service> apply FILE [--dry-run]`: the quality profiles and custom formats of a
/// file `export` wrote, applied to an instance: what changes there is printed first (created,
/// updated with each change, unchanged); then, unless `--dry-run`, written after a
/// confirmation (`--yes` off a terminal).
struct ApplyProfiles<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "apply",
            abstract: "Apply a profiles file (from export) to an instance, showing the changes first.",
            discussion: """
                Custom formats are written before the profiles that score them. Formats and \
                profiles the file does not name are left as they are.
                Examples:
                  marquee \(Group.name) apply profiles.yml --instance 4k --dry-run
                  marquee \(Group.name) apply profiles.yml --instance 4k --yes -o json
                """
        )
    }

    /// The largest file read (a profiles file of a busy server is a few hundred kilobytes).
    static var maximumFileSize: Int { 4 << 20 }

    @Argument(help: "The YAML (or JSON) file export wrote.") var file: String
    @Flag(help: "Only show what would change.") var dryRun = false
    @Flag(name: [.customShort("y"), .long], help: "Do not ask for confirmation.") var yes = false
    @OptionGroup var options: CommonOptions

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            let set = try Self.read(file)
            let plan: ProfileSetPlan
            do {
                plan = try await service.repository.plan(applying: set)
            } catch let error as ProfileSetError {
                throw CommandError.usage(error.description)
            }
            guard !dryRun, plan.changesAnything else {
                try writer.write(plan.changes)
                return
            }
            if writer.format == .table { try writer.write(plan.changes) }
            let count = plan.changes.count { $0.action != .unchanged }
            try Confirmation.require("Apply \(count) change\(count == 1 ? "" : "s") to this \(Group.name) instance?", yes: yes)
            let made = try await service.repository.apply(plan)
            if writer.format != .table {
                try writer.write(made)
            } else {
                StandardOutput.write("applied \(made.count) change\(made.count == 1 ? "" : "s")")
            }
        }
    }

    /// The profile set in `path`: YAML or JSON, at most ``maximumFileSize`` bytes, nested at
    /// most 64 levels, at most 200,000 values once its aliases are expanded.
    static func read(_ path: String) throws(CommandError) -> ProfileSet {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .usage("cannot read \(path)") }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumFileSize + 1) ?? Data() else { throw .usage("cannot read \(path)") }
        guard data.count <= maximumFileSize else { throw .usage("\(path) is larger than \(maximumFileSize >> 20) MiB") }
        guard let text = String(data: data, encoding: .utf8) else { throw .usage("\(path) is not UTF-8 text") }
        var depth = 0
        for byte in data {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
            guard depth <= 64 else { throw .usage("\(path) nests deeper than 64 levels") }
        }
        do {
            guard let node = try Yams.compose(yaml: text) else { throw CommandError.usage("\(path) is empty") }
            var count = 0
            guard Self.isBounded(node, count: &count) else {
                throw CommandError.usage("\(path) is too large: its aliases expand to more than 200,000 values")
            }
            return try YAMLDecoder().decode(ProfileSet.self, from: node)
        } catch let error as CommandError {
            throw error
        } catch let error as DecodingError {
            throw .usage("\(path) is not a profiles file: \(Self.describe(error))")
        } catch {
            throw .usage("\(path) is not YAML: \(error)")
        }
    }

    /// Whether `node`, its aliases expanded, holds at most 200,000 nodes (an alias left
    /// unresolved is refused too).
    private static func isBounded(_ node: Node, count: inout Int) -> Bool {
        count += 1
        guard count <= 200_000 else { return false }
        switch node {
        case .scalar: return true
        case .alias: return false
        case .sequence(let sequence): return sequence.allSatisfy { isBounded($0, count: &count) }
        case .mapping(let mapping): return mapping.allSatisfy { isBounded($0.key, count: &count) && isBounded($0.value, count: &count) }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): "\((context.codingPath + [key]).map(\.stringValue).joined(separator: ".")) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        @unknown default: "\(error)"
        }
    }
}

/// The noun of `export`: `profiles`.
struct ProfilesNoun: ExpressibleByArgument {
    init?(argument: String) {
        guard argument == "profiles" else { return nil }
    }

    static var allValueStrings: [String] { ["profiles"] }
}
