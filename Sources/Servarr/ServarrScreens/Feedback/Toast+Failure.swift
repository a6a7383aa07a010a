import MarqueeShell
import ServarrCore

extension Toast {
    /// What a failed action says, as a toast that leaves the screen's content alone: the action,
    /// the instance and the server's answer ("✗ Searching on Radarr at 127.0.0.1:7878: Database
    /// is locked").
    public static func failure(_ action: String, on instance: String, _ error: any Error) -> Toast {
        let place = instance.isEmpty ? "" : " on \(instance)"
        return Toast("✗ \(action)\(place): \(ServarrError.userMessage(for: error))", kind: .failure, duration: .seconds(6))
    }
}

extension ServarrRepository {
    /// How messages name the instance: "Radarr at 127.0.0.1:7878" (the host and port only: no
    /// credentials, no path).
    public nonisolated var instanceLabel: String {
        let url = configuration.baseURL
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(Self.api.name) at \(url.host ?? url.absoluteString)\(port)"
    }
}
