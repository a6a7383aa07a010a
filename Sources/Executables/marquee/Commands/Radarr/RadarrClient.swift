import RadarrAPI
import ServarrCore

/// What only Radarr's verbs ask of the client: movie searches and a movie's releases.
extension ServiceClient where Group == RadarrCommands {
    func search(movieIDs: [Int]) async throws -> CommandStatus { try await repository.run(.searchMovies(ids: movieIDs)) }
    func releases(movieID: Int) async throws -> [Release] { try await repository.releases(movieID: movieID) }
}
