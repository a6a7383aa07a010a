import MarqueeApp

// MarqueeApp knows no kind of server; these tests read and write files of the three the app
// is built with (each declared in its service's folder, handed over by the composition root).
extension ServiceKind {
    static let radarr = ServiceKind(rawValue: "radarr")
    static let sonarr = ServiceKind(rawValue: "sonarr")
    static let lidarr = ServiceKind(rawValue: "lidarr")
}

extension [ServiceKind] {
    /// The kinds the app is built with, in its order.
    static let known: [ServiceKind] = [.radarr, .sonarr, .lidarr]
}
