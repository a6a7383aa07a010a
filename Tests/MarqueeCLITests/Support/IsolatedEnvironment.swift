import Foundation

/// A fresh folder standing in for the home, configuration, state and data folders, so a run
/// of `marquee` reads and writes nothing of the user's. Remove `base` when done.
func isolatedEnvironment(prefix: String = "marquee-cli-") throws -> (base: String, environment: [String: String]) {
    let base = NSTemporaryDirectory() + prefix + UUID().uuidString
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    return (
        base,
        [
            "HOME": base, "XDG_CONFIG_HOME": base + "/config", "XDG_STATE_HOME": base + "/state",
            "XDG_DATA_HOME": base + "/data",
        ]
    )
}
