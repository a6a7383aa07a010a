/// Shared wording of the Sonarr screens.
enum SonarrText {
    /// `S01E05`.
    static func code(season: Int, episode: Int) -> String {
        "S" + twoDigits(season) + "E" + twoDigits(episode)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
