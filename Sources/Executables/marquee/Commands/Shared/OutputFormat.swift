import ArgumentParser

/// How a scripting command prints its result.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Aligned columns as wide as the terminal (a single record: one `field: value` line each).
    case table
    /// JSON: one object for one record, one array for a list; keys are documented in docs/cli.md.
    case json
    /// The same structure as the JSON, in YAML.
    case yaml
}
