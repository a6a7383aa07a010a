import Foundation

/// Libraries of any size for benchmarks and paging tests: the sample library first, then
/// movies and series made up from word lists, deterministic from a seed.
extension SeedData {
    /// `count` movies (all sample movies when nil); generated ones have tmdb ids from 2,000,001.
    static func movieLibrary(count: Int?, seed: Int) throws -> [SeedMovie] {
        let sample = try movies.get()
        guard let count else { return sample }
        guard count > sample.count else { return Array(sample.prefix(count)) }
        var random = StableRandom(seed: seed)
        var result = sample
        result.reserveCapacity(count)
        for index in sample.count..<count {
            let number = index - sample.count + 1
            let year = random.int(in: 1950...2027)
            let released = year < 2026
            let hasFile = released && random.int(in: 0...9) < 7
            let title = GeneratedWords.title(&random, number: number)
            result.append(
                SeedMovie(
                    title: title, originalTitle: title, year: year, tmdbId: 2_000_000 + number,
                    imdbId: "tt9" + String(format: "%06d", number % 1_000_000), overview: GeneratedWords.overview(&random, title: title),
                    runtime: random.int(in: 78...190), genres: [random.pick(GeneratedWords.genres), random.pick(GeneratedWords.genres)],
                    studio: random.pick(GeneratedWords.studios), certification: random.pick(["G", "PG", "PG-13", "R", nil]),
                    status: released ? "released" : random.pick(["announced", "inCinemas"]), monitored: random.int(in: 0...9) < 9,
                    hasFile: hasFile, qualityProfileId: random.int(in: 1...4), rating: Double(random.int(in: 35...92)) / 10,
                    tags: random.int(in: 0...9) == 0 ? [random.int(in: 1...3)] : [], addedDaysAgo: random.int(in: 1...3000),
                    releaseOffsetDays: released ? -random.int(in: 60...20_000) : random.int(in: 3...400),
                    sizeOnDisk: hasFile ? Int64(random.int(in: 700...80_000)) * 1_000_000 : 0,
                    quality: hasFile ? random.pick(["WEBRip-720p", "Bluray-2160p", "Bluray-1080p", "WEBDL-1080p"]) : nil
                ))
        }
        return result
    }

    /// `count` series (all sample series when nil); generated ones have tvdb ids from 2,000,001.
    static func seriesLibrary(count: Int?, seed: Int) throws -> [SeedSeries] {
        let sample = try series.get()
        guard let count else { return sample }
        guard count > sample.count else { return Array(sample.prefix(count)) }
        var random = StableRandom(seed: seed &+ 7919)
        var result = sample
        result.reserveCapacity(count)
        for index in sample.count..<count {
            let number = index - sample.count + 1
            let continuing = random.int(in: 0...2) == 0
            let seasonCount = random.int(in: 1...4)
            var offset = -random.int(in: 200...8000)
            var seasons: [SeedSeason] = []
            for seasonNumber in 1...seasonCount {
                let episodeCount = random.int(in: 6...10)
                let episodes = (1...episodeCount).map { episodeNumber -> SeedEpisode in
                    offset += 7
                    let aired = continuing && seasonNumber == seasonCount ? offset - 14 * episodeCount / 2 : offset
                    return SeedEpisode(
                        episodeNumber: episodeNumber, title: "Chapter \(episodeNumber)",
                        airOffsetDays: aired, hasFile: aired < 0 && random.int(in: 0...9) < 8)
                }
                seasons.append(SeedSeason(seasonNumber: seasonNumber, monitored: true, episodes: episodes))
                offset += random.int(in: 60...400)
            }
            let title = GeneratedWords.title(&random, number: number)
            result.append(
                SeedSeries(
                    title: title, year: 2026 + (seasons.first?.episodes.first?.airOffsetDays ?? 0) / 365, tvdbId: 2_000_000 + number,
                    imdbId: "tt8" + String(format: "%06d", number % 1_000_000), network: random.pick(GeneratedWords.networks),
                    status: continuing ? "continuing" : "ended", seriesType: random.pick(["standard", "standard", "standard", "anime", "daily"]),
                    overview: GeneratedWords.overview(&random, title: title),
                    genres: [random.pick(GeneratedWords.genres)], monitored: random.int(in: 0...9) < 9,
                    qualityProfileId: random.int(in: 1...4), rating: Double(random.int(in: 40...95)) / 10, tags: [],
                    addedDaysAgo: random.int(in: 1...3000), seasons: seasons
                ))
        }
        return result
    }
}

/// Word lists for generated titles and overviews.
enum GeneratedWords {
    static let adjectives = [
        "Silent", "Crimson", "Hidden", "Last", "Broken", "Golden", "Northern", "Quiet", "Electric",
        "Distant", "Burning", "Frozen", "Secret", "Wild", "Hollow", "Midnight", "Paper", "Iron",
    ]
    static let nouns = [
        "Harbor", "Garden", "Signal", "Kingdom", "Mirror", "River", "Station", "Orchard", "Engine",
        "Lighthouse", "Frontier", "Archive", "Carnival", "Meridian", "Citadel", "Tide", "Voyage", "Echo",
    ]
    static let genres = [
        "Drama", "Comedy", "Thriller", "Science Fiction", "Animation", "Documentary", "Romance",
        "Horror", "Adventure", "Crime", "Fantasy", "Mystery",
    ]
    static let studios = ["Northlight Pictures", "Studio Meridian", "Bluebird Films", "Atlas Works", "Kite Entertainment"]
    static let networks = ["HBO", "BBC One", "NHK", "Netflix", "Canal+", "tvN", "AMC", "Arte"]

    static func title(_ random: inout StableRandom, number: Int) -> String {
        "The \(random.pick(adjectives)) \(random.pick(nouns)) \(number)"
    }

    static func overview(_ random: inout StableRandom, title: String) -> String {
        "\(title) follows a \(random.pick(["reluctant", "young", "retired", "stubborn"])) \(random.pick(["detective", "pilot", "chef", "archivist", "singer"])) through a \(random.pick(["long winter", "stolen summer", "city under water", "forgotten war"]))."
    }
}
