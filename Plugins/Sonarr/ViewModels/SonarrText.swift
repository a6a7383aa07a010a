import ServarrCore

/// Shared wording of the Sonarr screens.
enum SonarrText {
    /// Sizes as people read them (decimal units).
    static func bytes(_ bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB", "PB"]
        var value = Double(max(0, bytes))
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        if unit == 0 { return "\(Int(value)) B" }
        return value >= 100 ? "\(Int(value.rounded())) \(units[unit])" : "\((value * 10).rounded() / 10) \(units[unit])"
    }

    /// The server's own message when it sent one.
    static func error(_ error: any Error) -> String {
        guard let error = error as? ServarrError else { return "\(error)" }
        switch error {
        case .rejected(_, let message?), .serverError(_, let message?), .notFound(let message?):
            return message.isEmpty ? error.description : message
        default:
            return error.description
        }
    }

    /// `S01E05`.
    static func code(season: Int, episode: Int) -> String {
        "S" + twoDigits(season) + "E" + twoDigits(episode)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
