import MarqueeJSON

/// The size limits of one quality (`Settings → Quality`), in megabytes per minute of runtime
/// (per track for Lidarr).
public struct QualityDefinition: Sendable, Hashable, Identifiable {
    public var id: Int
    public var quality: Quality
    /// The name shown for the quality (the user may change it).
    public var title: String
    /// Its rank among the qualities.
    public var weight: Int
    public var minimumSize: Double
    /// Nil: no limit.
    public var maximumSize: Double?
    /// The size preferred between the two; nil: none (or the server has none).
    public var preferredSize: Double?

    public init(
        id: Int, quality: Quality, title: String, weight: Int = 0, minimumSize: Double = 0, maximumSize: Double? = nil,
        preferredSize: Double? = nil
    ) {
        self.id = id
        self.quality = quality
        self.title = title
        self.weight = weight
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.preferredSize = preferredSize
    }
}

extension QualityDefinition: ServarrRecord {
    package static let blank = QualityDefinition(id: 0, quality: .blank, title: "")
    package static let fields: [RecordField<QualityDefinition>] = [
        .identity(\.id),
        .custom(
            "quality", .object,
            read: { json, definition in
                if var nested = json.record("quality"), let quality = Quality.read(&nested, requiresIdentity: false) { definition.quality = quality }
            }),
        .field("title", \.title, .readWrite),
        .field("weight", \.weight),
        .field("minSize", \.minimumSize, .readWrite),
        .custom(
            "maxSize", .number, read: { json, definition in definition.maximumSize = json.double("maxSize") },
            write: { $0.maximumSize.map(JSONValue.number) ?? .null }),
        .field("preferredSize", \.preferredSize, .readWrite),
    ]

    package mutating func complete() {
        if title.isEmpty { title = quality.name }
    }
}
