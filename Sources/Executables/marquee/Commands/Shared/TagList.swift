import ArgumentParser
import Foundation

/// `--tags a,b`: tag labels separated by commas (an empty value means no tags).
struct TagList: ExpressibleByArgument, Sendable {
    var labels: [String]

    init?(argument: String) {
        labels = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
