import Foundation

extension ResourceStore {
    /// `releases` (a JSON list, as a search answers) with each release's custom formats and
    /// their score under the quality profile `profileID`; a release whose score is below the
    /// profile's minimum is rejected with the servers' reason. A body that is not a list is
    /// answered as it is.
    func scored(_ releases: Data, qualityProfileID profileID: Int?, owner: String) throws -> Data {
        guard var list = (try? JSONSerialization.jsonObject(with: releases)) as? [[String: Any]] else { return releases }
        let formats = records(of: "customformat")
        let profile = records(of: "qualityprofile").first { JSONBinding.integer($0["id"]) == profileID }
        var scores: [Int: Int] = [:]
        for item in profile?["formatItems"] as? [[String: Any]] ?? [] {
            if let format = JSONBinding.integer(item["format"]) { scores[format] = JSONBinding.integer(item["score"]) ?? 0 }
        }
        let minimum = JSONBinding.integer(profile?["minFormatScore"]) ?? 0
        let matching = CustomFormatMatching(service: service)
        for index in list.indices {
            var release = list[index]
            let quality = ((release["quality"] as? [String: Any])?["quality"] as? [String: Any])?["name"] as? String ?? ""
            let met = matching.formats(
                metBy: .init(
                    title: release["title"] as? String ?? "", releaseGroup: release["releaseGroup"] as? String ?? "", quality: quality,
                    size: (release["size"] as? NSNumber)?.int64Value ?? 0,
                    languages: (release["languages"] as? [[String: Any]])?.compactMap { JSONBinding.integer($0["id"]) } ?? [1],
                    indexerFlags: JSONBinding.integer(release["indexerFlags"]) ?? 0),
                among: formats)
            let score = met.reduce(0) { $0 + (JSONBinding.integer($1["id"]).flatMap { scores[$0] } ?? 0) }
            release["customFormats"] = met
            release["customFormatScore"] = score
            if profile != nil, score < minimum {
                let names = met.compactMap { $0["name"] as? String }.joined(separator: ", ")
                let reason = "Custom Formats \(names) have score \(score) below \(owner)'s profile minimum \(minimum)"
                var rejections = release["rejections"] as? [Any] ?? []
                rejections.append(rejections.first is [String: Any] ? ["reason": reason, "type": "permanent"] as [String: Any] : reason)
                release["rejections"] = rejections
                release["approved"] = false
                release["rejected"] = true
                release["downloadAllowed"] = false
            }
            list[index] = release
        }
        return try Self.encode(list)
    }
}

extension ResourceStore {
    /// After a write to `collection`: when custom formats or quality profiles changed, every
    /// quality profile scores exactly the formats there are (a new one at 0, a deleted one
    /// gone, a renamed one renamed), as the servers keep them.
    func collectionChanged(_ collection: String) {
        guard collection == "customformat" || collection == "qualityprofile" else { return }
        let formats = records(of: "customformat")
        rewriteRecords(of: "qualityprofile") { profile in
            var scores: [Int: Int] = [:]
            for item in profile["formatItems"] as? [[String: Any]] ?? [] {
                if let format = JSONBinding.integer(item["format"]) { scores[format] = JSONBinding.integer(item["score"]) ?? 0 }
            }
            var profile = profile
            profile["formatItems"] = formats.compactMap { format -> [String: Any]? in
                guard let id = JSONBinding.integer(format["id"]) else { return nil }
                return ["format": id, "name": format["name"] as? String ?? "", "score": scores[id] ?? 0]
            }
            return profile
        }
    }
}

extension ResourceStore {
    /// What `collection/schema` answers: the declared schema, and for a quality profile every
    /// custom format scored 0, as the servers offer a new profile.
    func schema(of collection: String, declared: Any) -> Any {
        guard collection == "qualityprofile", var template = declared as? [String: Any] else { return declared }
        template["formatItems"] = records(of: "customformat").map { format -> [String: Any] in
            ["format": format["id"] ?? 0, "name": format["name"] as? String ?? "", "score": 0]
        }
        return template
    }
}
