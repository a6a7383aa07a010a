import Foundation

/// A command in the simulator: queued → started → completed, driven by the clock.
struct SimulatedCommand {
    var id: Int
    var name: String
    var queuedAt: Date
    var step: TimeInterval
    var mediaIDs: [Int]
    var episodeIDs: [Int]
    var seasonNumber: Int? = nil
    /// The files a rename or retag command names (`files`).
    var fileIDs: [Int] = []
    /// Why the command failed once it ran (an item that no longer exists); nil when it succeeded.
    var failure: String? = nil
    var effectsApplied = false

    /// What a command applies to: library items (movies, a series, an artist), episodes or
    /// albums, a season.
    struct Target: Sendable {
        var mediaIDs: [Int] = []
        var episodeIDs: [Int] = []
        var seasonNumber: Int? = nil
        var fileIDs: [Int] = []
    }

    func state(at now: Date) -> String {
        let elapsed = now.timeIntervalSince(queuedAt)
        if elapsed >= 2 * step { return "completed" }
        if elapsed >= step { return "started" }
        return "queued"
    }

    var started: Date { queuedAt.addingTimeInterval(step) }
    var ended: Date { queuedAt.addingTimeInterval(2 * step) }
}

/// A download in the simulated queue: progresses linearly and completes (imports) at the end.
struct SimulatedDownload {
    /// Given by ``ActivityState/enqueue(_:)``.
    var id = 0
    var mediaID: Int
    var episodeID: Int? = nil
    var seasonNumber: Int? = nil
    var title: String
    var quality: String
    var size: Double
    var startedAt: Date
    var duration: TimeInterval
    /// Given by ``ActivityState/enqueue(_:)``.
    var downloadProtocol = ""
    var client = ""
    /// The files in the download's folder, for a manual import (see ``SimulatedImportFile``).
    var files: [SimulatedImportFile] = []
    /// Why the download stays in the queue instead of importing, or nil.
    var hold: DownloadHold? = nil

    func sizeLeft(at now: Date) -> Double {
        if hold == .delayed { return size }
        let fraction = duration <= 0 ? 1 : min(1, max(0, now.timeIntervalSince(startedAt) / duration))
        return (size * (1 - fraction)).rounded()
    }

    func isComplete(at now: Date) -> Bool { hold == nil && now.timeIntervalSince(startedAt) >= duration }
    var completesAt: Date { startedAt.addingTimeInterval(duration) }
}

/// Deterministic pseudo-random numbers (SplitMix64) so releases and credits are stable.
struct StableRandom {
    private var state: UInt64
    init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func pick<T>(_ values: [T]) -> T { values[int(in: 0...(values.count - 1))] }
}

enum SimulatedIndexers {
    static let names = ["NZBgeek", "DrunkenSlug", "1337x", "TorrentLeech", "Nyaa"]
    static let qualities = ["Bluray-2160p", "Bluray-1080p", "WEBDL-1080p", "WEBRip-1080p", "HDTV-720p", "DVD"]
    static let groups = ["FraMeSToR", "SPARKS", "NTb", "FLUX", "EDITH", "TEPES"]
}
