import Foundation
import RadarrAPI
import ServarrCore
import SonarrAPI
import Testing

/// `marquee <service> list quality-profiles|custom-formats`, `get quality-profile`, `export
/// profiles` and `apply` against the simulator over loopback: the JSON and YAML checked against
/// what the server holds, the changes shown before anything is written.
@Suite("marquee profiles (scripting)")
struct ProfileScriptTests {
    @Test func qualityProfilesListTheirCutoffAndScoresAsJSON() async throws {
        try await ScriptServers.with { servers in
            let run = try await servers.run("radarr", "list", "quality-profiles", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            let listed = try run.objects()
            let profiles = try await servers.radarr.qualityProfileListing().elements
            #expect(listed.compactMap { $0["name"] as? String } == profiles.map(\.name))
            let scored = try #require(profiles.first { $0.formatScores.contains { $0.score != 0 } })
            let row = try #require(listed.first { $0["id"] as? Int == scored.id })
            #expect(row["cutoff"] as? String == scored.cutoffName)
            let scores = try #require(row["formatScores"] as? [[String: Any]])
            #expect(scores.map { $0["score"] as? Int } == scored.formatScores.filter { $0.score != 0 }.map(\.score))
            #expect((row["allowedQualities"] as? [String])?.first == scored.allowedQualities.first?.name)

            let one = try await servers.run("radarr", "get", "quality-profile", scored.name.uppercased(), "-o", "json")
            #expect(one.status == 0, "\(one.error)")
            #expect(try one.object()["id"] as? Int == scored.id)
            let missing = try await servers.run("radarr", "get", "quality-profile", "Nope")
            #expect(missing.status == 2)
            #expect(missing.error.contains("no quality profile \"Nope\""))
            let table = try await servers.run("sonarr", "list", "quality-profiles")
            #expect(table.status == 0 && table.output.contains("CUTOFF") && table.output.contains("SCORES"))

            // A search's releases carry their formats and score.
            let movie = try #require(try await servers.radarr.movies().first)
            let releases = try await servers.run("radarr", "list", "releases", "--movie-id", "\(movie.id)", "-o", "json").objects()
            let served = try await servers.radarr.releases(movieID: movie.id)
            #expect(releases.map { $0["customFormatScore"] as? Int } == served.map(\.customFormatScore))
            #expect(releases.contains { ($0["customFormats"] as? [String])?.isEmpty == false })
        }
    }

    @Test func delayAndReleaseProfilesAndNamingListForEveryService() async throws {
        try await ScriptServers.with { servers in
            for service in ["radarr", "sonarr", "lidarr"] {
                let delays = try await servers.run(service, "list", "delay-profiles", "-o", "json")
                #expect(delays.status == 0, "\(service): \(delays.error)")
                let delay = try #require(try delays.objects().first)
                #expect(delay["tags"] as? [String] == [] && delay["usenetDelay"] as? Int != nil, "\(delay)")
                let releases = try await servers.run(service, "list", "release-profiles", "-o", "json")
                #expect(releases.status == 0, "\(service): \(releases.error)")
                #expect(
                    try releases.objects().allSatisfy {
                        ($0["ignored"] as? [String])?.isEmpty == false || ($0["required"] as? [String])?.isEmpty == false
                    })
                let naming = try await servers.run(service, "list", "naming", "-o", "json")
                #expect(naming.status == 0, "\(service): \(naming.error)")
                let rows = try naming.objects()
                #expect(rows.first?["setting"] as? String == "Rename files")
                #expect(rows.contains { ($0["value"] as? String)?.contains("{") == true }, "\(rows)")
            }
            let stored = try await servers.radarr.namingSettings()
            let rows = try await servers.run("radarr", "list", "naming", "-o", "json").objects()
            #expect(rows.first { $0["setting"] as? String == "Movie file" }?["value"] as? String == stored.standardMovieFormat)
            let table = try await servers.run("radarr", "list", "naming")
            #expect(table.output.contains("SETTING") && table.output.contains("Colon replacement"))
        }
    }

    @Test func customFormatsListTheirConditionsForEveryService() async throws {
        try await ScriptServers.with { servers in
            for service in ["radarr", "sonarr", "lidarr"] {
                let run = try await servers.run(service, "list", "custom-formats", "-o", "json")
                #expect(run.status == 0, "\(service): \(run.error)")
                let formats = try run.objects()
                #expect(!formats.isEmpty)
                for format in formats {
                    let conditions = try #require(format["specifications"] as? [[String: Any]], "\(format)")
                    #expect(!conditions.isEmpty && conditions.allSatisfy { $0["implementation"] as? String != nil && $0["fields"] != nil })
                }
            }
            let yaml = try await servers.run("sonarr", "list", "custom-formats", "-o", "yaml")
            #expect(yaml.output.contains("implementation: ReleaseGroupSpecification"))
        }
    }

    @Test func anExportAppliesBackUnchangedAndAnEditedOneShowsItsChangesFirst() async throws {
        try await ScriptServers.with { servers in
            let export = try await servers.run("radarr", "export", "profiles")
            #expect(export.status == 0, "\(export.error)")
            #expect(export.output.hasPrefix("customFormats:\n"))
            let file = servers.base + "/profiles.yml"
            try export.output.write(toFile: file, atomically: true, encoding: .utf8)

            let same = try await servers.run("radarr", "apply", file, "--dry-run", "-o", "json")
            #expect(same.status == 0, "\(same.error)")
            #expect(try same.objects().allSatisfy { $0["action"] as? String == "unchanged" })

            // Another cutoff score and a new format scored in the HD profile.
            let before = try await servers.radarr.qualityProfileListing().elements
            let hd = try #require(before.first { $0.name == "HD-1080p" })
            var edited = export.output.replacingOccurrences(
                of:
                    "- name: HD-1080p\n  upgradeAllowed: true\n  cutoff: Bluray-1080p\n  minFormatScore: 0\n  cutoffFormatScore: \(hd.cutoffFormatScore)",
                with: "- name: HD-1080p\n  upgradeAllowed: true\n  cutoff: Bluray-1080p\n  minFormatScore: 0\n  cutoffFormatScore: 3000")
            #expect(edited != export.output, "the profile is written as the test expects")
            edited = edited.replacingOccurrences(
                of: "customFormats:\n",
                with: """
                    customFormats:
                    - name: x265
                      includeCustomFormatWhenRenaming: false
                      specifications:
                      - name: x265
                        implementation: ReleaseTitleSpecification
                        negate: false
                        required: false
                        fields:
                        - name: value
                          value: '\\b(x265|HEVC)\\b'

                    """)
            try edited.write(toFile: file, atomically: true, encoding: .utf8)
            let dry = try await servers.run("radarr", "apply", file, "--dry-run")
            #expect(dry.status == 0, "\(dry.error)")
            #expect(dry.output.contains("create     custom format    x265"), "\(dry.output)")
            #expect(dry.output.contains("cutoff score: \(hd.cutoffFormatScore) → 3000"), "\(dry.output)")
            let refused = try await servers.run("radarr", "apply", file)
            #expect(refused.status == 2 && refused.error.contains("pass --yes"))
            #expect(try await servers.radarr.customFormatListing().elements.contains { $0.name == "x265" } == false)

            let applied = try await servers.run("radarr", "apply", file, "--yes", "-o", "json")
            #expect(applied.status == 0, "\(applied.error)")
            #expect(try applied.objects().map { $0["name"] as? String } == ["x265", "HD-1080p"])
            let format = try #require(try await servers.radarr.customFormatListing().elements.first { $0.name == "x265" })
            #expect(format.conditions.first?.fields.first?.value == .string(#"\b(x265|HEVC)\b"#))
            #expect(try await servers.radarr.qualityProfile(id: hd.id).cutoffFormatScore == 3000)
        }
    }

    @Test func aFileOfAnotherServiceOrNotAProfilesFileWritesNothing() async throws {
        try await ScriptServers.with { servers in
            let lidarr = try await servers.run("lidarr", "export", "profiles", "-o", "json")
            #expect(lidarr.status == 0, "\(lidarr.error)")
            let file = servers.base + "/lidarr.json"
            try lidarr.output.write(toFile: file, atomically: true, encoding: .utf8)
            let wrongService = try await servers.run("radarr", "apply", file, "--yes")
            #expect(wrongService.status == 2)
            #expect(wrongService.error.contains("this instance has no quality ‘"), "\(wrongService.error)")

            let garbage = servers.base + "/garbage.yml"
            try "qualityProfiles: [{name: 3}]\n".write(toFile: garbage, atomically: true, encoding: .utf8)
            let notProfiles = try await servers.run("radarr", "apply", garbage, "--yes")
            #expect(notProfiles.status == 2 && notProfiles.error.contains("is not a profiles file"), "\(notProfiles.error)")
            // Aliases that expand to ten million values are refused, not expanded.
            var laughs = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
            for level in 1...7 { laughs += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
            let aliases = servers.base + "/aliases.yml"
            try (laughs + "customFormats: []\nqualityProfiles: []\n").write(toFile: aliases, atomically: true, encoding: .utf8)
            let aliased = try await servers.run("radarr", "apply", aliases, "--yes")
            #expect(aliased.status == 2 && aliased.error.contains("too large"), "\(aliased.error)")
            let missing = try await servers.run("radarr", "apply", servers.base + "/none.yml")
            #expect(missing.status == 2 && missing.error.contains("cannot read"))
            #expect(try await servers.radarr.qualityProfileListing().elements.count == 4)
        }
    }
}
