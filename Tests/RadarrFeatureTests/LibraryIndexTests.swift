import Foundation
import RadarrAPI
import RadarrFeature
import ServarrScreens
import Testing

/// The library index answers every query with the rows ``LibraryQuery/apply(to:fields:)``
/// gives (filters, diacritics, numbers in titles, ties), also while typing on and deleting.
@Suite struct LibraryIndexTests {
    static let movies: [Movie] = {
        let titles = [
            "Amélie", "Dune", "Dune: Part Two", "Part 10", "Part 2", "part 2", "The Matrix", "ÉCOLE", "Zoo", "Alien",
            "Aliens", "Alien 3", "Ünder the Sea", "up", "Up", "1917", "2001: A Space Odyssey", "Dune",
        ]
        return titles.enumerated().map { index, title in
            Movie(
                id: 100 - index, title: title, originalTitle: index % 4 == 0 ? "Le Fabuleux \(title)" : nil,
                sortTitle: index % 3 == 0 ? "" : title.lowercased(), year: 1990 + index % 5, isMonitored: index % 3 != 1,
                hasFile: index % 2 == 0, sizeOnDisk: Int64(index % 4) * 1_000, tmdbID: index,
                added: index % 5 == 0 ? nil : Date(timeIntervalSince1970: Double(index % 3) * 86_400))
        }
    }()

    static var queries: [LibraryQuery] {
        var queries: [LibraryQuery] = []
        for sort in [LibraryQuery.Sort.title, .year, .added, .size] {
            for ascending in [true, false] {
                for monitored in LibraryQuery.MonitoredFilter.allCases {
                    for files in LibraryQuery.FileFilter.allCases {
                        queries.append(LibraryQuery(monitored: monitored, files: files, sort: sort, ascending: ascending))
                    }
                }
            }
        }
        return queries
    }

    @Test("Every filter and sort gives the rows the query gives")
    func sameRowsAsTheQuery() {
        var index = LibraryIndex(Self.movies, fields: RadarrService.libraryFields)
        for query in Self.queries {
            let expected = query.apply(to: Self.movies).map(\.id)
            if query.sort == .title {
                // Titles compare as localizedStandardCompare does on ASCII; with accents the
                // order may differ, the rows may not.
                #expect(Set(index.rows(for: query).map(\.id)) == Set(expected), "\(query)")
            } else {
                #expect(index.rows(for: query).map(\.id) == expected, "\(query)")
            }
        }
    }

    @Test("Typing on, deleting and changing filters mid-word give the query's rows")
    func typingAndDeleting() {
        var index = LibraryIndex(Self.movies, fields: RadarrService.libraryFields)
        var query = LibraryQuery(sort: .year)
        for text in ["a", "al", "ali", "alie", "alien", "aliens", "alien", "a", "", "e", "ec", "eco", "ecol", "u", "up", " up ", "fab", "fabuleux d"]
        {
            query.text = text
            #expect(index.rows(for: query).map(\.id) == query.apply(to: Self.movies).map(\.id), "\"\(text)\"")
            query.files = text.count % 2 == 0 ? .all : .downloaded
            #expect(index.rows(for: query).map(\.id) == query.apply(to: Self.movies).map(\.id), "\"\(text)\" \(query.files)")
        }
    }

    @Test("Titles sort with numbers by value and case and accents folded")
    func titleOrder() {
        var index = LibraryIndex(Self.movies, fields: RadarrService.libraryFields)
        let titles = index.rows(for: LibraryQuery(text: "part", sort: .title)).map(\.title)
        #expect(titles == ["Dune: Part Two", "part 2", "Part 2", "Part 10"])
        let rows = index.rows(for: LibraryQuery(text: "ecole"))
        #expect(rows.map(\.title) == ["ÉCOLE"])
        #expect(rows.firstIndex(id: rows[0].id) == 0 && rows.firstIndex(id: -1) == nil)
    }
}
