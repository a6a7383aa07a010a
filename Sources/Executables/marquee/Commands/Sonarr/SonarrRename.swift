import ServarrCore
import SonarrAPI

extension SonarrCommands {
    static func renamePreview(id: Int, of client: ServiceClient<Self>) async throws -> [FileRename] {
        try await client.repository.renamePreview(seriesID: id)
    }

    static func renameFiles(id: Int, fileIDs: [Int]) -> SonarrCommand { .renameFiles(seriesID: id, fileIDs: fileIDs) }
}
