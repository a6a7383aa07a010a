import RadarrAPI
import ServarrCore

extension RadarrCommands {
    static func renamePreview(id: Int, of client: ServiceClient<Self>) async throws -> [FileRename] {
        try await client.repository.renamePreview(movieIDs: [id])
    }

    static func renameFiles(id: Int, fileIDs: [Int]) -> RadarrCommand { .renameFiles(movieID: id, fileIDs: fileIDs) }
}
