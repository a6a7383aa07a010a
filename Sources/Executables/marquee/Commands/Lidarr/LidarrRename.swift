import LidarrAPI
import ServarrCore

extension LidarrCommands {
    static func renamePreview(id: Int, of client: ServiceClient<Self>) async throws -> [FileRename] {
        try await client.repository.renamePreview(artistID: id)
    }

    static func renameFiles(id: Int, fileIDs: [Int]) -> LidarrCommand { .renameFiles(artistID: id, fileIDs: fileIDs) }
}
