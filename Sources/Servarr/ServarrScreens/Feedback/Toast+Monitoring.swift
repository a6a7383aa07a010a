import MarqueeShell
import ServarrCore

extension Toast {
    /// The confirmation of a monitor toggle (`m`) the server accepted:
    /// "✓ Monitoring Dune (2021)", "✓ No longer monitoring Season 2 of Breaking Bad".
    public static func monitoring(_ title: String, isMonitored: Bool) -> Toast {
        Toast(isMonitored ? "✓ Monitoring \(title)" : "✓ No longer monitoring \(title)")
    }
}

/// The `m` key of every screen that shows an item (docs/keys.md, "Media item"): one way to
/// change an item's monitored state on its server and say what happened.
public enum MonitoringChange {
    /// Runs `work`, which sets `name`'s monitored state to `isMonitored` on `repository`'s
    /// server, then posts the outcome on `display`: "✓ Monitoring Dune (2021)", or a failure
    /// naming the action, the instance and the server's answer ("✗ Unmonitoring Dune (2021) on
    /// Radarr at 127.0.0.1:7878: Database is locked"). Returns what `work` returned, nil when it
    /// failed (the screen then keeps what it shows).
    @MainActor
    public static func run<Saved>(
        _ name: String, to isMonitored: Bool, on repository: some ServarrRepository, display: DisplayInvalidator?,
        _ work: () async throws -> Saved
    ) async -> Saved? {
        do {
            let saved = try await work()
            display?.post(.monitoring(name, isMonitored: isMonitored))
            return saved
        } catch {
            display?.post(.failure((isMonitored ? "Monitoring " : "Unmonitoring ") + name, on: repository.instanceLabel, error))
            return nil
        }
    }
}
