import MarqueeShell

extension Toast {
    /// The confirmation of a monitor toggle (`m`) the server accepted:
    /// "✓ Monitoring Dune (2021)", "✓ No longer monitoring Season 2 of Breaking Bad".
    public static func monitoring(_ title: String, isMonitored: Bool) -> Toast {
        Toast(isMonitored ? "✓ Monitoring \(title)" : "✓ No longer monitoring \(title)")
    }
}
