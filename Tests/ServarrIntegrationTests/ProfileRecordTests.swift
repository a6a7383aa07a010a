import Foundation
import MarqueeJSON
import ServarrCore
import Testing

/// Quality profiles and custom formats read from the shapes servers send and written back over
/// them (issue 24): what is edited changes, everything else goes back as it came.
@Suite("Profile records are read and written over the server's objects")
struct ProfileRecordTests {
    private func read<Record: ServarrRecord>(_ text: String, as type: Record.Type) throws -> (Record, JSONValue) {
        let tape = try JSONTape(parsing: Array(text.utf8))
        var json = JSONRecord(tape: tape, object: tape.root, log: DecodeLog())
        return (try #require(Record.read(&json)), tape.value(at: tape.root))
    }

    // A Sonarr-shaped profile: a group, sizes on items (unmodelled) and a modifier on qualities.
    private static let profile = """
        {"id": 4, "name": "HD", "upgradeAllowed": true, "cutoff": 1001,
         "items": [
           {"quality": {"id": 1, "name": "SDTV", "source": "television", "resolution": 480, "modifier": "none"}, "items": [],
            "allowed": false, "minSize": 2.5},
           {"name": "WEB 1080p", "id": 1001, "allowed": true, "items": [
             {"quality": {"id": 3, "name": "WEBDL-1080p", "source": "web", "resolution": 1080}, "items": [], "allowed": true},
             {"quality": {"id": 15, "name": "WEBRip-1080p", "source": "webRip", "resolution": 1080}, "items": [], "allowed": true}]},
           {"quality": {"id": 7, "name": "Bluray-1080p", "source": "bluray", "resolution": 1080}, "items": [], "allowed": true}],
         "minFormatScore": 10, "cutoffFormatScore": 2000, "minUpgradeFormatScore": 1,
         "formatItems": [{"format": 2, "name": "x265", "score": -100}, {"format": 5, "name": "HDR", "score": 500}]}
        """

    @Test("A profile reads its qualities in order, its group, cutoff and scores")
    func readsProfile() throws {
        let (profile, _) = try read(Self.profile, as: QualityProfile.self)
        #expect(profile.items.map(\.title) == ["SDTV", "WEB 1080p", "Bluray-1080p"])
        #expect(profile.items[1].isGroup && profile.items[1].items.map(\.title) == ["WEBDL-1080p", "WEBRip-1080p"])
        #expect(profile.cutoffName == "WEB 1080p")
        #expect(profile.allowedQualities.map(\.name) == ["Bluray-1080p", "WEBRip-1080p", "WEBDL-1080p"])
        #expect(profile.formatScores.map(\.score) == [-100, 500])
        #expect(profile.minimumFormatScore == 10 && profile.cutoffFormatScore == 2000 && profile.minimumUpgradeFormatScore == 1)
    }

    @Test("An edited profile keeps each item's unmodelled members, matched by quality or group after a reorder")
    func writesProfileOverServer() throws {
        var (profile, server) = try read(Self.profile, as: QualityProfile.self)
        profile.items[0].isAllowed = true
        profile.items.swapAt(0, 2)
        profile.formatScores[0].score = -500
        profile.cutoff = 7
        let written = profile.json(over: server)
        guard case .array(let items) = written["items"] else {
            Issue.record("no items")
            return
        }
        #expect(items.map { $0["quality"]?["name"] ?? $0["name"] } == [.string("Bluray-1080p"), .string("WEB 1080p"), .string("SDTV")])
        #expect(items[2]["allowed"] == .bool(true))
        #expect(items[2]["minSize"] == .number(2.5))
        #expect(items[2]["quality"]?["modifier"] == .string("none"))
        #expect(items[1]["id"] == .number(1001) && items[0]["id"] == nil && items[0]["name"] == nil)
        #expect(written["cutoff"] == .number(7))
        guard case .array(let scores) = written["formatItems"] else {
            Issue.record("no scores")
            return
        }
        #expect(scores.first?["score"] == .number(-500))
    }

    @Test("A custom format's conditions keep their fields' values of any type and their help")
    func customFormatRoundTrip() throws {
        let text = """
            {"id": 2, "name": "x265", "includeCustomFormatWhenRenaming": false, "specifications": [
              {"name": "x265", "implementation": "ReleaseTitleSpecification", "implementationName": "Release Title", "negate": false,
               "required": true, "fields": [{"order": 0, "name": "value", "label": "Regular Expression", "type": "textbox",
               "value": "\\\\bx265\\\\b", "helpText": "Case insensitive"}]},
              {"name": "Big", "implementation": "SizeSpecification", "negate": true, "required": false, "fields": [
               {"name": "min", "type": "number", "value": 1, "unit": "GB"}, {"name": "max", "type": "number", "value": 15.5, "unit": "GB"}]},
              {"name": "Bluray", "implementation": "SourceSpecification", "fields": [{"name": "value", "type": "select", "value": 9,
               "selectOptions": [{"value": 7, "name": "WEBDL"}, {"value": 9, "name": "BLURAY"}]}]}]}
            """
        var (format, server) = try read(text, as: CustomFormat.self)
        #expect(format.conditions.map(\.implementationName) == ["Release Title", "Size", "Source"])
        #expect(format.conditions[0].summary == #"\bx265\b"#)
        #expect(format.conditions[1].summary == "1 GB – 15.5 GB")
        #expect(format.conditions[2].summary == "BLURAY")
        format.conditions[0].fields[0].value = .string("x265|hevc")
        format.conditions[1].negate = false
        let written = format.json(over: server)
        guard case .array(let conditions) = written["specifications"], case .array(let fields) = conditions[0]["fields"] else {
            Issue.record("no conditions")
            return
        }
        #expect(fields[0]["value"] == .string("x265|hevc"))
        #expect(fields[0]["helpText"] == .string("Case insensitive"))
        #expect(conditions[1]["negate"] == .bool(false))
    }

    @Test("A release profile reads terms sent as one string (Sonarr v3) or as a list")
    func releaseProfileTerms() throws {
        let (old, _) = try read(#"{"id": 1, "enabled": true, "required": "x264, x265", "ignored": "CAM"}"#, as: ReleaseProfile.self)
        let (new, _) = try read(#"{"id": 2, "enabled": false, "required": ["/\\bHDR\\b/i"], "ignored": []}"#, as: ReleaseProfile.self)
        #expect(old.required == ["x264", "x265"] && old.ignored == ["CAM"])
        #expect(new.required == [#"/\bHDR\b/i"#] && !new.isEnabled)
    }

    @Test("A quality definition without a maximum has no limit, and writing it sends null")
    func definitionWithoutMaximum() throws {
        var (definition, server) = try read(
            #"{"id": 3, "quality": {"id": 7, "name": "Bluray-1080p"}, "title": "", "weight": 9, "minSize": 2, "maxSize": 100}"#,
            as: QualityDefinition.self)
        #expect(definition.title == "Bluray-1080p" && definition.maximumSize == 100)
        definition.maximumSize = nil
        #expect(definition.json(over: server)["maxSize"] == .null)
        #expect(definition.json(over: server)["quality"] == server["quality"])
    }
}
