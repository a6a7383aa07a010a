/// Sizes as people read them: `0 B`, `812 KB`, `4.2 GB`, `1.3 TB` (decimal units).
public enum ByteCountText {
    /// The size `bytes` in the largest decimal unit that keeps it at or above 1.
    public static func text(for bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB", "PB"]
        var value = Double(max(0, bytes))
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        if unit == 0 { return "\(Int(value)) B" }
        let rounded = (value * 10).rounded() / 10
        return value >= 100 ? "\(Int(value.rounded())) \(units[unit])" : "\(rounded) \(units[unit])"
    }
}
