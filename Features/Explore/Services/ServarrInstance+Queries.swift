import Foundation
import ServarrCore

/// What Explore asks of one instance, mapped to Explore's values by its ``ExploreSource``.
extension ServarrInstance {
    /// Looks `term` up on the instance: titles badged with their library id.
    func lookup(term: String, index: Int) async throws -> [ExploreResult] {
        try await source.lookup(term: term, instance: ExploreInstanceName(index: index, label: label))
    }

    /// The releases and air dates in `start..<end`.
    func upcoming(from start: Date, to end: Date, index: Int) async throws -> [UpcomingItem] {
        try await source.upcoming(from: start, to: end, instance: ExploreInstanceName(index: index, label: label))
    }

    /// The instance's download queue, every page of it; a download of a library item opens it.
    func downloads(index: Int) async throws -> [DownloadItem] {
        let label = self.label
        let service = self.service
        return try await source.queue().records.map { item in
            let handOff = item.mediaID.flatMap { id in id > 0 ? HandOff(service: service, action: .show(id: id)) : nil }
            return DownloadItem(
                queueID: item.id, title: item.title, status: item.trackedDownloadState ?? item.status, quality: item.quality,
                progress: item.progress, estimatedCompletion: item.estimatedCompletionTime,
                errorMessage: item.errorMessage?.isEmpty == false ? item.errorMessage : nil,
                instanceLabel: label, instanceIndex: index, handOff: handOff)
        }
    }
}
