import Foundation

extension RadarrLibrary {
    /// A movie's file as renaming sees it: its name from the movie's title, year and quality.
    func namedFiles(mediaID: Int, seasonNumber: Int?) -> [NamedFile]? {
        guard let movie = movies[mediaID] else { return nil }
        guard let file = movie.movieFile, let fileID = file.id else { return [] }
        return [
            NamedFile(
                fileID: fileID, mediaID: mediaID, relativePath: file.relativePath ?? "",
                values: [
                    "movie title": movie.title ?? "", "release year": movie.year.map(String.init) ?? "",
                    "quality full": file.quality?.quality?.name ?? "", "release group": file.releaseGroup ?? "",
                ])
        ]
    }

    /// Moves the movie's file and records `movieFileRenamed`.
    func move(_ file: NamedFile, to relativePath: String) {
        guard var movie = movies[file.mediaID], movie.movieFile?.id == file.fileID else { return }
        movie.movieFile?.relativePath = relativePath
        movie.movieFile?.path = "\(movie.path ?? "")/\(relativePath)"
        movies[file.mediaID] = movie
        revision += 1
        record(event: "movieFileRenamed", movieID: file.mediaID, title: relativePath, quality: movie.movieFile?.quality, date: Date())
    }

    /// Radarr does not retag.
    func retag(_ file: NamedFile) {}

    nonisolated func missingItemMessage(_ id: Int) -> String { "Movie with ID \(id) does not exist" }
}
