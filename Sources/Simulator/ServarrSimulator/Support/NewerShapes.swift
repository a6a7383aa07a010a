import Foundation

/// Rewrites bodies into the shapes of the newer server versions (Radarr v5, Sonarr v4) where
/// the generated types cannot hold them: release `rejections` become `{reason, type}` objects
/// and numeric `indexerFlags` become lists of flag names; releases gain `languages` and
/// custom formats.
enum NewerShapes {
    static let flagNames: [(Int, String)] = [
        (1, "G_Freeleech"), (2, "G_Halfleech"), (4, "G_DoubleUpload"), (8, "PTP_Golden"),
        (16, "PTP_Approved"), (32, "G_Internal"), (128, "G_Scene"),
    ]

    static func releases(_ body: Data) -> Data {
        guard var releases = (try? JSONSerialization.jsonObject(with: body)) as? [[String: Any]] else { return body }
        for index in releases.indices {
            var release = releases[index]
            let rejections = release["rejections"] as? [String] ?? []
            release["rejections"] = rejections.map { ["reason": $0, "type": "permanent"] }
            let flags = release["indexerFlags"] as? Int ?? (index % 3 == 0 ? 1 : 0)
            release["indexerFlags"] = flagNames.filter { flags & $0.0 != 0 }.map(\.1)
            if release["languages"] == nil { release["languages"] = [["id": 1, "name": "English"]] }
            release["customFormats"] = index % 2 == 0 ? [["id": 1, "name": "x265"]] : []
            release["customFormatScore"] = index % 2 == 0 ? 100 : 0
            releases[index] = release
        }
        return (try? JSONSerialization.data(withJSONObject: releases, options: [.sortedKeys])) ?? body
    }
}
