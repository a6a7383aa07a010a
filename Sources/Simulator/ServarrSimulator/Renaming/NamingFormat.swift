import Foundation

/// Makes a name from a naming format and an item's values, as the servers do: `{Movie Title}`
/// is replaced by the value named "movie title" (names are matched without case), `{season:00}`
/// by the number padded to the zeros' width; a token without a value is left out, and the
/// characters no file system takes (`: * ? " < > |`, and `/` inside a value) are removed from
/// the values. One pass over the format: the work grows with its length.
enum NamingFormat {
    /// The longest format the simulated servers accept.
    static let longestFormat = 1_000

    /// `format` with its tokens replaced by `values` (keys lowercased: "movie title").
    static func name(_ format: String, values: [String: String]) -> String {
        var result = ""
        var token: String?
        for character in format {
            if character == "{", token == nil {
                token = ""
            } else if character == "}", let name = token {
                result += value(of: name, in: values)
                token = nil
            } else if token != nil {
                token?.append(character)
            } else {
                result.append(character)
            }
        }
        if let token { result += "{" + token }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private static func value(of token: String, in values: [String: String]) -> String {
        let parts = token.split(separator: ":", maxSplits: 1)
        guard let name = parts.first.map({ $0.lowercased() }), let value = values[name] else { return "" }
        if parts.count == 2, let number = Int(value) {
            let width = min(parts[1].count, 9)
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return value.filter { !":*?\"<>|/\\".contains($0) }
    }
}
