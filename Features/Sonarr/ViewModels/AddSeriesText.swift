import SonarrAPI

/// How the add-series choices read.
enum AddSeriesText {
    /// "All episodes", "First season", … for a monitor option's wire value.
    static func monitor(_ option: String) -> String {
        switch option {
        case "all": "All episodes"
        case "future": "Future episodes"
        case "missing": "Missing episodes"
        case "existing": "Existing episodes"
        case "firstSeason": "First season"
        case "lastSeason": "Last season"
        case "pilot": "Pilot episode"
        case "none": "None"
        default: option
        }
    }

    /// "Standard", "Daily", "Anime".
    static func seriesType(_ type: SeriesType) -> String {
        switch type {
        case .standard: "Standard"
        case .daily: "Daily"
        case .anime: "Anime"
        case .unknown(let value): value
        }
    }

    /// What a series type means, for its picker.
    static func seriesTypeDetail(_ type: SeriesType) -> String {
        switch type {
        case .standard: "S01E05"
        case .daily: "2024-05-17"
        case .anime: "absolute numbers"
        case .unknown: ""
        }
    }
}
