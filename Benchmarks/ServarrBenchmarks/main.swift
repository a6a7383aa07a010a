// Servarr data-layer benchmarks. Run in release mode:
//
//     swift run -c release servarr-benchmarks
//
// 1. Decoding + mapping generated libraries (2,000 and 20,000 movies, 2,000 series) with the
//    tolerant readers, with python3's json.loads on the same bodies as a reference.
// 2. Requests per second the simulator serves on loopback (small GET, concurrent clients).
// 3. The simulator with generated libraries: start time and library requests (SimulatorScale.swift).
// 4. URLSession against the app's HTTP client: a 20,000-movie library load, and cancellation
//    storms (HTTPClientComparison.swift, docs/adr/0014).
import Foundation
import OpenAPIRuntime
import RadarrAPI
import RadarrOpenAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "cancellation-storm" {
    try await cancellationStorm(client: CommandLine.arguments[2])
    exit(0)
}

let simulator = try await ServarrSimulator.start(.init(logLevel: .critical))

// MARK: 1. Decode + map libraries with the tolerant readers

/// A Radarr v5 `/api/v3/movie` row in the real shape (about 1.3 KB).
func movieJSON(_ index: Int) -> String {
    let title = "Movie Title Number \(index): The \(["Return", "Revenge", "Rise", "Fall"][index % 4]) of Everything"
    let overview = String(repeating: "A long overview of the film with a plot that goes on. ", count: 2)
    let slug = "movie-title-number-\(index)"
    return
        #"{"title":"\#(title)","originalTitle":"\#(title)","originalLanguage":{"id":1,"name":"English"},"alternateTitles":[],"secondaryYearSourceId":0,"sortTitle":"movie title number \#(index)","sizeOnDisk":\#(index % 3 == 0 ? 0 : 4_831_838_208 + index),"status":"released","overview":"\#(overview)","inCinemas":"2019-05-\#(10 + index % 18)T00:00:00Z","physicalRelease":"2019-08-13T00:00:00Z","digitalRelease":"2019-07-30T00:00:00Z","images":[{"coverType":"poster","url":"/MediaCover/\#(index)/poster.jpg?lastWrite=638123456789012345","remoteUrl":"https://image.tmdb.org/t/p/original/abcdefghijklmnop\#(index).jpg"}],"website":"https://www.example.com/\#(slug)","year":\#(1980 + index % 45),"youTubeTrailerId":"dQw4w9WgXcQ","studio":"Studio \#(index % 50)","path":"/movies/\#(title) (\#(1980 + index % 45))","qualityProfileId":\#(1 + index % 4),"hasFile":\#(index % 3 != 0),"movieFileId":\#(index % 3 == 0 ? 0 : index),"monitored":true,"minimumAvailability":"released","isAvailable":true,"folderName":"/movies/\#(slug)","runtime":\#(90 + index % 60),"cleanTitle":"movietitlenumber\#(index)","imdbId":"tt\#(1_000_000 + index)","tmdbId":\#(10_000 + index),"titleSlug":"\#(10_000 + index)","rootFolderPath":"/movies/","certification":"PG-13","genres":["Action","Adventure","Science Fiction"],"tags":[\#(index % 3)],"added":"2024-11-21T10:15:26.6040396Z","ratings":{"imdb":{"votes":123456,"value":7.4,"type":"user"},"tmdb":{"votes":9876,"value":7.1,"type":"user"},"rottenTomatoes":{"votes":0,"value":84,"type":"user"}},"popularity":42.123,"statistics":{"movieFileCount":\#(index % 3 == 0 ? 0 : 1),"sizeOnDisk":\#(index % 3 == 0 ? 0 : 4_831_838_208 + index),"releaseGroups":["GROUP"]},"id":\#(index + 1)}"#
}

/// A Sonarr v4 `/api/v3/series` row in the real shape (about 1.8 KB, three seasons).
func seriesJSON(_ index: Int) -> String {
    let title = "Series Title Number \(index)"
    let overview = String(repeating: "A long overview of the series with a premise that goes on. ", count: 2)
    let seasons = (0..<3).map { season in
        #"{"seasonNumber":\#(season),"monitored":\#(season > 0),"statistics":{"episodeFileCount":8,"episodeCount":8,"totalEpisodeCount":8,"sizeOnDisk":\#(8_000_000_000 + season),"releaseGroups":["GROUP"],"percentOfEpisodes":100.0}}"#
    }.joined(separator: ",")
    return
        #"{"title":"\#(title)","alternateTitles":[],"sortTitle":"series title number \#(index)","status":"continuing","ended":false,"overview":"\#(overview)","network":"Network \#(index % 20)","airTime":"21:00","images":[{"coverType":"poster","url":"/MediaCover/\#(index)/poster.jpg","remoteUrl":"https://artworks.thetvdb.com/banners/posters/\#(index)-1.jpg"},{"coverType":"fanart","url":"/MediaCover/\#(index)/fanart.jpg","remoteUrl":"https://artworks.thetvdb.com/banners/fanart/\#(index)-1.jpg"}],"originalLanguage":{"id":1,"name":"English"},"seasons":[\#(seasons)],"year":\#(1990 + index % 35),"path":"/tv/\#(title)","qualityProfileId":1,"seasonFolder":true,"monitored":true,"monitorNewItems":"all","useSceneNumbering":false,"runtime":45,"tvdbId":\#(70_000 + index),"tvRageId":0,"tvMazeId":\#(index),"tmdbId":\#(1_000 + index),"firstAired":"2008-01-20T00:00:00Z","lastAired":"2013-09-29T00:00:00Z","seriesType":"standard","cleanTitle":"seriestitlenumber\#(index)","imdbId":"tt\#(2_000_000 + index)","titleSlug":"series-title-number-\#(index)","rootFolderPath":"/tv/","certification":"TV-MA","genres":["Crime","Drama","Thriller"],"tags":[],"added":"2024-11-21T10:15:26.6040396Z","ratings":{"votes":31714,"value":9.4},"statistics":{"seasonCount":4,"episodeFileCount":32,"episodeCount":32,"totalEpisodeCount":40,"sizeOnDisk":40000000000,"releaseGroups":["GROUP"],"percentOfEpisodes":100.0},"languageProfileId":1,"id":\#(index + 1)}"#
}

func body(_ rows: [String]) -> [UInt8] { Array(("[" + rows.joined(separator: ",") + "]").utf8) }

let movies2k = body((0..<2000).map(movieJSON))
let movies20k = body((0..<20_000).map(movieJSON))
let series2k = body((0..<2000).map(seriesJSON))
print(
    String(
        format: "Bodies: 2,000 movies %.2f MB (%.2f KB per movie), 20,000 movies %.1f MB, 2,000 series %.2f MB",
        Double(movies2k.count) / 1e6, Double(movies2k.count) / 2000 / 1e3, Double(movies20k.count) / 1e6, Double(series2k.count) / 1e6))

/// Times `body` `runs` times; returns sorted milliseconds.
func measure(runs: Int = 9, _ body: () async throws -> Void) async rethrows -> [Double] {
    let clock = ContinuousClock()
    var times: [Double] = []
    var processorTimes: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        let processorStart = processorMilliseconds()
        try await body()
        times.append(milliseconds(clock.now - start))
        processorTimes.append(processorMilliseconds() - processorStart)
    }
    lastProcessorTimes = processorTimes.sorted()
    return times.sorted()
}

/// The CPU time of the runs `measure` timed last, sorted: steadier than the wall clock on a
/// busy machine, and what a parallel read costs in all.
nonisolated(unsafe) var lastProcessorTimes: [Double] = []

func report(_ label: String, _ times: [Double]) {
    print(String(format: "%@: median %.1f ms, best %.1f ms, worst %.1f ms", label, times[times.count / 2], times[0], times[times.count - 1]))
    if lastProcessorTimes.count == times.count {
        print(String(format: "  CPU time: median %.1f ms, best %.1f ms", lastProcessorTimes[times.count / 2], lastProcessorTimes[0]))
    }
}

/// Python's C `json.loads` on the same body (best of 9), as a reference; nil without python3.
func pythonMilliseconds(_ bytes: [UInt8], name: String) -> Double? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("servarr-benchmark-\(name).json")
    guard (try? Data(bytes).write(to: file)) != nil else { return nil }
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "python3", "-c",
        """
        import json,sys,time
        data=open(sys.argv[1],'rb').read()
        times=[]
        for _ in range(9):
            start=time.perf_counter(); json.loads(data); times.append(time.perf_counter()-start)
        print(min(times)*1000)
        """, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
}

// What RadarrRepository.movies() and SonarrRepository.series() do with a body: collect it,
// parse it into a tape and read every row into the domain models (ServarrConnection.list).
let connection = ServarrConnection(configuration: ServiceConfiguration(baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "benchmark"))
// `servarr-benchmarks decode BODY` reads one body (`movies-2k`, `movies-20k`, `series-2k`)
// 100 times: the figure to compare two builds with, or to profile one reader.
let onlyBody = CommandLine.arguments.count > 2 && CommandLine.arguments[1] == "decode" ? CommandLine.arguments[2] : nil
let decodeRuns = onlyBody == nil ? 9 : 100
for (label, bytes, budget, count, name) in [
    ("2,000 movies", movies2k, 25.0, 2000, "movies-2k"), ("20,000 movies", movies20k, 250.0, 20_000, "movies-20k"),
] where onlyBody == nil || onlyBody == name {
    let times = try await measure(runs: decodeRuns) {
        let listing = try await connection.list("api/v3/movie", body: bytes) { Movie.read(&$0) }
        precondition(listing.elements.count == count && listing.report.isClean && listing.elements[count - 1].added != nil)
    }
    report("Decode + map \(label) [budget \(Int(budget)) ms]", times)
    if onlyBody == nil, let python = pythonMilliseconds(bytes, name: name) {
        print(
            String(
                format: "  python3 json.loads on the same body: best %.1f ms; ratio (ours median / python best) %.2f", python,
                times[times.count / 2] / python))
    }
}
let seriesTimes = try await measure(runs: onlyBody == nil || onlyBody == "series-2k" ? decodeRuns : 1) {
    let listing = try await connection.list("api/v3/series", body: series2k) { Series.read(&$0) }
    precondition(listing.elements.count == 2000 && listing.report.isClean && listing.elements[1999].seasons.count == 3)
}
report("Decode + map 2,000 series [budget 25 ms]", seriesTimes)
if onlyBody == nil, let python = pythonMilliseconds(series2k, name: "series-2k") {
    print(
        String(
            format: "  python3 json.loads on the same body: best %.1f ms; ratio (ours median / python best) %.2f", python,
            seriesTimes[seriesTimes.count / 2] / python))
}
// `servarr-benchmarks decode` stops here: the readers alone, for comparing two builds.
if CommandLine.arguments.dropFirst().first == "decode" { exit(0) }
report(
    "For comparison: the generated Codable types (JSONDecoder), 2,000 movies",
    try await measure(runs: 3) {
        let movies = try JSONDecoder().decode([Components.Schemas.MovieResource].self, from: Data(movies2k))
        precondition(movies.count == 2000)
    })

let clock = ContinuousClock()
let radarr = RadarrRepository(configuration: simulator.radarrConfiguration())
let endToEndStart = clock.now
let fetched = try await radarr.movies()
print(
    String(
        format: "RadarrRepository.movies() over loopback (%d movies): %.1f ms",
        fetched.count, milliseconds(clock.now - endToEndStart)))

// MARK: 2. Simulator throughput

let statusURL = simulator.radarrURL.appendingPathComponent("api/v3/system/status")
// One URLSession serialises its requests through one libcurl thread on Linux: spread the
// clients over several sessions so the client side is not the bottleneck.
let sessionCount = 8
let workersPerSession = 4
let sessions = (0..<sessionCount).map { _ in URLSession(configuration: .ephemeral) }
let apiKey = simulator.apiKey
let throughputStart = clock.now
let deadline = throughputStart.advanced(by: .seconds(3))
let completed = try await withThrowingTaskGroup(of: Int.self) { group in
    for session in sessions {
        for _ in 0..<workersPerSession {
            group.addTask {
                var count = 0
                var request = URLRequest(url: statusURL)
                request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
                while ContinuousClock.now < deadline {
                    let (_, response) = try await session.data(for: request)
                    precondition((response as? HTTPURLResponse)?.statusCode == 200)
                    count += 1
                }
                return count
            }
        }
    }
    var total = 0
    for try await count in group { total += count }
    return total
}
let seconds = milliseconds(clock.now - throughputStart) / 1000
print(
    String(
        format: "Simulator: %d requests in %.2f s from %d URLSession clients in-process = %.0f requests/s (target 2,000)",
        completed, seconds, sessionCount * workersPerSession, Double(completed) / seconds))
print("(For the server alone, use an external load generator, e.g. `wrk -c32 -H 'X-Api-Key: KEY' URL/api/v3/system/status`.)")
await simulator.shutdown()
try await simulatorScaleBenchmark()
try await httpClientComparison()
