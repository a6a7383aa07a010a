import MarqueeTerminal

extension LidarrText {
    /// `3.2 GB`.
    static func bytes(_ count: Int64) -> String { ByteCountText.text(for: count) }
}
