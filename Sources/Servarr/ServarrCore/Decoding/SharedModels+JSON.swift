import Foundation

// Tolerant readers of the models Radarr and Sonarr share. Each reads only the fields its model
// carries; a row is skipped only when what identifies it is missing (see JSONRecord.id).

extension JSONRecord {
    /// `quality.quality.name`, the quality a file, release or download has.
    package mutating func qualityName() -> String? {
        guard var outer = record("quality"), var inner = outer.record("quality") else { return nil }
        return inner.string("name")
    }

    /// The poster's URL: `remotePoster` (lookups), else the `poster` image's `remoteUrl` or `url`.
    package mutating func posterURL() -> URL? {
        if let text = string("remotePoster") { return URL(string: text) }
        return posterImageURL()
    }

    /// The `poster` image's `remoteUrl` or `url`, among `images`.
    package mutating func posterImageURL() -> URL? {
        guard var poster = first(in: "images", where: "coverType", is: "poster") else { return nil }
        return (poster.string("remoteUrl") ?? poster.string("url")).flatMap(URL.init(string:))
    }
}

extension SystemStatus: ServarrRecord {
    package static let blank = SystemStatus(appName: "", instanceName: "", version: "", urlBase: "", startTime: nil, osName: "")

    /// `system/status`, in the servers' order; read only.
    package static let fields: [RecordField<SystemStatus>] = [
        .field("appName", \.appName), .field("instanceName", \.instanceName), .field("version", \.version),
        .field("osName", \.osName), .field("urlBase", \.urlBase), .field("startTime", \.startTime),
    ]
}
